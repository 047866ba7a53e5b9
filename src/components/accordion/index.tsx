/**
 * WordPress dependencies
 */
import { Children, useId, useState } from '@wordpress/element';
import { Icon, plus, reset } from '@wordpress/icons';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './accordion.scss';

export interface AccordionProps {
	title: ReactNode;
	/** The body; without content there is nothing to open and no icon. */
	children?: ReactNode;
	defaultOpen?: boolean;
	/** Opens and closes it from outside; `onToggle` hears the title's clicks. */
	open?: boolean;
	onToggle?: ( open: boolean ) => void;
	className?: string;
}

/**
 * Whether a body has anything to show (null, false, '' and empty lists do not).
 *
 * @param children The body.
 */
export function hasBodyContent( children: ReactNode ): boolean {
	return Children.toArray( children ).some(
		( child ) => child !== '' && child !== null
	);
}

/**
 * A title that toggles its body on click (the disclosure pattern: a button
 * with `aria-expanded` and `aria-controls`); a plus or minus icon shows only
 * when there is a body.
 *
 * @param props             Component props.
 * @param props.title
 * @param props.children
 * @param props.defaultOpen
 * @param props.open
 * @param props.onToggle
 * @param props.className
 */
export default function Accordion( {
	title,
	children,
	defaultOpen = false,
	open,
	onToggle,
	className,
}: AccordionProps ) {
	const [ ownOpen, setOwnOpen ] = useState( defaultOpen );
	const isOpen = open ?? ownOpen;
	const setOpen = ( next: boolean ) => {
		setOwnOpen( next );
		onToggle?.( next );
	};
	const bodyId = useId();
	const hasContent = hasBodyContent( children );
	return (
		<div
			className={ `uip-accordion${ className ? ` ${ className }` : '' }` }
		>
			<button
				type="button"
				className="uip-accordion__title"
				aria-expanded={ hasContent ? isOpen : undefined }
				aria-controls={ hasContent && isOpen ? bodyId : undefined }
				onClick={ () => setOpen( ! isOpen ) }
			>
				<span>{ title }</span>
				{ hasContent && (
					<Icon
						icon={ isOpen ? reset : plus }
						size={ 20 }
						className="uip-accordion__icon"
						data-icon={ isOpen ? 'minus' : 'plus' }
					/>
				) }
			</button>
			{ hasContent && isOpen && (
				<div id={ bodyId } className="uip-accordion__body">
					{ children }
				</div>
			) }
		</div>
	);
}
