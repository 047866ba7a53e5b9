/**
 * External dependencies
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { dragHandle } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	RowActions,
	TitleCell,
	formatModified,
	statusLabel,
	summariseAudience,
} from '../../components/post-list';
import type { MenuPost } from '../api/menus';

export interface MenuRowActions {
	onOpen: ( id: number ) => void;
	onRename: ( menu: MenuPost, title: string ) => Promise< boolean >;
	onDuplicate: ( menu: MenuPost ) => void;
	onDelete: ( menu: MenuPost ) => void;
	onToggleStatus: ( menu: MenuPost ) => void;
	onExport: ( menu: MenuPost ) => void;
}

interface MenuRowProps extends MenuRowActions {
	menu: MenuPost;
	/** Its place in the order of precedence, from 1. */
	position: number;
	busy: boolean;
	roleNames: ReadonlyMap< string, string >;
}

/**
 * One menu in the list: its handle (drag, or Space and the arrow keys, to
 * change the order of precedence), title, status, audience and actions.
 *
 * @param props                Component props.
 * @param props.menu           The menu.
 * @param props.position       Its place in the order of precedence.
 * @param props.busy           Whether a request about it is under way.
 * @param props.roleNames      Role names by role.
 * @param props.onOpen         Opens it in the editor.
 * @param props.onRename       Renames it.
 * @param props.onDuplicate    Copies it.
 * @param props.onDelete       Asks to delete it.
 * @param props.onToggleStatus Publishes it or switches it to draft.
 * @param props.onExport       Downloads it as JSON.
 */
export default function MenuRow( {
	menu,
	position,
	busy,
	roleNames,
	onOpen,
	onRename,
	onDuplicate,
	onDelete,
	onToggleStatus,
	onExport,
}: MenuRowProps ) {
	const [ renaming, setRenaming ] = useState( false );
	const sortable = useSortable( { id: menu.id } );
	const title = menu.title || __( '(no title)', 'uipress' );

	return (
		<tr
			ref={ sortable.setNodeRef }
			style={ {
				transform: CSS.Transform.toString( sortable.transform ),
				transition: sortable.transition,
			} }
			className={ sortable.isDragging ? 'is-dragging' : undefined }
			data-uip-menu-row={ menu.id }
		>
			<td className="uip-menu-list__order">
				<Button
					icon={ dragHandle }
					size="small"
					label={ sprintf(
						/* translators: 1: menu title, 2: its place in the order. */
						__( 'Reorder %1$s (position %2$d)', 'uipress' ),
						title,
						position
					) }
					{ ...sortable.attributes }
					{ ...sortable.listeners }
				/>
				<span aria-hidden="true">{ position }</span>
			</td>
			<TitleCell
				className="uip-menu-list__title"
				title={ menu.title }
				shownTitle={ title }
				renameLabel={ __( 'Menu title', 'uipress' ) }
				network={ menu.network }
				renaming={ renaming }
				onRename={ ( value ) => onRename( menu, value ) }
				onRenameEnd={ () => setRenaming( false ) }
				onOpen={ () => onOpen( menu.id ) }
			/>
			<td>{ statusLabel( menu.status ) }</td>
			<td>{ summariseAudience( menu.fields, roleNames ) }</td>
			<td>{ formatModified( menu.modified ) }</td>
			<RowActions
				className="uip-menu-list__actions"
				title={ title }
				status={ menu.status }
				busy={ busy }
				renaming={ renaming }
				onRename={ () => setRenaming( true ) }
				onToggleStatus={ () => onToggleStatus( menu ) }
				onDuplicate={ () => onDuplicate( menu ) }
				onExport={ () => onExport( menu ) }
				onDelete={ () => onDelete( menu ) }
			/>
		</tr>
	);
}
