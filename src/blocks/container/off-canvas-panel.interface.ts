/**
 * The panel of a container shown off-canvas on small screens, in the
 * interface: its code (a `later/` chunk, webpack.config.js) loads when a
 * container first goes off-canvas, so wide screens never download it. The
 * panel starts closed, so nothing shows until it has loaded.
 */

/**
 * Internal dependencies
 */
import type { OffCanvasProps } from '../../components/off-canvas';
import { laterComponent } from '../../shared/later-component';

export default laterComponent< OffCanvasProps >( 'later/off-canvas' );
