/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EntityList, type EntityConfig } from '../../components/entity-list';
import { parseSummary } from './api';
import { exportTemplates } from './import-export';
import { useRemoteImport } from './remote-import';
import RemoteImportModal from './remote-import-modal';
import {
	TEMPLATES_PATH,
	TEMPLATES_VIEW_PREFERENCE,
	copyTemplate,
	createEmptyTemplate,
	dropLeftEmpty,
	importTemplates,
	templateFileName,
	templateLabels,
	typeField,
} from './template-entity';
import type { TemplateSummary } from './types';

interface TemplateListProps {
	/** Opens a template in the editor. */
	onOpen: ( id: number ) => void;
}

/**
 * "Import from URL" and its modal; the list reloads after an import.
 *
 * @param props        Component props.
 * @param props.reload Reloads the list.
 */
function RemoteImportButton( { reload }: { reload: () => Promise< void > } ) {
	const [ open, setOpen ] = useState( false );
	const importWithNotices = useRemoteImport();
	const onImport = async ( url: string ) => {
		const imported = await importWithNotices( url );
		if ( imported ) {
			await reload();
		}
		return imported !== null;
	};
	return (
		<>
			<Button variant="secondary" onClick={ () => setOpen( true ) }>
				{ __( 'Import from URL', 'uipress' ) }
			</Button>
			{ open && (
				<RemoteImportModal
					onImport={ onImport }
					onClose={ () => setOpen( false ) }
				/>
			) }
		</>
	);
}

/** Templates as the entity list takes them. */
function templateConfig(): EntityConfig< TemplateSummary > {
	return {
		kind: 'templates',
		restPath: TEMPLATES_PATH,
		parse: parseSummary,
		labels: templateLabels(),
		preferenceKey: TEMPLATES_VIEW_PREFERENCE,
		extraFields: [ typeField() ],
		create: createEmptyTemplate,
		copy: copyTemplate,
		exportFile: exportTemplates,
		fileName: templateFileName,
		importText: importTemplates,
		prepare: dropLeftEmpty,
		toolbar: ( reload ) => <RemoteImportButton reload={ reload } />,
	};
}

/**
 * The builder's start screen: every template in the entity list, with
 * "Open in builder", the type and the import from a URL.
 *
 * @param props        Component props.
 * @param props.onOpen Opens a template.
 */
export default function TemplateList( { onOpen }: TemplateListProps ) {
	const config = useMemo( templateConfig, [] );
	return <EntityList config={ config } onOpen={ onOpen } />;
}
