/**
 * The "ask before opening" dialog, in the interface: a `later/` chunk
 * (webpack.config.js) loaded the first time an entry asks, so menus without
 * such entries never download it.
 */

/**
 * Internal dependencies
 */
import { laterComponent } from '../../shared/later-component';
import type { ConfirmOpenProps } from './confirm-open';

export default laterComponent< ConfirmOpenProps >( 'later/confirm-open' );
