/**
 * How the menu creator names entries and their marks.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ReconciledItem } from '../../engine/menus';

/**
 * The name an entry shows: the menu's own, else the live one.
 *
 * @param item The entry.
 */
export function entryName( item: ReconciledItem ): string {
	if ( item.type !== 'menu' ) {
		return __( 'Separator', 'uipress' );
	}
	return (
		item.custom?.name ||
		item.cleanName ||
		item.name ||
		__( '(no name)', 'uipress' )
	);
}

/**
 * The marks an entry carries, as words.
 *
 * @param item The entry.
 */
export function entryMarks( item: ReconciledItem ): string[] {
	const marks: string[] = [];
	if ( item.status === 'new' ) {
		marks.push( __( 'New', 'uipress' ) );
	}
	if ( item.status === 'missing' ) {
		marks.push( __( 'Missing', 'uipress' ) );
	}
	if ( item.status === 'custom' && item.type === 'menu' ) {
		marks.push( __( 'Custom link', 'uipress' ) );
	}
	if ( item.custom?.hidden ) {
		marks.push( __( 'Hidden', 'uipress' ) );
	}
	if ( item.custom?.confirm === true ) {
		marks.push( __( 'Asks first', 'uipress' ) );
	}
	return marks;
}
