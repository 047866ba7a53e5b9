/**
 * Internal dependencies
 */
import type { AppState } from '../../config/types';

export const isLoading = ( state: AppState ): boolean => state.loading;
export const isFullScreen = ( state: AppState ): boolean => state.fullScreen;
export const isMenuMinimised = ( state: AppState ): boolean =>
	state.menu_minimised;
export const getCurrentPageName = ( state: AppState ): string =>
	state.currentPageName;
export const getAdminUrl = ( state: AppState ): string => state.adminUrl;
export const getRestBase = ( state: AppState ): string => state.restBase;
export const getPluginBase = ( state: AppState ): string => state.pluginBase;
