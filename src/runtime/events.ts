/**
 * The page events of the interface (spec: page events): CustomEvents
 * dispatched on `document`. Blocks talk to each other through them, and so
 * can other plugins. Documented in docs/RUNTIME-BLOCKS.md.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

export const PAGE_EVENTS = {
	breadcrumbsUpdate: 'uipress/breadcrumbs/update',
	fullScreen: 'uipress/window/fullscreen',
	menuToggleCollapse: 'uipress/menu/togglecollapse',
	menuToggleOffCanvas: 'uipress/menu/toggleoffcanvas',
	darkModeToggle: 'uipress/darkmode/toggle',
	loadStart: 'uipress/page/loadstart',
	loadFinish: 'uipress/page/loadfinish',
	postSaved: 'uipress/page/postsaved',
	location: 'uipress/page/location',
	formsChange: 'uipress/forms/change',
	pageChange: 'uipress/page/change',
	commandPalette: 'uipress/commandpalette/open',
} as const;

export type PageEventName = ( typeof PAGE_EVENTS )[ keyof typeof PAGE_EVENTS ];

export interface BreadcrumbTrailItem {
	name: string;
	url: string;
}

/**
 * `event.detail` of each page event. Every field is optional on toggles:
 * the interactions' global actions send `{ interaction, source }` only.
 */
export interface PageEventDetails {
	'uipress/breadcrumbs/update': { crumbs: BreadcrumbTrailItem[] };
	'uipress/window/fullscreen': { fullScreen?: boolean };
	'uipress/menu/togglecollapse': { collapsed?: boolean };
	'uipress/menu/toggleoffcanvas': { open?: boolean };
	'uipress/darkmode/toggle': { dark?: boolean };
	'uipress/page/loadstart': { url?: string };
	'uipress/page/loadfinish': { url?: string };
	/** The framed page saved a post without loading a page (the block editor). */
	'uipress/page/postsaved': Record< string, never >;
	/**
	 * The frame's page now (every load, redirect and history API move): its
	 * shown URL, title, and the menu entry WordPress marks for it.
	 */
	'uipress/page/location': { url: string; title: string; menuUrl?: string };
	'uipress/forms/change': {
		form?: string;
		name?: string;
		value?: string | number | boolean;
	};
	'uipress/page/change': { url: string };
	'uipress/commandpalette/open': Record< string, never >;
}

/**
 * Dispatches a page event on `document`.
 *
 * @param name   Event name.
 * @param detail Its detail.
 */
export function dispatchPageEvent< N extends PageEventName >(
	name: N,
	detail: PageEventDetails[ N ]
): void {
	document.dispatchEvent( new CustomEvent( name, { detail } ) );
}

/**
 * The detail of a page event, or an empty object when another sender gave
 * something else (a global action's `{ interaction, source }`, a plugin).
 *
 * @param event The event.
 */
export function eventDetail( event: Event ): Record< string, unknown > {
	const detail = event instanceof CustomEvent ? event.detail : undefined;
	return typeof detail === 'object' && detail !== null
		? ( detail as Record< string, unknown > )
		: {};
}

/**
 * Listens to a page event while the component is mounted.
 *
 * @param name    Event name.
 * @param handler Called with the event's detail (checked to be an object).
 */
export function usePageEvent(
	name: PageEventName,
	handler: ( detail: Record< string, unknown > ) => void
): void {
	const latest = useRef( handler );
	latest.current = handler;
	useEffect( () => {
		const listener = ( event: Event ) =>
			latest.current( eventDetail( event ) );
		document.addEventListener( name, listener );
		return () => document.removeEventListener( name, listener );
	}, [ name ] );
}

/**
 * A boolean a toggle event asks for, or the opposite of `current` when it
 * asks for nothing.
 *
 * @param detail  The event's detail.
 * @param key     Field holding the wanted state.
 * @param current The current state.
 */
export function toggledValue(
	detail: Record< string, unknown >,
	key: string,
	current: boolean
): boolean {
	const wanted = detail[ key ];
	return typeof wanted === 'boolean' ? wanted : ! current;
}
