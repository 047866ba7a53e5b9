/**
 * Templates made with "Create template" exist from the first click (the
 * editor edits a stored draft). One left as it was made (no title, no
 * block, still a draft) is removed when the user goes back, so going
 * straight back leaves no 'Untitled template' behind. Which ones this tab
 * made is kept for the tab (sessionStorage), so the list also clears those
 * left behind by leaving the editor another way.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../engine/types';
import { TEMPLATES_PATH } from '../store/constants';

const STORAGE_KEY = 'uipress-fresh-templates';

/** The title a new template starts with. */
export function untitledTemplateTitle(): string {
	return __( 'Untitled template', 'uipress' );
}

function read(): number[] {
	try {
		const stored: unknown = JSON.parse(
			window.sessionStorage.getItem( STORAGE_KEY ) ?? '[]'
		);
		return Array.isArray( stored )
			? stored.filter( ( id ): id is number => Number.isInteger( id ) )
			: [];
	} catch {
		return [];
	}
}

function write( ids: number[] ): void {
	try {
		window.sessionStorage.setItem( STORAGE_KEY, JSON.stringify( ids ) );
	} catch {
		// Storage refused (private mode): nothing is remembered.
	}
}

/**
 * Remembers a template this tab has just made.
 *
 * @param id The template's id.
 */
export function markFresh( id: number ): void {
	write( [ ...read().filter( ( item ) => item !== id ), id ] );
}

/**
 * Whether this tab made the template.
 *
 * @param id The template's id.
 */
export function isFresh( id: number ): boolean {
	return read().includes( id );
}

/**
 * Forgets a template (kept, or removed).
 *
 * @param id The template's id.
 */
export function forgetFresh( id: number ): void {
	write( read().filter( ( item ) => item !== id ) );
}

/**
 * Whether a template is as "Create template" made it: its first title, a
 * draft, no block.
 *
 * @param template        The template.
 * @param template.title  Its title.
 * @param template.status Its status.
 * @param template.fields Its fields.
 */
export function isLeftEmpty( template: {
	title: string;
	status: string;
	fields: Pick< TemplateFields, 'content' >;
} ): boolean {
	return (
		template.status === 'draft' &&
		template.title === untitledTemplateTitle() &&
		template.fields.content.length === 0
	);
}

/**
 * Removes a template this tab made and the user left empty (for good: it
 * was never anything). Resolves to whether it was removed.
 *
 * @param template        The template as the editor or list has it.
 * @param template.id     Its id.
 * @param template.title  Its title.
 * @param template.status Its status.
 * @param template.fields Its fields.
 */
export async function discardIfLeftEmpty( template: {
	id: number;
	title: string;
	status: string;
	fields: Pick< TemplateFields, 'content' >;
} ): Promise< boolean > {
	if ( ! isFresh( template.id ) ) {
		return false;
	}
	if ( ! isLeftEmpty( template ) ) {
		forgetFresh( template.id );
		return false;
	}
	try {
		await apiFetch( {
			path: `${ TEMPLATES_PATH }/${ template.id }?force=true`,
			method: 'DELETE',
		} );
		forgetFresh( template.id );
		return true;
	} catch {
		return false;
	}
}
