/**
 * Internal dependencies
 */
import type { AppState } from '../../config/types';
import type { AppAction } from './actions';

export const EMPTY_APP_STATE: AppState = {
	loading: true,
	adminUrl: '',
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
		case 'SET_MENU_MINIMISED':
			return state.menu_minimised === action.minimised
				? state
				: { ...state, menu_minimised: action.minimised };
	}
	return state;
}
