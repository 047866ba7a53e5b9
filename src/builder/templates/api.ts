/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../engine/types';
import { TEMPLATES_PATH } from '../store/constants';
import { isRecord, parseFields, titleOf } from '../store/parse-template';
import type { TemplateSummary } from './types';

/** The list request: drafts and published templates, 100 at most. */
export const LIST_PATH = `${ TEMPLATES_PATH }?context=edit&status=publish,draft&per_page=100`;

/**
 * A list row from a REST post of type uip-ui-template.
 *
 * @param value One item of the response.
 */
export function parseSummary( value: unknown ): TemplateSummary {
	const post = isRecord( value ) ? value : {};
	return {
		id: typeof post.id === 'number' ? post.id : 0,
		title: titleOf( post.title ),
		status: typeof post.status === 'string' ? post.status : 'draft',
		modified: typeof post.modified === 'string' ? post.modified : '',
		fields: parseFields( post.uipress ),
		network: isRecord( post.uipress ) && post.uipress.network === true,
	};
}

/** Fetches the templates of the list. */
export async function fetchTemplates(): Promise< TemplateSummary[] > {
	const response = await apiFetch( { path: LIST_PATH } );
	return Array.isArray( response ) ? response.map( parseSummary ) : [];
}

/** What creating a template sends. */
export interface NewTemplate {
	title: string;
	status: 'draft' | 'publish';
	fields: Partial< TemplateFields >;
}

/**
 * Creates a template and resolves to it.
 *
 * @param template Title, status and fields.
 */
export async function createTemplate(
	template: NewTemplate
): Promise< TemplateSummary > {
	const response = await apiFetch( {
		path: TEMPLATES_PATH,
		method: 'POST',
		data: {
			title: template.title,
			status: template.status,
			uipress: template.fields,
		},
	} );
	return parseSummary( response );
}

/**
 * Changes a template's title or status and resolves to it.
 *
 * @param id             The template's id.
 * @param changes        Title and/or status.
 * @param changes.title
 * @param changes.status
 */
export async function updateTemplatePost(
	id: number,
	changes: { title?: string; status?: string }
): Promise< TemplateSummary > {
	const response = await apiFetch( {
		path: `${ TEMPLATES_PATH }/${ id }`,
		method: 'POST',
		data: changes,
	} );
	return parseSummary( response );
}

/**
 * Moves a template to the trash.
 *
 * @param id The template's id.
 */
export async function deleteTemplate( id: number ): Promise< void > {
	await apiFetch( {
		path: `${ TEMPLATES_PATH }/${ id }`,
		method: 'DELETE',
	} );
}
