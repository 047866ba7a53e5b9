/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** The table presets (docs/ANALYTICS.md): the server knows each one's dimension. */
export const TABLE_REPORTS = [
	'pages',
	'sources',
	'countries',
	'cities',
	'devices',
	'events',
	'custom',
] as const;

export type TableReportId = ( typeof TABLE_REPORTS )[ number ];

/**
 * A preset's name: the block's title and the builder's choice.
 *
 * @param report The preset.
 */
export function reportLabel( report: TableReportId ): string {
	switch ( report ) {
		case 'sources':
			return __( 'Traffic sources', 'uipress' );
		case 'countries':
			return __( 'Countries', 'uipress' );
		case 'cities':
			return __( 'Cities', 'uipress' );
		case 'devices':
			return __( 'Devices', 'uipress' );
		case 'events':
			return __( 'Events', 'uipress' );
		case 'custom':
			return __( 'Custom', 'uipress' );
		default:
			return __( 'Top pages', 'uipress' );
	}
}
