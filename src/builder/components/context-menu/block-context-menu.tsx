/**
 * WordPress dependencies
 */
import { MenuGroup, MenuItem } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ContextMenu from '../../../components/context-menu';
import { useAnnounceMove } from '../dnd/announce-move';
import { useBuilderActions, useBuilderSelect } from '../dnd/builder-store';
import {
	CONTEXT_MENU_ACTIONS,
	isActionEnabled,
	runAction,
	type BlockMenuState,
	type ContextMenuAction,
} from './menu-actions';

export interface BlockContextMenuProps {
	/** The block the menu acts on. */
	uid: string;
	/** Where it opened (viewport coordinates). */
	x: number;
	y: number;
	/** Open leftwards from the point (menus opened from a right-hand panel). */
	snapRight?: boolean;
	onClose: () => void;
}

function actionLabel( action: ContextMenuAction ): string {
	switch ( action ) {
		case 'copy':
			return __( 'Copy', 'uipress' );
		case 'paste':
			return __( 'Paste after', 'uipress' );
		case 'duplicate':
			return __( 'Duplicate', 'uipress' );
		case 'moveUp':
			return __( 'Move up', 'uipress' );
		case 'moveDown':
			return __( 'Move down', 'uipress' );
		case 'wrap':
			return __( 'Wrap in container', 'uipress' );
		case 'delete':
			return __( 'Delete', 'uipress' );
	}
}

/**
 * The block context menu: copy, paste, duplicate, move up/down, wrap in
 * container and delete, in the shared context menu widget (kept on screen,
 * arrow keys, closes on an outside click, another context-menu event or
 * Escape); it also closes after an entry runs.
 *
 * @param props           Component props.
 * @param props.uid       The block.
 * @param props.x         Pointer x.
 * @param props.y         Pointer y.
 * @param props.snapRight Open leftwards.
 * @param props.onClose   Called when the menu should close.
 */
export default function BlockContextMenu( {
	uid,
	x,
	y,
	snapRight = false,
	onClose,
}: BlockContextMenuProps ) {
	const actions = useBuilderActions();
	const announceMove = useAnnounceMove();
	const state = useBuilderSelect< BlockMenuState | null >(
		( select ) => {
			if ( ! select.getBlock( uid ) ) {
				return null;
			}
			const parentUid = select.getParentUid( uid );
			const siblings =
				parentUid === null
					? select.getBlocks().length
					: ( select.getBlock( parentUid )?.content?.length ?? 0 );
			return {
				uid,
				parentUid,
				index: select.getBlockIndex( uid ),
				siblings,
				hasClipboard: !! select.getClipboard(),
			};
		},
		[ uid ]
	);
	if ( ! state ) {
		return null;
	}
	return (
		<ContextMenu
			position={ { x, y } }
			snapRight={ snapRight }
			onClose={ onClose }
			label={ __( 'Block actions', 'uipress' ) }
		>
			<MenuGroup>
				{ CONTEXT_MENU_ACTIONS.map( ( action ) => (
					<MenuItem
						key={ action }
						className={ `uip-context-menu__item uip-context-menu__item--${ action }` }
						isDestructive={ action === 'delete' }
						disabled={ ! isActionEnabled( action, state ) }
						onClick={ () => {
							runAction( action, state, actions );
							if (
								action === 'moveUp' ||
								action === 'moveDown'
							) {
								announceMove( uid );
							}
							onClose();
						} }
					>
						{ actionLabel( action ) }
					</MenuItem>
				) ) }
			</MenuGroup>
		</ContextMenu>
	);
}
