/**
 * WordPress dependencies
 */
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	TOOLTIP_ATTRIBUTE,
	TOOLTIP_DELAY_ATTRIBUTE,
	TOOLTIP_DELAY_MS,
	tooltipDelay,
} from './tooltip-constants';
import { tooltipPosition } from './tooltip-position';
import './tooltip-layer.scss';

export { TOOLTIP_ATTRIBUTE, TOOLTIP_DELAY_MS };

interface TooltipLayerProps {
	/** The renderer's root element, where blocks with tooltips are. */
	root: { readonly current: HTMLElement | null };
	/** Id of the tooltip element, referenced by the block's aria-describedby. */
	id: string;
}

interface Shown {
	anchor: HTMLElement;
	text: string;
}

function anchorOf( target: EventTarget | null, root: HTMLElement ) {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	const anchor = target.closest< HTMLElement >( `[${ TOOLTIP_ATTRIBUTE }]` );
	return anchor && root.contains( anchor ) ? anchor : null;
}

/**
 * The tooltip itself: fixed to the viewport, in the document's body so no
 * block's overflow clips it, placed once its size is known.
 *
 * @param props        Component props.
 * @param props.id     Element id (the block's aria-describedby).
 * @param props.anchor The block.
 * @param props.text   The message.
 */
function FloatingTooltip( {
	id,
	anchor,
	text,
}: {
	id: string;
	anchor: HTMLElement;
	text: string;
} ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ place, setPlace ] = useState< {
		top: number;
		left: number;
		placement: string;
	} | null >( null );
	useLayoutEffect( () => {
		const tip = ref.current;
		if ( ! tip ) {
			return;
		}
		const box = anchor.getBoundingClientRect();
		setPlace(
			tooltipPosition(
				box,
				{ width: tip.offsetWidth, height: tip.offsetHeight },
				{
					width: document.documentElement.clientWidth,
					height: document.documentElement.clientHeight,
				}
			)
		);
	}, [ anchor, text ] );
	return createPortal(
		<div
			ref={ ref }
			className="uip-block-tooltip"
			data-placement={ place?.placement }
			style={ {
				position: 'fixed',
				top: place?.top ?? 0,
				left: place?.left ?? 0,
				visibility: place ? 'visible' : 'hidden',
			} }
		>
			<div id={ id } role="tooltip" className="uip-block-tooltip__text">
				{ text }
			</div>
		</div>,
		document.body
	);
}

/**
 * The tooltips of a renderer's blocks: one floating element, mounted only
 * while a block with a tooltip is hovered (after the block's delay, else
 * the core Tooltip's)
 * or has keyboard focus inside it, and placed by that block. A tooltip
 * component per block would cost work per block up front, which a template
 * of a thousand blocks cannot afford. The innermost block with a tooltip
 * wins; Escape, a click or leaving the block hides it.
 *
 * @param props      Component props.
 * @param props.root The renderer's root element.
 * @param props.id   Id for the tooltip element.
 */
export default function TooltipLayer( { root, id }: TooltipLayerProps ) {
	const [ shown, setShown ] = useState< Shown | null >( null );

	useEffect( () => {
		const element = root.current;
		if ( ! element ) {
			return undefined;
		}
		let timer: number | undefined;
		let current: HTMLElement | null = null;

		const hide = () => {
			window.clearTimeout( timer );
			current?.removeAttribute( 'aria-describedby' );
			current = null;
			setShown( null );
		};
		const show = ( anchor: HTMLElement ) => {
			window.clearTimeout( timer );
			if ( current && current !== anchor ) {
				current.removeAttribute( 'aria-describedby' );
			}
			current = anchor;
			anchor.setAttribute( 'aria-describedby', id );
			setShown( {
				anchor,
				text: anchor.getAttribute( TOOLTIP_ATTRIBUTE ) ?? '',
			} );
		};
		const onOver = ( event: MouseEvent ) => {
			const anchor = anchorOf( event.target, element );
			if ( anchor === current ) {
				return;
			}
			window.clearTimeout( timer );
			if ( ! anchor ) {
				hide();
				return;
			}
			timer = window.setTimeout(
				() => show( anchor ),
				tooltipDelay( anchor.getAttribute( TOOLTIP_DELAY_ATTRIBUTE ) )
			);
		};
		const onOut = ( event: MouseEvent ) => {
			if ( ! anchorOf( event.relatedTarget, element ) ) {
				hide();
			}
		};
		const onFocusIn = ( event: FocusEvent ) => {
			const anchor = anchorOf( event.target, element );
			if ( anchor ) {
				show( anchor );
			} else {
				hide();
			}
		};
		const onFocusOut = ( event: FocusEvent ) => {
			if ( ! anchorOf( event.relatedTarget, element ) ) {
				hide();
			}
		};
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				hide();
			}
		};

		element.addEventListener( 'mouseover', onOver );
		element.addEventListener( 'mouseout', onOut );
		element.addEventListener( 'focusin', onFocusIn );
		element.addEventListener( 'focusout', onFocusOut );
		element.addEventListener( 'click', hide );
		document.addEventListener( 'keydown', onKeyDown );
		return () => {
			hide();
			element.removeEventListener( 'mouseover', onOver );
			element.removeEventListener( 'mouseout', onOut );
			element.removeEventListener( 'focusin', onFocusIn );
			element.removeEventListener( 'focusout', onFocusOut );
			element.removeEventListener( 'click', hide );
			document.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ root, id ] );

	if ( ! shown || ! shown.text ) {
		return null;
	}
	return (
		<FloatingTooltip
			id={ id }
			anchor={ shown.anchor }
			text={ shown.text }
		/>
	);
}
