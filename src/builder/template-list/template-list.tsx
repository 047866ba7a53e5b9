/**
 * WordPress dependencies
 */
import { Button, FormFileUpload, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConfirmDelete from '../../components/post-list/confirm-delete';
import NetworkSection from './network/network-section';
import { useNetworkList } from './network/use-network-list';
import RemoteImportModal from './remote-import-modal';
import TemplateTable from './template-table';
import type { TemplateSummary } from './types';
import { useTemplateList } from './use-template-list';
import './template-list.scss';

interface TemplateListProps {
	/** Opens a template in the editor. */
	onOpen: ( id: number ) => void;
}

/**
 * The builder's start screen: every template, with create, import and the
 * actions of each row.
 *
 * @param props        Component props.
 * @param props.onOpen Opens a template.
 */
export default function TemplateList( { onOpen }: TemplateListProps ) {
	const list = useTemplateList();
	const network = useNetworkList( 'templates' );
	const [ deleting, setDeleting ] = useState< TemplateSummary | null >(
		null
	);
	const [ remoteOpen, setRemoteOpen ] = useState( false );
	const [ creating, setCreating ] = useState( false );

	const create = async () => {
		setCreating( true );
		const id = await list.create();
		setCreating( false );
		if ( id ) {
			onOpen( id );
		}
	};

	const createButton = (
		<Button
			variant="primary"
			onClick={ create }
			isBusy={ creating }
			disabled={ creating }
		>
			{ __( 'Create template', 'uipress' ) }
		</Button>
	);

	return (
		<div className="uip-template-list">
			<div className="uip-template-list__toolbar">
				{ createButton }
				<FormFileUpload
					accept=".json,application/json"
					render={ ( { openFileDialog } ) => (
						<Button variant="secondary" onClick={ openFileDialog }>
							{ __( 'Import from file', 'uipress' ) }
						</Button>
					) }
					onChange={ ( event ) => {
						const file = event.currentTarget.files?.[ 0 ];
						event.currentTarget.value = '';
						if ( file ) {
							list.importFile( file );
						}
					} }
				/>
				<Button
					variant="secondary"
					onClick={ () => setRemoteOpen( true ) }
				>
					{ __( 'Import from URL', 'uipress' ) }
				</Button>
			</div>

			{ list.status === 'loading' && (
				<p
					className="uip-template-list__loading"
					role="status"
					aria-live="polite"
				>
					<Spinner />
					<span>{ __( 'Loading templates…', 'uipress' ) }</span>
				</p>
			) }

			{ list.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					<p>
						{ __(
							'The templates could not be loaded.',
							'uipress'
						) }
					</p>
					<p>{ list.error }</p>
					<Button variant="secondary" onClick={ list.reload }>
						{ __( 'Try again', 'uipress' ) }
					</Button>
				</Notice>
			) }

			{ list.status === 'ready' && list.templates.length === 0 && (
				<div className="uip-template-list__empty">
					<p>
						{ __(
							'There are no templates yet. Create one to design the admin interface.',
							'uipress'
						) }
					</p>
				</div>
			) }

			{ list.status === 'ready' && list.templates.length > 0 && (
				<TemplateTable
					templates={ list.templates }
					busy={ list.busy }
					onOpen={ onOpen }
					onRename={ list.rename }
					onDuplicate={ list.duplicate }
					onDelete={ setDeleting }
					onToggleStatus={ list.toggleStatus }
					onExport={ list.exportTemplate }
				/>
			) }

			{ list.status !== 'loading' && (
				<NetworkSection kind="templates" items={ network.items } />
			) }

			{ deleting && (
				<ConfirmDelete
					heading={ __( 'Delete template?', 'uipress' ) }
					message={ sprintf(
						/* translators: %s: template title. */
						__(
							'“%s” will be moved to the trash and stop applying to anyone.',
							'uipress'
						),
						deleting.title
					) }
					onCancel={ () => setDeleting( null ) }
					onConfirm={ () => {
						list.remove( deleting );
						setDeleting( null );
					} }
				/>
			) }

			{ remoteOpen && (
				<RemoteImportModal
					onImport={ list.importRemote }
					onClose={ () => setRemoteOpen( false ) }
				/>
			) }
		</div>
	);
}
