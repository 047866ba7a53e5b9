/**
 * Internal dependencies
 */
import { parseImportText } from './import-export';
import type { TemplateExport } from './types';

/**
 * Fetches a remote template: a POST with no fields to its URL (spec); the
 * response is JSON text of an array whose first item is the template.
 *
 * @param url          The template's URL.
 * @param defaultTitle Title of an item without one.
 * @throws Error when the request fails or the answer is not a template list.
 */
export async function fetchRemoteTemplates(
	url: string,
	defaultTitle: string
): Promise< TemplateExport[] > {
	const response = await window.fetch( url, { method: 'POST' } );
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status }` );
	}
	return parseImportText( await response.text(), defaultTitle );
}
