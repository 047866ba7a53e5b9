/**
 * WordPress dependencies
 */
import { MenuGroup, MenuItem, NavigableMenu } from '@wordpress/components';
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useBuilderActions, useBuilderSelect } from '../dnd/builder-store';
import {
	CONTEXT_MENU_ACTIONS,
	isActionEnabled,
	runAction,
	type BlockMenuState,
	type ContextMenuAction,
} from './menu-actions';
import { contextMenuPosition, type MenuPosition } from './position';
import './context-menu.scss';

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
 * container and delete. Rendered in a portal at a fixed position that keeps
 * it on screen; closes on an outside click, another context-menu event,
 * Escape, or after an entry runs. Arrow keys move between entries.
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
	const menuRef = useRef< HTMLDivElement >( null );
	const [ position, setPosition ] = useState< MenuPosition | null >( null );

	useLayoutEffect( () => {
		const menu = menuRef.current;
		if ( ! menu ) {
			return;
		}
		const rect = menu.getBoundingClientRect();
		setPosition(
			contextMenuPosition( {
				x,
				y,
				width: rect.width,
				height: rect.height,
				viewportWidth: window.innerWidth,
				viewportHeight: window.innerHeight,
				snapRight,
			} )
		);
	}, [ x, y, snapRight ] );

	// Give focus back to where it was when the menu closes.
	useEffect( () => {
		const previous = menuRef.current?.ownerDocument.activeElement;
		return () => {
			if ( previous instanceof HTMLElement && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [] );

	// Focus the first entry once placed (a hidden menu cannot take focus).
	const placed = position !== null;
	useEffect( () => {
		if ( placed ) {
			menuRef.current
				?.querySelector< HTMLElement >(
					'[role="menuitem"]:not([disabled])'
				)
				?.focus();
		}
	}, [ placed ] );

	// Outside clicks and other context-menu events close it.
	useEffect( () => {
		const onOutside = ( event: Event ) => {
			const menu = menuRef.current;
			if ( menu && event.target instanceof Node ) {
				if ( menu.contains( event.target ) ) {
					return;
				}
			}
			onClose();
		};
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				onClose();
			}
		};
		document.addEventListener( 'pointerdown', onOutside, true );
		document.addEventListener( 'contextmenu', onOutside, true );
		document.addEventListener( 'keydown', onKey );
		return () => {
			document.removeEventListener( 'pointerdown', onOutside, true );
			document.removeEventListener( 'contextmenu', onOutside, true );
			document.removeEventListener( 'keydown', onKey );
		};
	}, [ onClose ] );

	if ( ! state ) {
		return null;
	}

	// React events bubble out of portals to the menu's React ancestors (the
	// canvas selects on click); the menu's own clicks stay here.
	/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */
	return createPortal(
		<div
			ref={ menuRef }
			onClick={ ( event ) => event.stopPropagation() }
			className="uip-context-menu"
			style={ {
				left: position?.left ?? x,
				top: position?.top ?? y,
				visibility: position ? 'visible' : 'hidden',
			} }
		>
			<NavigableMenu
				orientation="vertical"
				cycle
				aria-label={ __( 'Block actions', 'uipress' ) }
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
								onClose();
							} }
						>
							{ actionLabel( action ) }
						</MenuItem>
					) ) }
				</MenuGroup>
			</NavigableMenu>
		</div>,
		document.body
	);
	/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */
}
