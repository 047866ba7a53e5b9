/**
 * Templates as the entity list shows them: their REST collection, words,
 * type field, copy, and today's export/import file format.
 */

/**
 * WordPress dependencies
 */
import type { Field } from '@wordpress/dataviews/wp';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { copyTitle } from '../../components/entity-list/copy-title';
import type { EntityLabels } from '../../components/entity-list/types';
import { exportFileName } from '../../components/post-list/download';
import { typeLabel } from '../../components/post-list/labels';
import { TEMPLATES_PATH } from '../store/constants';
import { createTemplate } from './api';
import {
	discardIfLeftEmpty,
	markFresh,
	untitledTemplateTitle,
} from './fresh-templates';
import { parseImportText } from './import-export';
import type { TemplateSummary } from './types';

/** Where a user's view of the template list is kept. */
export const TEMPLATES_VIEW_PREFERENCE = 'templatesListView';

export { TEMPLATES_PATH };

/** The template list's words. */
export function templateLabels(): EntityLabels {
	return {
		plural: __( 'Templates', 'uipress' ),
		create: __( 'Create template', 'uipress' ),
		createFailed: __( 'Unable to create template', 'uipress' ),
		open: __( 'Open in builder', 'uipress' ),
		loading: __( 'Loading templates…', 'uipress' ),
		loadError: __( 'The templates could not be loaded.', 'uipress' ),
		empty: __(
			'There are no templates yet. Create one to design the admin interface.',
			'uipress'
		),
		titleField: __( 'Template title', 'uipress' ),
		deleteHeading: __( 'Delete permanently?', 'uipress' ),
		deleteMessage: ( count ) =>
			sprintf(
				/* translators: %d: number of templates. */
				_n(
					'%d template will be deleted for good. This cannot be undone.',
					'%d templates will be deleted for good. This cannot be undone.',
					count,
					'uipress'
				),
				count
			),
		importFailed: __( 'Unable to import template', 'uipress' ),
	};
}

/** The template's type, filterable. */
export const typeField = (): Field< TemplateSummary > => ( {
	id: 'type',
	label: __( 'Type', 'uipress' ),
	type: 'text',
	elements: [
		{ value: 'ui-template', label: typeLabel( 'ui-template' ) },
		{ value: 'ui-admin-page', label: typeLabel( 'ui-admin-page' ) },
	],
	filterBy: { operators: [ 'isAny' ] },
	getValue: ( { item } ) => item.fields.type,
	render: ( { item } ) => typeLabel( item.fields.type ),
} );

/** Creates an empty draft, remembered as made by this tab. */
export async function createEmptyTemplate(): Promise< number > {
	const created = await createTemplate( {
		title: untitledTemplateTitle(),
		status: 'draft',
		fields: { type: 'ui-template', content: [] },
	} );
	markFresh( created.id );
	return created.id;
}

/**
 * Saves a draft copy of a template.
 *
 * @param template The original.
 */
export async function copyTemplate(
	template: TemplateSummary
): Promise< void > {
	await createTemplate( {
		title: copyTitle( template.title ),
		status: 'draft',
		fields: template.fields,
	} );
}

/**
 * The export file's name.
 *
 * @param title The template's title (empty for several).
 */
export function templateFileName( title: string ): string {
	return exportFileName( title, 'templates' );
}

/**
 * Saves a file's templates as drafts, once the whole file checks out.
 *
 * @param text The file's text.
 * @throws ImportError saying what is wrong.
 */
export async function importTemplates( text: string ): Promise< number > {
	const items = parseImportText( text, __( 'Imported template', 'uipress' ) );
	for ( const item of items ) {
		await createTemplate( {
			title: item.title,
			status: 'draft',
			fields: item.uipress,
		} );
	}
	return items.length;
}

/**
 * The templates to list: new ones this tab left empty (the editor was left
 * another way than its Back button) go, rather than pile up.
 *
 * @param templates The templates loaded.
 */
export async function dropLeftEmpty(
	templates: TemplateSummary[]
): Promise< TemplateSummary[] > {
	const discarded = await Promise.all(
		templates.map( ( template ) => discardIfLeftEmpty( template ) )
	);
	return templates.filter( ( _, index ) => ! discarded[ index ] );
}
