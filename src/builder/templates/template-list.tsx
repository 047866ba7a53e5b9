/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import type { Action } from '@wordpress/dataviews/wp';
import { useCallback, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { EntityList, type EntityConfig } from '../../components/entity-list';
import { useCreateNotification } from '../../engine/notifications';
import { errorMessage } from '../../components/utils/api';
import { createTemplate, parseSummary } from './api';
import { markFresh, untitledTemplateTitle } from './fresh-templates';
import { exportTemplates } from './import-export';
import { useRemoteImport } from './remote-import';
import RemoteImportModal from './remote-import-modal';
import {
	TEMPLATES_PATH,
	TEMPLATES_VIEW_PREFERENCE,
	copyTemplate,
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

/**
 * The builder's start screen: every template in the entity list, with
 * "Open in builder" and the import from a URL.
 *
 * @param props        Component props.
 * @param props.onOpen Opens a template.
 */
export default function TemplateList( { onOpen }: TemplateListProps ) {
	const notify = useCreateNotification();
	const config = useMemo( (): EntityConfig< TemplateSummary > => {
		const open: Action< TemplateSummary > = {
			id: 'open',
			label: __( 'Open in builder', 'uipress' ),
			icon: pencil,
			isPrimary: true,
			isEligible: ( item ) => item.status !== 'trash',
			callback: ( [ item ] ) => item && onOpen( item.id ),
		};
		return {
			kind: 'templates',
			restPath: TEMPLATES_PATH,
			parse: parseSummary,
			labels: templateLabels(),
			preferenceKey: TEMPLATES_VIEW_PREFERENCE,
			extraFields: [ typeField() ],
			extraActions: [ open ],
			onOpen: ( item ) => onOpen( item.id ),
			copy: copyTemplate,
			exportFile: exportTemplates,
			fileName: templateFileName,
			importText: importTemplates,
			prepare: dropLeftEmpty,
			toolbar: ( reload ) => <RemoteImportButton reload={ reload } />,
		};
	}, [ onOpen ] );

	const create = useCallback( async () => {
		try {
			const created = await createTemplate( {
				title: untitledTemplateTitle(),
				status: 'draft',
				fields: { type: 'ui-template', content: [] },
			} );
			markFresh( created.id );
			onOpen( created.id );
		} catch ( caught ) {
			notify( {
				title: __( 'Unable to create template', 'uipress' ),
				message: errorMessage( caught, '' ),
				status: 'error',
			} );
		}
	}, [ notify, onOpen ] );

	return <EntityList config={ config } onCreate={ create } />;
}
