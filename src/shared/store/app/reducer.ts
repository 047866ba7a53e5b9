/**
 * Internal dependencies
 */
import type { AppState } from '../../config/types';
import type { AppAction } from './actions';

export const EMPTY_APP_STATE: AppState = {
	loading: true,
	adminUrl: '',
	pluginBase: '',
	restNonce: '',
	restBase: '',
	fullScreen: false,
	currentPageName: '',
	menu_minimised: false,
};

export default function reducer(
	state: AppState = EMPTY_APP_STATE,
	action: AppAction
): AppState {
	switch ( action.type ) {
		case 'SET_LOADING':
			return state.loading === action.loading
				? state
				: { ...state, loading: action.loading };
		case 'SET_FULL_SCREEN':
			return state.fullScreen === action.fullScreen
				? state
				: { ...state, fullScreen: action.fullScreen };
		case 'SET_MENU_MINIMISED':
			return state.menu_minimised === action.minimised
				? state
				: { ...state, menu_minimised: action.minimised };
	}
	return state;
}
