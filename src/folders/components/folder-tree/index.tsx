/**
 * The folder tree: a WAI-ARIA tree (roving tabindex, arrow keys, Home/End,
 * type-ahead, Enter/Space opens, F2 renames, Delete deletes) with "All" and
 * "Uncategorised" first. Rows accept dropped items and folders. The panel
 * shows it with its actions; the move dialog shows it as a picker.
 */

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Folder, FolderKind } from '../../types';
import { childrenIndex } from '../../store/folder-order';
import TreeItem, { type TreeItemDrop } from './tree-item';
import {
	ancestorsOf,
	folderToKey,
	keyToFolder,
	typeAheadMatch,
	visibleRows,
	type TreeKey,
	type TreeRow,
} from './tree-rows';
import './folder-tree.scss';

export type { TreeKey } from './tree-rows';

/** What a row's actions know of it. */
export interface FolderRowInfo {
	/** The row holds the tree's tab stop (its controls are the next Tab). */
	tabbable: boolean;
	/** Its place among its sibling folders (0 first). */
	index: number;
	siblings: number;
}

export interface FolderTreeProps {
	kind: FolderKind;
	/** The tree's accessible name. */
	label: string;
	folders: Folder[];
	/** The open (selected) folder: an id, 0 = Uncategorised, null = All. */
	selected: number | null;
	onOpen: ( folder: number | null ) => void;
	/** Shows "All" with this count (undefined: no All entry; null: no count). */
	all?: number | null;
	/** Shows "Uncategorised" with this count (as `all`). */
	uncategorised?: number | null;
	/** The name of the Uncategorised entry ("Top level" when picking a parent). */
	uncategorisedLabel?: string;
	/** Folders shown but not to be picked (a folder's own subtree). */
	disabled?: ReadonlySet< number >;
	/** A folder to show (its parents expanded), e.g. one just created. */
	reveal?: number | null;
	/** The folder whose name is being edited (F2 or the actions menu). */
	renaming?: number | null;
	onRenamingChange?: ( id: number | null ) => void;
	/** Enables F2: resolves to whether it saved. */
	onRename?: ( id: number, name: string ) => Promise< boolean >;
	/** Enables the Delete key. */
	onDelete?: ( id: number ) => void;
	/** Drops of items and folders (omit for a tree that takes none). */
	drop?: TreeItemDrop;
	/** A folder row's extra controls (its actions menu). */
	renderActions?: ( folder: Folder, row: FolderRowInfo ) => ReactNode;
	className?: string;
}

const TYPE_AHEAD_RESET_MS = 500;

/**
 * The tree of a kind's folders.
 *
 * @param props Component props.
 */
export default function FolderTree( props: FolderTreeProps ) {
	const {
		kind,
		label,
		folders,
		selected,
		onOpen,
		all,
		uncategorised,
		uncategorisedLabel,
		disabled,
		reveal,
		renaming = null,
		onRenamingChange,
		onRename,
		onDelete,
		drop,
		renderActions,
		className,
	} = props;
	const [ expanded, setExpanded ] = useState< Set< number > >(
		() =>
			new Set(
				selected && selected > 0 ? ancestorsOf( folders, selected ) : []
			)
	);
	const [ focused, setFocused ] = useState< TreeKey >(
		folderToKey( selected )
	);
	// Ids unique per tree: the panel and a picker dialog may show one kind at once.
	const treeId = useId();
	const nodes = useRef( new Map< TreeKey, HTMLElement >() );
	const moveFocus = useRef( false );
	const typed = useRef( { text: '', timer: 0 } );

	const extras = useMemo( () => {
		const list: { key: TreeKey; name: string }[] = [];
		if ( all !== undefined ) {
			list.push( { key: 'all', name: __( 'All', 'uipress' ) } );
		}
		if ( uncategorised !== undefined ) {
			list.push( {
				key: 0,
				name: uncategorisedLabel ?? __( 'Uncategorised', 'uipress' ),
			} );
		}
		return list;
	}, [ all, uncategorised, uncategorisedLabel ] );
	const childIndex = useMemo( () => childrenIndex( folders ), [ folders ] );
	const byId = useMemo(
		() => new Map( folders.map( ( folder ) => [ folder.id, folder ] ) ),
		[ folders ]
	);
	const rows = useMemo(
		() => visibleRows( folders, expanded, extras, childIndex ),
		[ folders, expanded, extras, childIndex ]
	);

	// Opening a folder elsewhere (the host, a drop) shows it in the tree.
	const revealFolder = useCallback(
		( id: number | null | undefined ) => {
			if ( ! id || id <= 0 ) {
				return;
			}
			const parents = ancestorsOf( folders, id );
			if ( parents.some( ( parent ) => ! expanded.has( parent ) ) ) {
				setExpanded(
					( current ) => new Set( [ ...current, ...parents ] )
				);
			}
		},
		[ folders, expanded ]
	);
	useEffect( () => {
		revealFolder( selected );
		// The open folder takes the tab stop (focus stays where it is).
		setFocused( folderToKey( selected ) );
	}, [ selected ] ); // eslint-disable-line react-hooks/exhaustive-deps
	useEffect( () => revealFolder( reveal ), [ reveal, folders ] ); // eslint-disable-line react-hooks/exhaustive-deps

	// The focused row may vanish (deleted, collapsed away): the open one,
	// else the first, takes the tab stop.
	const tabStop: TreeKey | null = rows.some( ( row ) => row.key === focused )
		? focused
		: ( rows.find( ( row ) => row.key === folderToKey( selected ) )?.key ??
			rows[ 0 ]?.key ??
			null );

	// A focused row removed (deleted, or its menu's toggle gone) leaves focus
	// on the body: the tab stop takes it, unless focus went elsewhere.
	const root = useRef< HTMLUListElement >( null );
	useEffect( () => {
		const doc = root.current?.ownerDocument;
		if (
			tabStop !== null &&
			focused !== tabStop &&
			doc &&
			( doc.activeElement === doc.body || doc.activeElement === null )
		) {
			moveFocus.current = true;
		}
	}, [ rows ] ); // eslint-disable-line react-hooks/exhaustive-deps

	useEffect( () => {
		if ( moveFocus.current && tabStop !== null ) {
			moveFocus.current = false;
			nodes.current.get( tabStop )?.focus();
		}
	}, [ tabStop, rows ] );

	const focusRow = ( key: TreeKey ) => {
		moveFocus.current = true;
		setFocused( key );
		// Already the tab stop: no render follows, focus it now.
		if ( key === tabStop ) {
			nodes.current.get( key )?.focus();
			moveFocus.current = false;
		}
	};

	const setOpen = ( id: number, open: boolean ) =>
		setExpanded( ( current ) => {
			const next = new Set( current );
			if ( open ) {
				next.add( id );
			} else {
				next.delete( id );
			}
			return next;
		} );

	const open = ( key: TreeKey ) => {
		if ( typeof key === 'number' && disabled?.has( key ) ) {
			return;
		}
		onOpen( keyToFolder( key ) );
	};

	const typeAhead = ( char: string, from: TreeKey ) => {
		window.clearTimeout( typed.current.timer );
		typed.current.text += char;
		typed.current.timer = window.setTimeout( () => {
			typed.current.text = '';
		}, TYPE_AHEAD_RESET_MS );
		const match = typeAheadMatch( rows, from, typed.current.text );
		if ( match !== null ) {
			focusRow( match );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLUListElement > ) => {
		const target = event.target as HTMLElement;
		if (
			target.getAttribute( 'role' ) !== 'treeitem' ||
			tabStop === null
		) {
			return;
		}
		const index = rows.findIndex( ( row ) => row.key === tabStop );
		const row: TreeRow | undefined = rows[ index ];
		if ( ! row ) {
			return;
		}
		const folderId =
			typeof row.key === 'number' && row.key > 0 ? row.key : 0;
		let handled = true;
		switch ( event.key ) {
			case 'ArrowDown':
				focusRow(
					rows[ Math.min( index + 1, rows.length - 1 ) ]?.key ??
						row.key
				);
				break;
			case 'ArrowUp':
				focusRow( rows[ Math.max( index - 1, 0 ) ]?.key ?? row.key );
				break;
			case 'Home':
				focusRow( rows[ 0 ]?.key ?? row.key );
				break;
			case 'End':
				focusRow( rows[ rows.length - 1 ]?.key ?? row.key );
				break;
			case 'ArrowRight':
				if ( row.hasChildren && ! expanded.has( folderId ) ) {
					setOpen( folderId, true );
				} else if ( row.hasChildren ) {
					focusRow(
						childIndex.get( folderId )?.[ 0 ]?.id ?? row.key
					);
				}
				break;
			case 'ArrowLeft':
				if ( row.hasChildren && expanded.has( folderId ) ) {
					setOpen( folderId, false );
				} else if ( row.parent !== null ) {
					focusRow( row.parent );
				}
				break;
			case 'Enter':
			case ' ':
				open( row.key );
				break;
			case 'F2':
				if ( onRename && folderId > 0 ) {
					onRenamingChange?.( folderId );
				} else {
					handled = false;
				}
				break;
			case 'Delete':
				if ( onDelete && folderId > 0 ) {
					onDelete( folderId );
				} else {
					handled = false;
				}
				break;
			default:
				if (
					event.key.length === 1 &&
					event.key !== ' ' &&
					! event.ctrlKey &&
					! event.metaKey &&
					! event.altKey
				) {
					typeAhead( event.key, row.key );
				} else {
					handled = false;
				}
		}
		if ( handled ) {
			event.preventDefault();
			event.stopPropagation();
		}
	};

	const register = ( key: TreeKey ) => ( node: HTMLElement | null ) => {
		if ( node ) {
			nodes.current.set( key, node );
		} else {
			nodes.current.delete( key );
		}
	};

	const rowByKey = new Map( rows.map( ( row ) => [ row.key, row ] ) );
	const renderRow = ( row: TreeRow ): ReactNode => {
		const folder =
			typeof row.key === 'number' && row.key > 0
				? ( byId.get( row.key ) ?? null )
				: null;
		const isOpen = folder !== null && expanded.has( folder.id );
		let count: number | null = folder ? folder.count : null;
		if ( row.key === 'all' ) {
			count = all ?? null;
		} else if ( row.key === 0 ) {
			count = uncategorised ?? null;
		}
		return (
			<TreeItem
				key={ String( row.key ) }
				kind={ kind }
				idPrefix={ treeId }
				row={ row }
				folder={ folder }
				count={ count }
				expanded={ row.hasChildren ? isOpen : undefined }
				selected={ row.key === folderToKey( selected ) }
				tabbable={ row.key === tabStop }
				disabled={
					folder !== null && disabled?.has( folder.id ) === true
				}
				renaming={ folder !== null && renaming === folder.id }
				nodeRef={ register( row.key ) }
				onFocus={ () => setFocused( row.key ) }
				onOpen={ () => open( row.key ) }
				onToggle={ () => folder && setOpen( folder.id, ! isOpen ) }
				onRename={
					onRename && folder
						? async ( name ) => {
								const saved = await onRename( folder.id, name );
								if ( saved ) {
									onRenamingChange?.( null );
									focusRow( folder.id );
								}
								return saved;
							}
						: undefined
				}
				onRenameCancel={ () => {
					onRenamingChange?.( null );
					if ( folder ) {
						focusRow( folder.id );
					}
				} }
				drop={ drop }
				actions={
					folder &&
					renderActions?.( folder, {
						tabbable: row.key === tabStop,
						index: row.siblingIndex,
						siblings: row.siblingCount,
					} )
				}
			>
				{ isOpen &&
					( childIndex.get( folder.id ) ?? [] ).map( ( child ) => {
						const childRow = rowByKey.get( child.id );
						return childRow ? renderRow( childRow ) : null;
					} ) }
			</TreeItem>
		);
	};

	return (
		<ul
			ref={ root }
			role="tree"
			aria-label={ label }
			className={ [ 'uip-folder-tree', className ]
				.filter( Boolean )
				.join( ' ' ) }
			onKeyDown={ onKeyDown }
		>
			{ rows.filter( ( row ) => row.level === 1 ).map( renderRow ) }
		</ul>
	);
}
