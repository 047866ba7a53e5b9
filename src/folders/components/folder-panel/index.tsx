/**
 * The folder panel (docs/FOLDERS.md): a kind's folders beside its list.
 * "All", "Uncategorised" and the tree; New folder; per folder an actions
 * menu; items and folders dropped on rows; loading, empty and error states;
 * a progress bar while a large move runs.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { foldersStore } from '../../store';
import type { FolderKind, ItemsMoved } from '../../types';
import FolderTree from '../folder-tree';
import MoveProgress from '../move-progress';
import FolderActions from './folder-actions';
import FolderSnackbars from './folder-snackbars';
import NewFolderDialog from './new-folder-dialog';
import MoveFolderDialog from './move-folder-dialog';
import './folder-panel.scss';

export interface FolderPanelProps {
	kind: FolderKind;
	/** The open folder: an id, 0 = Uncategorised, null = All. */
	folder: number | null;
	onOpen: ( folder: number | null ) => void;
	/** After items moved (drop or dialog), so the host refreshes its list. */
	onItemsMoved?: ( moved: ItemsMoved, ids: number[] ) => void;
	className?: string;
}

/** A dialog the panel shows: a new folder (in a parent) or a folder to move. */
type PanelDialog =
	{ type: 'create'; parent: number } | { type: 'move'; id: number } | null;

/**
 * The folder panel of a kind.
 *
 * @param props              Component props.
 * @param props.kind         The kind (a post type name).
 * @param props.folder       The open folder.
 * @param props.onOpen       Opens a folder.
 * @param props.onItemsMoved After items moved.
 * @param props.className    Extra class.
 */
export function FolderPanel( {
	kind,
	folder,
	onOpen,
	onItemsMoved,
	className,
}: FolderPanelProps ) {
	const { requested, status, error, tree, move } = useSelect(
		( select ) => {
			const store = select( foldersStore );
			return {
				requested: store.hasRequested( kind ),
				status: store.getStatus( kind ),
				error: store.getError( kind ),
				tree: store.getTree( kind ),
				move: store.getMoveProgress( kind ),
			};
		},
		[ kind ]
	);
	const actions = useDispatch( foldersStore );
	const [ dialog, setDialog ] = useState< PanelDialog >( null );
	const [ renaming, setRenaming ] = useState< number | null >( null );
	const [ reveal, setReveal ] = useState< number | null >( null );

	useEffect( () => {
		if ( ! requested ) {
			void actions.loadFolders( kind );
		}
	}, [ kind, requested, actions ] );

	const canEdit = tree?.canEdit === true;
	const folders = tree?.folders ?? [];

	const moveItems = async ( target: number, ids: number[] ) => {
		const result = await actions.moveItems( kind, ids, target );
		if ( result ) {
			onItemsMoved?.( result.answer, result.ids );
		}
	};

	const create = async ( name: string, parent: number ) => {
		const created = await actions.createFolder( kind, name, parent );
		if ( created ) {
			setReveal( created.id );
		}
		return created !== null;
	};

	const remove = async ( id: number ) => {
		const deleted = await actions.deleteFolder( kind, id );
		// The open folder is gone: its items are now in its parent.
		if ( deleted && id === folder ) {
			onOpen( null );
		}
	};

	const titleId = useId();
	const classes = [ 'uip-folder-panel', className ]
		.filter( Boolean )
		.join( ' ' );
	const title = tree?.label ?? __( 'Folders', 'uipress' );
	const parentName = ( id: number ) =>
		folders.find( ( one ) => one.id === id )?.name;

	let body;
	if ( status === 'error' && ! tree ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				<p>{ error }</p>
				<Button
					variant="secondary"
					onClick={ () => actions.loadFolders( kind ) }
				>
					{ __( 'Retry', 'uipress' ) }
				</Button>
			</Notice>
		);
	} else if ( ! tree ) {
		body = (
			<div className="uip-folder-panel__loading">
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading folders…', 'uipress' ) }
				</span>
			</div>
		);
	} else {
		body = (
			<>
				<FolderTree
					kind={ kind }
					label={ sprintf(
						/* translators: %s: the kind's name, e.g. Media */
						__( '%s folders', 'uipress' ),
						title
					) }
					folders={ folders }
					selected={ folder }
					onOpen={ onOpen }
					all={ tree.all }
					uncategorised={ tree.uncategorised }
					reveal={ reveal }
					renaming={ renaming }
					onRenamingChange={ setRenaming }
					onRename={
						canEdit
							? ( id, name ) =>
									actions.renameFolder( kind, id, name )
							: undefined
					}
					onDelete={
						canEdit ? ( id ) => void remove( id ) : undefined
					}
					drop={
						canEdit
							? {
									onItems: ( target, ids ) =>
										void moveItems( target, ids ),
									onFolder: ( parent, id ) =>
										void actions.nestFolder(
											kind,
											id,
											parent
										),
								}
							: undefined
					}
					renderActions={
						canEdit
							? ( one, { tabbable, index, siblings } ) => (
									<FolderActions
										folder={ one }
										index={ index }
										siblings={ siblings }
										tabbable={ tabbable }
										onCreate={ () =>
											setDialog( {
												type: 'create',
												parent: one.id,
											} )
										}
										onRename={ () => setRenaming( one.id ) }
										onReorder={ ( position ) =>
											void actions.reorderFolder(
												kind,
												one.id,
												position
											)
										}
										onMove={ () =>
											setDialog( {
												type: 'move',
												id: one.id,
											} )
										}
										onDelete={ () => void remove( one.id ) }
									/>
								)
							: undefined
					}
				/>
				{ folders.length === 0 && (
					<div className="uip-folder-panel__empty">
						<p>{ __( 'No folders yet', 'uipress' ) }</p>
						{ canEdit && (
							<Button
								variant="secondary"
								onClick={ () =>
									setDialog( { type: 'create', parent: 0 } )
								}
							>
								{ __( 'New folder', 'uipress' ) }
							</Button>
						) }
					</div>
				) }
			</>
		);
	}

	return (
		<section className={ classes } aria-labelledby={ titleId }>
			<div className="uip-folder-panel__header">
				<h2 id={ titleId } className="uip-folder-panel__title">
					{ title }
				</h2>
				{ canEdit && (
					<Button
						size="compact"
						icon={ plus }
						label={ __( 'New folder', 'uipress' ) }
						onClick={ () =>
							setDialog( { type: 'create', parent: 0 } )
						}
					/>
				) }
			</div>
			<MoveProgress move={ move } />
			{ body }
			{ dialog?.type === 'create' && (
				<NewFolderDialog
					parentName={ parentName( dialog.parent ) }
					onCreate={ ( name ) => create( name, dialog.parent ) }
					onClose={ () => setDialog( null ) }
				/>
			) }
			{ dialog?.type === 'move' && (
				<MoveFolderDialog
					kind={ kind }
					folderId={ dialog.id }
					onClose={ () => setDialog( null ) }
				/>
			) }
			<FolderSnackbars />
		</section>
	);
}

export default FolderPanel;
