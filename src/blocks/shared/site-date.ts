/**
 * WordPress dependencies
 */
import { dateI18n, getSettings } from '@wordpress/date';

/**
 * A date as the site shows dates (its date format, in its time zone).
 *
 * @param iso An ISO 8601 date in GMT.
 */
export function siteDate( iso: string ): string {
	if ( ! iso ) {
		return '';
	}
	return dateI18n( getSettings().formats.date || 'F j, Y', iso, undefined );
}
