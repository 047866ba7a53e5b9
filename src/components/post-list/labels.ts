/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateType } from '../../engine/types';

export function typeLabel( type: TemplateType ): string {
	return type === 'ui-admin-page'
		? __( 'Admin page', 'uipress' )
		: __( 'Admin interface', 'uipress' );
}

export function statusLabel( status: string ): string {
	switch ( status ) {
		case 'publish':
			return __( 'Published', 'uipress' );
		case 'draft':
			return __( 'Draft', 'uipress' );
	}
	return status;
}

/**
 * A readable date for the `modified` column.
 *
 * @param modified The post's `modified` (ISO, site time).
 */
export function formatModified( modified: string ): string {
	const date = new Date( modified );
	return Number.isNaN( date.getTime() )
		? modified
		: date.toLocaleString( undefined, {
				dateStyle: 'medium',
				timeStyle: 'short',
			} );
}
