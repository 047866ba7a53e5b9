/**
 * What the account menu opens, in the interface: a `later/` chunk
 * (webpack.config.js), loaded when the menu first opens, so a page where
 * nobody opens it never downloads it.
 */

/**
 * Internal dependencies
 */
import { laterComponent } from '../../shared/later-component';
import type { AccountPanelProps } from './account-panel';

export default laterComponent< AccountPanelProps >( 'later/account-panel' );
