/**
 * The viewer's choice of what each point of the store revenue chart covers:
 * a day, a week or a month.
 */

/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { intervalLabel, STORE_INTERVALS } from '../shared/analytics/options';
import type { StoreInterval } from '../shared/analytics/types';

/**
 * @param props          Component props.
 * @param props.value    The interval shown.
 * @param props.onChange Receives the viewer's choice.
 */
export default function IntervalSelect( {
	value,
	onChange,
}: {
	value: StoreInterval;
	onChange: ( interval: StoreInterval ) => void;
} ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize={ false }
			className="uip-analytics__range-select uip-store-revenue__interval"
			label={ __( 'Interval', 'uipress' ) }
			hideLabelFromVision
			value={ value }
			options={ STORE_INTERVALS.map( ( interval ) => ( {
				value: interval,
				label: intervalLabel( interval ),
			} ) ) }
			onChange={ ( interval: string ) =>
				onChange(
					STORE_INTERVALS.find( ( entry ) => entry === interval ) ??
						value
				)
			}
		/>
	);
}
