/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useId, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useDismiss } from './use-dismiss';

interface DisclosureProps {
	/** The element that holds the button and the panel. */
	as: 'div' | 'li';
	/** Its classes; `is-open` (and `is-end`) are added. */
	className: string;
	/** The button's classes. */
	buttonClassName: string;
	/** The button's accessible name. */
	label: string;
	/** The button's tooltip. */
	title?: string;
	/** What the button shows. */
	button: ReactNode;
	/** The panel's classes. */
	panelClassName?: string;
	/** The panel's content, rendered while it is open. */
	children: ReactNode;
}

/**
 * A button that shows and hides the panel after it (the toolbar's "More"
 * list, the account menu). The panel opens towards the middle of the window
 * (`is-end` when the button sits in its right half), and closes on Escape
 * (the focus goes back to the button), a click outside, tabbing out or a
 * chosen link.
 *
 * @param props                 Component props.
 * @param props.as              The holding element.
 * @param props.className       Its classes.
 * @param props.buttonClassName The button's classes.
 * @param props.label           The button's accessible name.
 * @param props.title           The button's tooltip.
 * @param props.button          What the button shows.
 * @param props.panelClassName  The panel's classes.
 * @param props.children        The panel's content.
 */
export default function Disclosure( {
	as: Root,
	className,
	buttonClassName,
	label,
	title,
	button,
	panelClassName,
	children,
}: DisclosureProps ) {
	const [ open, setOpen ] = useState( false );
	const [ end, setEnd ] = useState( false );
	const root = useRef< HTMLElement >( null );
	const toggle = useRef< HTMLButtonElement >( null );
	const panelId = useId();
	const close = useCallback( () => setOpen( false ), [] );
	useDismiss( open, close, root, toggle );

	return (
		<Root
			// One ref type for either element.
			ref={ root as RefObject< HTMLDivElement & HTMLLIElement > }
			className={ `${ className }${ open ? ' is-open' : '' }${
				end ? ' is-end' : ''
			}` }
		>
			<button
				ref={ toggle }
				type="button"
				className={ buttonClassName }
				aria-label={ label }
				title={ title }
				aria-expanded={ open }
				aria-controls={ panelId }
				onClick={ ( event ) => {
					const box = event.currentTarget.getBoundingClientRect();
					setEnd( box.left + box.width / 2 > window.innerWidth / 2 );
					setOpen( ! open );
				} }
			>
				{ button }
			</button>
			{ /* A click that reaches a link is a chosen entry. */ }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
			<div
				id={ panelId }
				className={ panelClassName }
				hidden={ ! open }
				onClick={ ( event ) => {
					if (
						event.target instanceof Element &&
						event.target.closest( 'a[href]' )
					) {
						close();
					}
				} }
			>
				{ open && children }
			</div>
		</Root>
	);
}
