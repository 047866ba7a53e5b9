/**
 * Internal dependencies
 */
import type { DisplayMode } from '../engine/types';

const MODES: readonly DisplayMode[] = [ 'builder', 'prod', 'preview' ];

/**
 * The display mode asked for by the `mode` query parameter
 * (`admin.php?page=uip-preview&template=ID&mode=builder`); production
 * otherwise, which is what the template's users see.
 *
 * @param search The page's query string.
 */
export function displayModeFromQuery( search: string ): DisplayMode {
	const asked = new URLSearchParams( search ).get( 'mode' );
	return MODES.find( ( mode ) => mode === asked ) ?? 'prod';
}
