/**
 * Internal dependencies
 */
import type { ResponsiveFlags } from '../types';
import { blockSelector } from '../styles/sanitize/selector';
import { VIEWPORT_MEDIA_QUERIES, VIEWPORTS } from './media-queries';

/**
 * Rules hiding the block (scoped like its styles, `.uip-b-<uid>`) in each viewport its flags hide it in.
 *
 * @param uid   The block uid.
 * @param flags The block's `responsive` flags.
 */
export function responsiveCss(
	uid: string,
	flags: ResponsiveFlags | undefined
): string {
	return flags ? responsiveRules( blockSelector( uid ), flags ) : '';
}

/**
 * The hide rules for an already built block selector.
 *
 * @param selector The block's selector.
 * @param flags    The block's `responsive` flags.
 */
export function responsiveRules(
	selector: string,
	flags: ResponsiveFlags | undefined
): string {
	if ( typeof flags !== 'object' || flags === null ) {
		return '';
	}
	let css = '';
	for ( const viewport of VIEWPORTS ) {
		if ( flags[ viewport ] === true ) {
			css += `@media ${ VIEWPORT_MEDIA_QUERIES[ viewport ] }{${ selector }{display:none !important;}}`;
		}
	}
	return css;
}
