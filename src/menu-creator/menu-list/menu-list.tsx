/**
 * External dependencies
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type DragEndEvent,
} from '@dnd-kit/core';
import {
	SortableContext,
	arrayMove,
	sortableKeyboardCoordinates,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';

/**
 * WordPress dependencies
 */
import { Button, FormFileUpload, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDelete, useRoleNames } from '../../components/post-list';
import type { MenuPost } from '../api/menus';
import NetworkSection from '../../builder/template-list/network/network-section';
import { useNetworkList } from '../../builder/template-list/network/use-network-list';
import MenuRow from './menu-row';
import { useMenuList } from './use-menu-list';

interface MenuListProps {
	onOpen: ( id: number ) => void;
}

/**
 * The menu creator's start screen: every custom menu in its order of
 * precedence (the first published menu that applies to a user wins), with
 * create, import and each menu's actions.
 *
 * @param props        Component props.
 * @param props.onOpen Opens a menu in the editor.
 */
export default function MenuList( { onOpen }: MenuListProps ) {
	const list = useMenuList();
	const network = useNetworkList( 'menus' );
	const roleNames = useRoleNames();
	const [ deleting, setDeleting ] = useState< MenuPost | null >( null );
	const [ creating, setCreating ] = useState( false );
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 4 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);

	const create = async () => {
		setCreating( true );
		const id = await list.create();
		setCreating( false );
		if ( id ) {
			onOpen( id );
		}
	};

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		if ( ! over || active.id === over.id ) {
			return;
		}
		const ids = list.menus.map( ( menu ) => menu.id );
		const from = ids.indexOf( Number( active.id ) );
		const to = ids.indexOf( Number( over.id ) );
		if ( from !== -1 && to !== -1 ) {
			list.reorder( arrayMove( ids, from, to ) );
		}
	};

	const titleOf = ( id: unknown ) =>
		list.menus.find( ( menu ) => menu.id === Number( id ) )?.title ?? '';

	return (
		<div className="uip-menu-list">
			<div className="uip-menu-list__toolbar">
				<Button
					variant="primary"
					onClick={ create }
					isBusy={ creating }
					disabled={ creating }
				>
					{ __( 'Create menu', 'uipress' ) }
				</Button>
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
			</div>

			{ list.status === 'loading' && (
				<p className="uip-menu-list__loading" role="status">
					<Spinner />
					<span>{ __( 'Loading menus…', 'uipress' ) }</span>
				</p>
			) }

			{ list.status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					<p>{ __( 'The menus could not be loaded.', 'uipress' ) }</p>
					<p>{ list.error }</p>
					<Button variant="secondary" onClick={ list.reload }>
						{ __( 'Try again', 'uipress' ) }
					</Button>
				</Notice>
			) }

			{ list.status === 'ready' && list.menus.length === 0 && (
				<div className="uip-menu-list__empty">
					<p>
						{ __(
							'There are no custom menus yet. Create one from the full admin menu, then choose who it is for.',
							'uipress'
						) }
					</p>
				</div>
			) }

			{ list.status === 'ready' && list.menus.length > 0 && (
				<>
					<p className="uip-menu-list__help">
						{ __(
							'The first published menu that applies to a user is the one they get. Drag a menu by its handle, or press Space on it and use the arrow keys, to change the order.',
							'uipress'
						) }
					</p>
					<DndContext
						sensors={ sensors }
						collisionDetection={ closestCenter }
						onDragEnd={ onDragEnd }
						accessibility={ {
							announcements: {
								onDragStart: ( { active } ) =>
									sprintf(
										/* translators: %s: menu title. */
										__( 'Picked up %s.', 'uipress' ),
										titleOf( active.id )
									),
								onDragOver: ( { active, over } ) =>
									over
										? sprintf(
												/* translators: 1: menu title, 2: position. */
												__(
													'%1$s is at position %2$d.',
													'uipress'
												),
												titleOf( active.id ),
												list.menus.findIndex(
													( menu ) =>
														menu.id ===
														Number( over.id )
												) + 1
											)
										: '',
								onDragEnd: ( { active, over } ) =>
									over
										? sprintf(
												/* translators: 1: menu title, 2: position. */
												__(
													'%1$s dropped at position %2$d.',
													'uipress'
												),
												titleOf( active.id ),
												list.menus.findIndex(
													( menu ) =>
														menu.id ===
														Number( over.id )
												) + 1
											)
										: '',
								onDragCancel: ( { active } ) =>
									sprintf(
										/* translators: %s: menu title. */
										__(
											'Reordering %s was cancelled.',
											'uipress'
										),
										titleOf( active.id )
									),
							},
						} }
					>
						<table className="wp-list-table widefat striped uip-post-list-table uip-menu-list__table">
							<thead>
								<tr>
									<th scope="col">
										{ __( 'Order', 'uipress' ) }
									</th>
									<th scope="col">
										{ __( 'Title', 'uipress' ) }
									</th>
									<th scope="col">
										{ __( 'Status', 'uipress' ) }
									</th>
									<th scope="col">
										{ __( 'Applies to', 'uipress' ) }
									</th>
									<th scope="col">
										{ __( 'Modified', 'uipress' ) }
									</th>
									<th scope="col">
										{ __( 'Actions', 'uipress' ) }
									</th>
								</tr>
							</thead>
							<tbody>
								<SortableContext
									items={ list.menus.map(
										( menu ) => menu.id
									) }
									strategy={ verticalListSortingStrategy }
								>
									{ list.menus.map( ( menu, index ) => (
										<MenuRow
											key={ menu.id }
											menu={ menu }
											position={ index + 1 }
											busy={ list.busy.includes(
												menu.id
											) }
											roleNames={ roleNames }
											onOpen={ onOpen }
											onRename={ list.rename }
											onDuplicate={ list.duplicate }
											onDelete={ setDeleting }
											onToggleStatus={ list.toggleStatus }
											onExport={ list.exportMenu }
										/>
									) ) }
								</SortableContext>
							</tbody>
						</table>
					</DndContext>
				</>
			) }

			{ list.status !== 'loading' && (
				<NetworkSection kind="menus" items={ network.items } />
			) }

			{ deleting && (
				<ConfirmDelete
					heading={ __( 'Delete menu?', 'uipress' ) }
					message={ sprintf(
						/* translators: %s: menu title. */
						__(
							'“%s” will be moved to the trash, and the users it applies to get the next menu that matches them, or the full admin menu.',
							'uipress'
						),
						deleting.title
					) }
					onCancel={ () => setDeleting( null ) }
					onConfirm={ () => {
						list.trash( deleting );
						setDeleting( null );
					} }
				/>
			) }
		</div>
	);
}
