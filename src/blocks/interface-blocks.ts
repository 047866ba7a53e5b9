/**
 * The interface's own blocks: the admin chrome every interface template is
 * built from (containers, the page content, the admin menu and toolbar,
 * breadcrumbs, the toggles, the logo and the page loader). Their code is
 * part of the interface script itself; every other block is a chunk the
 * interface loads only where a template uses it (`loaders.ts`).
 *
 * Why: split into chunks of their own, these blocks made the demo interface
 * download a third more (each file compressed on its own, and references
 * across chunks); see docs/DECISIONS.md.
 */

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../engine/types';
import {
	adminMenuDefinition,
	legacyAdminMenuDefinition,
} from './admin-menu/definition';
import { breadcrumbsDefinition } from './breadcrumbs/definition';
import { containerDefinition } from './container/definition';
import { contentFrameDefinition } from './content-frame/definition';
import { darkToggleDefinition } from './dark-toggle/definition';
import { menuCollapseToggleDefinition } from './menu-collapse-toggle/definition';
import { pageLoaderDefinition } from './page-loader/definition';
import { siteLogoDefinition } from './site-logo/definition';
import { toolbarDefinition } from './toolbar/definition';
import { accountDefinition } from './account/definition';

export const INTERFACE_BLOCKS: readonly BlockDefinition[] = [
	containerDefinition,
	contentFrameDefinition,
	adminMenuDefinition,
	legacyAdminMenuDefinition,
	toolbarDefinition,
	accountDefinition,
	breadcrumbsDefinition,
	menuCollapseToggleDefinition,
	darkToggleDefinition,
	siteLogoDefinition,
	pageLoaderDefinition,
];
