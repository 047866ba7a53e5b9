/**
 * A folder's actions menu in the panel: New subfolder, Rename, Move up,
 * Move down, Move to folder…, Delete.
 */

/**
 * WordPress dependencies
 */
import { DropdownMenu, MenuGroup, MenuItem } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Folder } from '../../types';

export interface FolderActionsProps {
	folder: Folder;
	/** Its place among its siblings (0 first). */
	index: number;
	/** How many folders share its parent (itself included). */
	siblings: number;
	/** The row holds the tree's tab stop: the menu is the next Tab. */
	tabbable: boolean;
	onCreate: () => void;
	onRename: () => void;
	onReorder: ( position: number ) => void;
	onMove: () => void;
	onDelete: () => void;
}

/**
 * The menu.
 *
 * @param props           Component props.
 * @param props.folder
 * @param props.index
 * @param props.siblings
 * @param props.tabbable
 * @param props.onCreate
 * @param props.onRename
 * @param props.onReorder
 * @param props.onMove
 * @param props.onDelete
 */
export default function FolderActions( {
	folder,
	index,
	siblings,
	tabbable,
	onCreate,
	onRename,
	onReorder,
	onMove,
	onDelete,
}: FolderActionsProps ) {
	return (
		<DropdownMenu
			icon={ moreVertical }
			label={ sprintf(
				/* translators: %s: a folder's name */
				__( 'Actions for “%s”', 'uipress' ),
				folder.name
			) }
			toggleProps={ { size: 'small', tabIndex: tabbable ? 0 : -1 } }
			popoverProps={ { placement: 'bottom-end' } }
		>
			{ ( { onClose } ) => {
				const run = ( action: () => void ) => () => {
					onClose();
					action();
				};
				return (
					<>
						<MenuGroup>
							<MenuItem onClick={ run( onCreate ) }>
								{ __( 'New subfolder', 'uipress' ) }
							</MenuItem>
							<MenuItem onClick={ run( onRename ) }>
								{ __( 'Rename', 'uipress' ) }
							</MenuItem>
						</MenuGroup>
						<MenuGroup>
							<MenuItem
								disabled={ index <= 0 }
								onClick={ run( () => onReorder( index - 1 ) ) }
							>
								{ __( 'Move up', 'uipress' ) }
							</MenuItem>
							<MenuItem
								disabled={ index >= siblings - 1 }
								onClick={ run( () => onReorder( index + 1 ) ) }
							>
								{ __( 'Move down', 'uipress' ) }
							</MenuItem>
							<MenuItem onClick={ run( onMove ) }>
								{ __( 'Move to folder…', 'uipress' ) }
							</MenuItem>
						</MenuGroup>
						<MenuGroup>
							<MenuItem isDestructive onClick={ run( onDelete ) }>
								{ __( 'Delete', 'uipress' ) }
							</MenuItem>
						</MenuGroup>
					</>
				);
			} }
		</DropdownMenu>
	);
}
