/**
 * Words the conditions editor shows for stored values.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionOperator } from '../../../../engine/types';

/**
 * How each operator reads in the builder.
 * @param operator
 */
export function operatorLabel( operator: ConditionOperator ): string {
	switch ( operator ) {
		case 'is':
			return __( 'is', 'uipress' );
		case 'isnot':
			return __( 'is not', 'uipress' );
		case 'contains':
			return __( 'contains', 'uipress' );
		case 'greaterThan':
			return __( 'is greater than', 'uipress' );
		case 'greaterThanEqualTo':
			return __( 'is greater than or equal to', 'uipress' );
		case 'lessThan':
			return __( 'is less than', 'uipress' );
		case 'lessThanEqualTo':
			return __( 'is less than or equal to', 'uipress' );
		default:
			return String( operator );
	}
}

/** The weekdays, stored by their lower-case English names. */
export function weekdayOptions(): Array< { value: string; label: string } > {
	return [
		{ value: 'monday', label: __( 'Monday', 'uipress' ) },
		{ value: 'tuesday', label: __( 'Tuesday', 'uipress' ) },
		{ value: 'wednesday', label: __( 'Wednesday', 'uipress' ) },
		{ value: 'thursday', label: __( 'Thursday', 'uipress' ) },
		{ value: 'friday', label: __( 'Friday', 'uipress' ) },
		{ value: 'saturday', label: __( 'Saturday', 'uipress' ) },
		{ value: 'sunday', label: __( 'Sunday', 'uipress' ) },
	];
}

/** The values of a boolean condition ('true' / 'false'). */
export function booleanOptions(): Array< { value: string; label: string } > {
	return [
		{ value: 'true', label: __( 'On', 'uipress' ) },
		{ value: 'false', label: __( 'Off', 'uipress' ) },
	];
}
