/**
 * External dependencies
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import type { BlockLink } from '../types';
import { followLink, linkOpensInNewTab } from './links';

/** Elements inside a linked block that keep their own click. */
const OWN_CLICK = 'a[href], button, input, select, textarea, [data-uip-link]';

/**
 * Props that make a block's root element a link (`Block.linkTo`): a focusable
 * element with the link role that follows the URL on click or Enter. It is
 * not an anchor, so a block holding links or buttons never nests anchors;
 * clicks on those inner controls, and on inner linked blocks, are theirs.
 * Ctrl/Cmd-click opens a new tab, as with any link.
 *
 * @param url   A URL already checked by safeLinkUrl.
 * @param opens The link's stored `newTab` (see linkOpensInNewTab).
 */
export function linkProps(
	url: string,
	opens: BlockLink[ 'newTab' ] | undefined
) {
	const newTab = linkOpensInNewTab( url, opens );
	return {
		role: 'link',
		tabIndex: 0,
		'data-uip-link': url,
		onClick( event: MouseEvent< HTMLElement > ) {
			if ( event.defaultPrevented ) {
				return;
			}
			const target = event.target as Element;
			const owner = target.closest?.( OWN_CLICK );
			if ( owner && owner !== event.currentTarget ) {
				return;
			}
			followLink( url, newTab || event.ctrlKey || event.metaKey );
		},
		onKeyDown( event: KeyboardEvent< HTMLElement > ) {
			if (
				event.key === 'Enter' &&
				event.target === event.currentTarget
			) {
				event.preventDefault();
				followLink( url, newTab || event.ctrlKey || event.metaKey );
			}
		},
	};
}
