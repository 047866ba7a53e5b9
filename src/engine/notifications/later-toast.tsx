/**
 * Internal dependencies
 */
import { laterComponent } from '../../shared/later-component';
import type { NotificationToastProps } from './notification-toast';

/** The chunk holding the toast's code and styles (webpack.config.js). */
export const TOAST_CHUNK = 'later/toasts';

/**
 * A toast whose code loads when the first one shows. The list around it,
 * a live region, is already on the page, so screen readers announce the
 * toast once it renders.
 */
export default laterComponent< NotificationToastProps >( TOAST_CHUNK );
