/**
 * Internal dependencies
 */
import type { AppState } from '../../config/types';

export const isLoading = ( state: AppState ): boolean => state.loading;
export const isMenuMinimised = ( state: AppState ): boolean =>
	state.menu_minimised;
