/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';

/**
 * The toolbar on a small screen: one "More" button whose list holds every
 * entry (submenus open inside it), so the top bar keeps its width. Escape,
 * a click outside or a chosen entry closes it.
 *
 * @param props          Component props.
 * @param props.children The entries' list.
 */
export default function ToolbarOverflow( {
	children,
}: {
	children: ReactNode;
} ) {
	const [ open, setOpen ] = useState( false );
	const item = useRef< HTMLLIElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const listId = useId();

	useEffect( () => {
		if ( ! open ) {
			return undefined;
		}
		const onPointer = ( event: Event ) => {
			if (
				event.target instanceof Node &&
				item.current?.contains( event.target )
			) {
				return;
			}
			setOpen( false );
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				setOpen( false );
				button.current?.focus();
			}
		};
		document.addEventListener( 'pointerdown', onPointer, true );
		document.addEventListener( 'keydown', onKey );
		return () => {
			document.removeEventListener( 'pointerdown', onPointer, true );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ open ] );

	return (
		<ul className="uip-toolbar__list">
			<li
				ref={ item }
				className={ `uip-toolbar__item uip-toolbar__item--more${
					open ? ' is-open' : ''
				}` }
			>
				<button
					ref={ button }
					type="button"
					className="uip-toolbar__link"
					aria-label={ __( 'More toolbar items', 'uipress' ) }
					aria-expanded={ open }
					aria-controls={ listId }
					onClick={ () => setOpen( ! open ) }
				>
					<BlockIcon name="more_horiz" />
				</button>
				{ /* A chosen entry (a click that reaches a link) closes the list. */ }
				{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */ }
				<div
					id={ listId }
					hidden={ ! open }
					onClick={ ( event ) => {
						if (
							event.target instanceof Element &&
							event.target.closest( 'a[href]' )
						) {
							setOpen( false );
						}
					} }
				>
					{ children }
				</div>
			</li>
		</ul>
	);
}
