/**
 * Internal dependencies
 */
import type { ResponsiveFlags } from '../types';
import { blockSelector } from '../styles/sanitize/selector';
import { VIEWPORT_MEDIA_QUERIES, VIEWPORTS } from './media-queries';

/**
 * Rules hiding the block `[data-uip-uid="uid"]` in each viewport its flags hide it in.
 *
 * @param uid   The block uid.
 * @param flags The block's `responsive` flags.
 */
export function responsiveCss(
	uid: string,
	flags: ResponsiveFlags | undefined
): string {
	if ( ! flags ) {
		return '';
	}
	const selector = blockSelector( uid );
	return VIEWPORTS.filter( ( viewport ) => flags[ viewport ] === true )
		.map(
			( viewport ) =>
				`@media ${ VIEWPORT_MEDIA_QUERIES[ viewport ] }{${ selector }{display:none !important;}}`
		)
		.join( '' );
}
