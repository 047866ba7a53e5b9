/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';
import {
	ImportFileError,
	firstTreeProblem,
	parseJsonText,
	type TreeCheck,
} from '../../components/entity-list/import-file';
import { isRecord, parseFields } from '../store/parse-template';
import type { TemplateExport, TemplateSummary } from './types';

/** A refused import: nothing was saved; the message says why. */
export { ImportFileError as ImportError };

/**
 * What an export file holds: `[ { title, uipress } ]`.
 *
 * @param templates The templates to export.
 */
export function exportTemplates(
	templates: readonly TemplateSummary[]
): TemplateExport[] {
	return templates.map( ( template ) => ( {
		title: template.title,
		uipress: template.fields,
	} ) );
}

/** Every block, at any depth, has a name and a moduleName. */
const BLOCKS: TreeCheck = {
	children: 'content',
	entry: ( item, here ) =>
		isRecord( item ) &&
		typeof item.name === 'string' &&
		item.name &&
		typeof item.moduleName === 'string' &&
		item.moduleName
			? null
			: here,
	notAList: ( here ) => `${ here }.content`,
};

/**
 * The templates an import holds. The data must be an array whose first item
 * is an object (spec); each object item is `{ title, uipress }` (our export)
 * or the template's fields themselves. Every block must have a name and a
 * moduleName, so a bad file is refused before anything is saved.
 *
 * @param data         The parsed JSON.
 * @param defaultTitle Title of an item without one.
 * @throws ImportError saying what is wrong.
 */
export function parseImport(
	data: unknown,
	defaultTitle: string
): TemplateExport[] {
	if ( ! Array.isArray( data ) || ! isRecord( data[ 0 ] ) ) {
		throw new ImportFileError(
			__(
				'This is not a UiPress template: it must be a list whose first item is a template object.',
				'uipress'
			)
		);
	}
	return data.filter( isRecord ).map( ( item, position ) => {
		const source = isRecord( item.uipress ) ? item.uipress : item;
		if (
			source.content !== undefined &&
			! Array.isArray( source.content )
		) {
			throw new ImportFileError(
				sprintf(
					/* translators: %d: position of the template in the file, from 1. */
					__(
						'Template %d: its content is not a list of blocks.',
						'uipress'
					),
					position + 1
				)
			);
		}
		const bad = firstTreeProblem(
			Array.isArray( source.content ) ? source.content : [],
			'content',
			BLOCKS
		);
		if ( bad ) {
			throw new ImportFileError(
				sprintf(
					/* translators: 1: position of the template in the file, from 1; 2: path of the block, e.g. content[0].content[2]. */
					__(
						'Template %1$d: the block at %2$s has no name or module name.',
						'uipress'
					),
					position + 1,
					bad
				)
			);
		}
		const fields = parseFields( source );
		return {
			title:
				typeof item.title === 'string' && item.title.trim()
					? item.title
					: defaultTitle,
			uipress: { ...fields, content: fields.content as Block[] },
		};
	} );
}

/**
 * Parses the text of an import file or a remote response.
 *
 * @param text         JSON text.
 * @param defaultTitle Title of an item without one.
 * @throws ImportError when the text is not JSON or not a template list.
 */
export function parseImportText(
	text: string,
	defaultTitle: string
): TemplateExport[] {
	return parseImport( parseJsonText( text ), defaultTitle );
}
