/**
 * WordPress dependencies
 */
import type { Action } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	arrowDown,
	arrowUp,
	backup,
	copy,
	download,
	published,
	drafts,
	pencil,
	trash,
} from '@wordpress/icons';

/**
 * Internal dependencies
 */
import RenameForm from '../post-list/rename-form';
import { canMove } from './move';
import { openAction } from './open-action';
import type { EntityOperations } from './use-entity-operations';
import type { EntityConfig, EntityItem } from './types';

const live = ( item: EntityItem ) => item.status !== 'trash';
const trashed = ( item: EntityItem ) => item.status === 'trash';

/**
 * The list's actions (row menu and bulk): open, the kind's own, then
 * rename, publish, draft, duplicate, export, move up/down (ordered kinds),
 * trash, and for the trash restore and delete permanently (asked first).
 *
 * @param config    The kind.
 * @param items     The posts (whether one can move).
 * @param ops       The operations.
 * @param askDelete Opens the delete confirmation for posts.
 * @param onOpen    Opens a post by id.
 */
export function useEntityActions< Item extends EntityItem >(
	config: EntityConfig< Item >,
	items: Item[],
	ops: EntityOperations< Item >,
	askDelete: ( selection: Item[] ) => void,
	onOpen: ( id: number ) => void
): Action< Item >[] {
	const { extraActions, order, labels } = config;
	return useMemo( () => {
		const actions: Action< Item >[] = [
			openAction( labels.open, onOpen ),
			...( extraActions ?? [] ),
			{
				id: 'rename',
				label: __( 'Rename', 'uipress' ),
				icon: pencil,
				isEligible: live,
				RenderModal: ( { items: [ item ], closeModal } ) =>
					item ? (
						<RenameForm
							title={ item.title }
							label={ labels.titleField }
							onCancel={ () => closeModal?.() }
							onSave={ async ( title ) => {
								if ( await ops.rename( item, title ) ) {
									closeModal?.();
								}
							} }
						/>
					) : (
						<></>
					),
			},
			{
				id: 'publish',
				label: __( 'Publish', 'uipress' ),
				icon: published,
				supportsBulk: true,
				isEligible: ( item ) => item.status === 'draft',
				callback: ( selection ) =>
					ops.setStatus( selection, 'publish' ),
			},
			{
				id: 'draft',
				label: __( 'Switch to draft', 'uipress' ),
				icon: drafts,
				supportsBulk: true,
				isEligible: ( item ) => item.status === 'publish',
				callback: ( selection ) => ops.setStatus( selection, 'draft' ),
			},
			{
				id: 'duplicate',
				label: __( 'Duplicate', 'uipress' ),
				icon: copy,
				supportsBulk: true,
				isEligible: live,
				callback: ( selection ) => ops.duplicate( selection ),
			},
			{
				id: 'export',
				label: __( 'Export', 'uipress' ),
				icon: download,
				supportsBulk: true,
				isEligible: live,
				callback: ( selection ) => ops.exportItems( selection ),
			},
		];
		if ( order ) {
			actions.push(
				{
					id: 'move-up',
					label: __( 'Move up', 'uipress' ),
					icon: arrowUp,
					isEligible: ( item ) => canMove( items, item.id, 'up' ),
					callback: ( [ item ] ) => item && ops.move( item, 'up' ),
				},
				{
					id: 'move-down',
					label: __( 'Move down', 'uipress' ),
					icon: arrowDown,
					isEligible: ( item ) => canMove( items, item.id, 'down' ),
					callback: ( [ item ] ) => item && ops.move( item, 'down' ),
				}
			);
		}
		actions.push(
			{
				id: 'trash',
				label: __( 'Move to trash', 'uipress' ),
				icon: trash,
				supportsBulk: true,
				isEligible: live,
				callback: ( selection ) => ops.trash( selection ),
			},
			{
				id: 'restore',
				label: __( 'Restore', 'uipress' ),
				icon: backup,
				supportsBulk: true,
				isEligible: trashed,
				callback: ( selection ) => ops.setStatus( selection, 'draft' ),
			},
			{
				id: 'delete',
				label: __( 'Delete permanently', 'uipress' ),
				icon: trash,
				supportsBulk: true,
				isEligible: trashed,
				callback: ( selection ) => askDelete( selection ),
			}
		);
		return actions;
	}, [ extraActions, order, labels, items, ops, askDelete, onOpen ] );
}
