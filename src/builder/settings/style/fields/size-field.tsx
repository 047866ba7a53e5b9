/**
 * WordPress dependencies
 */
// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
import { __experimentalUnitControl as UnitControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CssUnit, SizeValue } from '../../../../engine/types';
import type { FieldProps } from '../types';
import { formatSize, LENGTH_UNITS, parseSize } from './size-value';

export interface SizeFieldProps extends FieldProps< SizeValue > {
	/** Also offer 'auto' (widths, heights, margins, offsets). */
	allowAuto?: boolean;
	/** Also offer 'fr' (grid gaps). */
	allowFr?: boolean;
}

function unitLabel( unit: CssUnit ): string {
	return unit === 'auto' ? __( 'auto', 'uipress' ) : unit;
}

/**
 * A length: a number and a unit. Clearing the number clears the field.
 *
 * @param props           Field props.
 * @param props.label     Label.
 * @param props.value     Stored size.
 * @param props.onChange  Receives the new size, undefined when cleared.
 * @param props.allowAuto Whether 'auto' is offered.
 * @param props.allowFr   Whether 'fr' is offered.
 */
export default function SizeField( {
	label,
	value,
	onChange,
	allowAuto = false,
	allowFr = false,
}: SizeFieldProps ) {
	const units: CssUnit[] = [
		...LENGTH_UNITS,
		...( allowFr ? [ 'fr' as const ] : [] ),
		...( allowAuto ? [ 'auto' as const ] : [] ),
	];
	return (
		<UnitControl
			label={ label }
			value={ formatSize( value ) }
			units={ units.map( ( unit ) => ( {
				value: unit,
				label: unitLabel( unit ),
			} ) ) }
			onChange={ ( text?: string ) => {
				const next = parseSize( text, value );
				if ( next !== null ) {
					onChange( next, true );
				}
			} }
			__next40pxDefaultSize
		/>
	);
}
