/**
 * A hover entry's flyout, in the interface: its code (with the flyout's
 * placement) is a `later/` chunk (webpack.config.js), loaded when a flyout
 * first opens, so menus whose submenus open inline (the demo's) never
 * download it.
 */

/**
 * Internal dependencies
 */
import { laterComponent } from '../../shared/later-component';
import type { HoverSubmenuProps } from './hover-submenu';

export default laterComponent< HoverSubmenuProps >( 'later/hover-submenu' );
