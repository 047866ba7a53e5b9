/**
 * The viewer's one choice: which of the block's date ranges to see.
 */

/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { rangeLabel } from './options';
import type { DateRangeId } from './types';

/**
 * @param props          Component props.
 * @param props.ranges   The ranges the block offers.
 * @param props.value    The range shown.
 * @param props.onChange Receives the viewer's choice.
 */
export default function RangeSelect( {
	ranges,
	value,
	onChange,
}: {
	ranges: DateRangeId[];
	value: DateRangeId;
	onChange: ( range: DateRangeId ) => void;
} ) {
	if ( ranges.length < 2 ) {
		return (
			<span className="uip-analytics__range">
				{ rangeLabel( value ) }
			</span>
		);
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize={ false }
			className="uip-analytics__range-select"
			label={ __( 'Date range', 'uipress' ) }
			hideLabelFromVision
			value={ value }
			options={ ranges.map( ( range ) => ( {
				value: range,
				label: rangeLabel( range ),
			} ) ) }
			onChange={ ( range: string ) =>
				onChange( ranges.find( ( entry ) => entry === range ) ?? value )
			}
		/>
	);
}
