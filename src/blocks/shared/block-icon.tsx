/**
 * Internal dependencies
 */
import './block-icon.scss';

interface BlockIconProps {
	/** A Material Symbols name, e.g. 'favorite'. */
	name: string;
	className?: string;
}

/**
 * An icon by its Material Symbols name, drawn by the icon font's ligatures.
 * Decorative: the text next to it (or the block's label) says what it is.
 *
 * @param props           Component props.
 * @param props.name      Icon name.
 * @param props.className Extra class.
 */
export default function BlockIcon( { name, className }: BlockIconProps ) {
	if ( ! name ) {
		return null;
	}
	return (
		<span
			className={ `uip-icon${ className ? ` ${ className }` : '' }` }
			data-uip-icon={ name }
			aria-hidden="true"
		>
			{ name }
		</span>
	);
}
