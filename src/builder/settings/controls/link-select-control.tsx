/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LinkSelectValue } from '../../../engine/types';
import type { OptionControlProps } from '../types';
import { toLinkSelect } from './values';

const TARGETS: ReadonlyArray< LinkSelectValue[ 'newTab' ] > = [
	'default',
	'newTab',
	'dynamic',
];

/**
 * A link: the URL and where it opens (same tab, new tab, or a new tab only
 * for links that leave the admin). Stores a LinkSelectValue; a plain URL
 * stored by older templates is read as its value.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole value; typing merges.
 */
export default function LinkSelectOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toLinkSelect( value );
	return (
		<div className="uip-option-control uip-link-select">
			<TextControl
				__nextHasNoMarginBottom
				type="url"
				label={ option.label }
				help={ option.help }
				placeholder="https://"
				value={ current.value }
				onChange={ ( next ) =>
					onChange( { ...current, value: next }, true )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Open the link in', 'uipress' ) }
				value={ current.newTab || 'default' }
				options={ [
					{
						value: 'default',
						label: __( 'The same tab', 'uipress' ),
					},
					{ value: 'newTab', label: __( 'A new tab', 'uipress' ) },
					{
						value: 'dynamic',
						label: __(
							'A new tab when the link leaves the admin',
							'uipress'
						),
					},
				] }
				onChange={ ( next: string ) => {
					const newTab =
						TARGETS.find( ( entry ) => entry === next ) ?? '';
					onChange( { ...current, newTab } );
				} }
			/>
		</div>
	);
}
