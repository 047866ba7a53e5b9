/**
 * Which admin menu entry is active: the one the server marked, then the one
 * the frame's page belongs to as it moves (the page content block's
 * `uipress/page/location`, sent for every load, redirect and history move).
 */

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, usePageEvent } from '../../runtime/events';
import { DEFAULT_STRIPPED_PARAMS } from '../../runtime/frame-url';
import { readRuntime } from '../../runtime/runtime-config';
import {
	type ActivePath,
	type ShownItem,
	findActive,
	initialActive,
} from './menu-logic';

/**
 * The active entry and its setter (a click marks the entry at once).
 *
 * @param menu Shown entries.
 */
export function useActiveItem(
	menu: ShownItem[]
): [ ActivePath | undefined, ( active: ActivePath ) => void ] {
	const stripped = useMemo(
		() => readRuntime()?.strippedParams ?? DEFAULT_STRIPPED_PARAMS,
		[]
	);
	const [ active, setActive ] = useState< ActivePath | undefined >( () =>
		initialActive( menu )
	);

	const syncActive = ( detail: Record< string, unknown > ) => {
		if ( typeof detail.url === 'string' ) {
			// The entry with the page's own address, else the one WordPress
			// marks for it: screens no entry links to (`users.php?id=4` after
			// adding a user, the editor's `post.php?post=5`).
			const found =
				findActive( menu, detail.url, stripped ) ??
				( typeof detail.menuUrl === 'string'
					? findActive( menu, detail.menuUrl, stripped )
					: undefined );
			if ( found ) {
				setActive( found );
			}
		}
	};
	usePageEvent( PAGE_EVENTS.loadStart, syncActive );
	usePageEvent( PAGE_EVENTS.loadFinish, syncActive );
	usePageEvent( PAGE_EVENTS.location, syncActive );
	return [ active, setActive ];
}
