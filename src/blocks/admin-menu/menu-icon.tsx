/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';

/**
 * A menu entry's icon: a dashicons class, an image (URL or data URL), or a
 * Material Symbols name.
 *
 * @param props      Component props.
 * @param props.icon The entry's icon.
 */
export default function MenuIcon( { icon }: { icon: string } ) {
	const value = icon.trim();
	if ( ! value || value === 'none' || value === 'div' ) {
		return null;
	}
	if ( value.startsWith( 'dashicons-' ) ) {
		return (
			<span
				className={ `uip-admin-menu__icon dashicons ${ value }` }
				aria-hidden="true"
			/>
		);
	}
	if ( /^(https?:|data:image\/|\/)/.test( value ) ) {
		return (
			<img
				className="uip-admin-menu__icon uip-admin-menu__icon--image"
				src={ value }
				alt=""
			/>
		);
	}
	return <BlockIcon name={ value } className="uip-admin-menu__icon" />;
}
