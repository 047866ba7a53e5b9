/**
 * The core blocks, in the order the builder lists them. Each lives in its own
 * folder (definition, component, styles, tests); the registry adds the ones
 * other plugins give through the `uipress.blocks` filter.
 */

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../engine/types';
import { accordionDefinition } from './accordion/definition';
import {
	adminMenuDefinition,
	legacyAdminMenuDefinition,
} from './admin-menu/definition';
import { breadcrumbsDefinition } from './breadcrumbs/definition';
import { buttonDefinition } from './button/definition';
import { containerDefinition } from './container/definition';
import { contentFrameDefinition } from './content-frame/definition';
import { darkToggleDefinition } from './dark-toggle/definition';
import { fullscreenToggleDefinition } from './fullscreen-toggle/definition';
import { headingDefinition } from './heading/definition';
import { iconDefinition } from './icon/definition';
import { menuCollapseToggleDefinition } from './menu-collapse-toggle/definition';
import { pageLoaderDefinition } from './page-loader/definition';
import { iconListDefinition } from './icon-list/definition';
import { htmlDefinition } from './html/definition';
import { shortcodeDefinition } from './shortcode/definition';
import { iframeDefinition } from './iframe/definition';
import { dropdownDefinition } from './dropdown/definition';
import { slideOutDefinition } from './slide-out/definition';
import { modalDefinition } from './modal/definition';
import { tabsDefinition } from './tabs/definition';
import { responsiveGridDefinition } from './responsive-grid/definition';
import { imageDefinition } from './image/definition';
import { quoteDefinition } from './quote/definition';
import { videoDefinition } from './video/definition';
import { paragraphDefinition } from './paragraph/definition';
import { siteLogoDefinition } from './site-logo/definition';
import { toolbarDefinition } from './toolbar/definition';
import { accountDefinition } from './account/definition';
import { postsTableDefinition } from './posts-table/definition';
import { recentPostsDefinition } from './recent-posts/definition';
import { usersListDefinition } from './users-list/definition';
import { activityLogDefinition } from './activity-log/definition';
import { contentSearchDefinition } from './content-search/definition';
import { todoListDefinition } from './todo-list/definition';
import { aiChatDefinition } from './ai-chat/definition';
import { analyticsMapDefinition } from './analytics-map/definition';
import { analyticsTablesDefinition } from './analytics-tables/definition';
import { formDefinition } from './form/definition';
import { textInputDefinition } from './text-input/definition';
import { textareaInputDefinition } from './textarea-input/definition';
import { selectInputDefinition } from './select-input/definition';
import { checkboxInputDefinition } from './checkbox-input/definition';
import { radioInputDefinition } from './radio-input/definition';
import { dateInputDefinition } from './date-input/definition';
import { analyticsChartDefinition } from './analytics-chart/definition';
import { analyticsRealtimeDefinition } from './analytics-realtime/definition';
import { storeRevenueDefinition } from './store-revenue/definition';
import { storeKpisDefinition } from './store-kpis/definition';
import { storeTopItemsDefinition } from './store-top-items/definition';
import { storeOrdersMapDefinition } from './store-orders-map/definition';
import { storeRecentOrdersDefinition } from './store-recent-orders/definition';

export const CORE_BLOCKS: readonly BlockDefinition[] = [
	containerDefinition,
	responsiveGridDefinition,
	headingDefinition,
	paragraphDefinition,
	buttonDefinition,
	iconDefinition,
	iconListDefinition,
	imageDefinition,
	quoteDefinition,
	videoDefinition,
	htmlDefinition,
	shortcodeDefinition,
	iframeDefinition,
	siteLogoDefinition,
	contentFrameDefinition,
	adminMenuDefinition,
	legacyAdminMenuDefinition,
	toolbarDefinition,
	accountDefinition,
	breadcrumbsDefinition,
	fullscreenToggleDefinition,
	menuCollapseToggleDefinition,
	pageLoaderDefinition,
	darkToggleDefinition,
	accordionDefinition,
	tabsDefinition,
	dropdownDefinition,
	slideOutDefinition,
	modalDefinition,
	postsTableDefinition,
	recentPostsDefinition,
	usersListDefinition,
	activityLogDefinition,
	contentSearchDefinition,
	todoListDefinition,
	aiChatDefinition,
	analyticsMapDefinition,
	analyticsTablesDefinition,
	formDefinition,
	textInputDefinition,
	textareaInputDefinition,
	selectInputDefinition,
	checkboxInputDefinition,
	radioInputDefinition,
	dateInputDefinition,
	analyticsChartDefinition,
	analyticsRealtimeDefinition,
	storeRevenueDefinition,
	storeKpisDefinition,
	storeTopItemsDefinition,
	storeOrdersMapDefinition,
	storeRecentOrdersDefinition,
];
