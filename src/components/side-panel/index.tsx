/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { close as closeIcon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { closeTo } from './route';
import './side-panel.scss';

export * from './route';

/** The panel's width (spec: side panel 500 px); full width below it. */
export const SIDE_PANEL_WIDTH = 500;

/** What takes the focus when the panel opens: its first field… */
const FIELD =
	'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';
/** …else its first control (the close button at least). */
const FOCUSABLE = `${ FIELD }, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;

export interface SidePanelProps {
	/** The panel's heading and accessible name. */
	title: string;
	/**
	 * The route closing navigates to (the close button, Escape): the URL
	 * without the argument that opened the panel.
	 */
	closeRoute: string;
	/**
	 * What takes the focus back when the panel closes (the thing whose
	 * panel it was); the element focused before it opened when absent or
	 * gone.
	 */
	returnFocus?: () => HTMLElement | null | undefined;
	className?: string;
	children: ReactNode;
}

/**
 * A 500 px panel at the window's right edge whose open state is the page's
 * route: the screen renders it while its URL names what it shows, and it
 * closes by navigating to `closeRoute` (its close button, Escape, or the
 * browser's Back, which leaves the route itself). Not modal: the page
 * stays usable beside it. The focus moves into it when it opens and back
 * when it closes. Full width on a phone.
 *
 * @param props             Component props.
 * @param props.title       Its heading.
 * @param props.closeRoute  The route closing navigates to.
 * @param props.returnFocus What takes the focus back.
 * @param props.className   Extra class.
 * @param props.children    Its content.
 */
export default function SidePanel( {
	title,
	closeRoute,
	returnFocus,
	className,
	children,
}: SidePanelProps ) {
	const panelRef = useRef< HTMLDivElement >( null );
	const bodyRef = useRef< HTMLDivElement >( null );
	const titleId = useId();
	const restore = useRef( returnFocus );
	restore.current = returnFocus;

	// Into the panel on opening (its first field, else its close button);
	// back on closing.
	useEffect( () => {
		const panel = panelRef.current;
		const before = panel?.ownerDocument.activeElement;
		(
			bodyRef.current?.querySelector< HTMLElement >( FIELD ) ??
			bodyRef.current?.querySelector< HTMLElement >( FOCUSABLE ) ??
			panel?.querySelector< HTMLElement >( FOCUSABLE )
		)?.focus();
		return () => {
			// Unmounted with the focus inside: it fell to the body. Left
			// alone when the user had moved on (clicked another thing).
			const active = panel?.ownerDocument.activeElement;
			if ( active && active !== panel?.ownerDocument.body ) {
				return;
			}
			const target = restore.current?.() ?? before;
			if ( target instanceof HTMLElement && target.isConnected ) {
				target.focus();
			}
		};
	}, [] );

	const close = () => closeTo( closeRoute );

	const onKeyDown = ( event: KeyboardEvent ) => {
		// A dropdown or dialog inside handles its own Escape first; in a
		// search field with text, Escape clears the search, not the panel.
		const target = event.target;
		const clearsSearch =
			target instanceof HTMLInputElement &&
			target.type === 'search' &&
			target.value !== '';
		if (
			event.key === 'Escape' &&
			! event.defaultPrevented &&
			! clearsSearch
		) {
			event.preventDefault();
			close();
		}
	};

	return (
		// Escape anywhere inside closes it, as in WordPress's own panels.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<div
			ref={ panelRef }
			className={ `uip-side-panel${ className ? ` ${ className }` : '' }` }
			role="dialog"
			aria-labelledby={ titleId }
			onKeyDown={ onKeyDown }
		>
			<div className="uip-side-panel__header">
				<h2 id={ titleId } className="uip-side-panel__title">
					{ title }
				</h2>
				<Button
					className="uip-side-panel__close"
					icon={ closeIcon }
					label={ __( 'Close', 'uipress' ) }
					onClick={ close }
				/>
			</div>
			<div ref={ bodyRef } className="uip-side-panel__body">
				{ children }
			</div>
		</div>
	);
}
