/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The greeting for the hour of `now` (local time): morning from 05:00,
 * afternoon from 12:00, evening from 18:00 until 04:59.
 *
 * @param now The moment.
 */
export function greetingFor( now: Date ): string {
	const hour = now.getHours();
	if ( hour >= 5 && hour < 12 ) {
		return __( 'Good morning', 'uipress' );
	}
	if ( hour >= 12 && hour < 18 ) {
		return __( 'Good afternoon', 'uipress' );
	}
	return __( 'Good evening', 'uipress' );
}
