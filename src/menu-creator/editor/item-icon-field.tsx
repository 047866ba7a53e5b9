/**
 * WordPress dependencies
 */
import {
	BaseControl,
	// WordPress's spacing primitives, as its own screens use them.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalHStack as HStack,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import MenuIcon from '../../blocks/admin-menu/menu-icon';
import { IconChooser } from '../../builder/settings/controls/icon/icon-control';
import type { MenuItem } from '../../engine/types';
import { iconState, shownIcon, type Depth } from './item-icon';

interface ItemIconFieldProps {
	item: MenuItem;
	depth: Depth;
	/** Stores the chosen icon; '' goes back to the default. */
	onChange: ( icon: string ) => void;
}

/**
 * An entry's icon: what it shows now (its default icon, or the one chosen
 * instead), and the shared icon chooser to choose another or clear the
 * choice. The line about the value is this field's own: for a menu entry an
 * empty value is its default icon, not "no icon".
 *
 * @param props          Component props.
 * @param props.item     The entry.
 * @param props.depth    Its level.
 * @param props.onChange Stores the icon.
 */
export default function ItemIconField( {
	item,
	depth,
	onChange,
}: ItemIconFieldProps ) {
	const chosen = Boolean( item.custom?.icon?.trim() );
	const icon = shownIcon( item, depth );
	let help: string = __(
		'The item’s own icon, as WordPress registers it. Choose another to replace it.',
		'uipress'
	);
	if ( depth === 1 ) {
		help = __(
			'The admin menu shows icons on top-level items: an icon chosen here shows if the item moves to the top level.',
			'uipress'
		);
	} else if ( chosen ) {
		help = __(
			'Clear the icon to show the item’s own icon again.',
			'uipress'
		);
	}
	return (
		<BaseControl
			__nextHasNoMarginBottom
			help={ help }
			className="uip-menu-icon-field"
		>
			<BaseControl.VisualLabel>
				{ __( 'Icon', 'uipress' ) }
			</BaseControl.VisualLabel>
			<HStack
				justify="flex-start"
				spacing={ 2 }
				className="uip-menu-icon-field__current"
			>
				{ icon && (
					<span className="uip-menu-icon-field__preview">
						<MenuIcon icon={ icon } />
					</span>
				) }
				{ chosen ? (
					<code>{ iconState( item, depth ) }</code>
				) : (
					<span>{ iconState( item, depth ) }</span>
				) }
			</HStack>
			<div className="uip-icon-control">
				<IconChooser
					current={ item.custom?.icon?.trim() ?? '' }
					onChange={ onChange }
				/>
			</div>
		</BaseControl>
	);
}
