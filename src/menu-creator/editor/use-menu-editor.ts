/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useReducer,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { reconcileMenu } from '../../engine/menus';
import { useCreateNotification } from '../../engine/notifications';
import type { MenuItem } from '../../engine/types';
import { readChrome } from '../../runtime/runtime-config';
import {
	fetchMenu,
	pushMenuItems,
	removeMenuItems,
	updateMenu,
	type MenuPost,
} from '../api/menus';
import { clearMenuCaches } from '../menu-cache';
import { entriesWithStatus, settleStatus, toStored } from '../tree/stored';
import {
	editorReducer,
	initialState,
	isDirty,
	type EditorAction,
	type EditorState,
	type MenuDoc,
} from './history';

/** The live admin menu the page carries (the administrator's, in full). */
export function liveMenu(): MenuItem[] {
	return readChrome()?.adminMenu ?? [];
}

/**
 * A stored menu as the editor's document, set against the live menu.
 *
 * @param post The menu.
 */
export function docFromPost( post: MenuPost ): MenuDoc {
	const { menu, blockHidden, ...audience } = post.fields;
	return {
		title: post.title,
		status: post.status,
		audience,
		blockHidden,
		tree: reconcileMenu( menu, liveMenu() ),
	};
}

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface MenuEditor {
	status: LoadStatus;
	error: string;
	state: EditorState | null;
	dirty: boolean;
	saving: boolean;
	dispatch: ( action: EditorAction ) => void;
	save: () => Promise< boolean >;
	/** Adds the new items through the items route. */
	addNewItems: () => Promise< void >;
	/** Removes the missing items through the items route. */
	removeMissingItems: () => Promise< void >;
	reload: () => Promise< void >;
}

const EMPTY: EditorState = initialState( {
	title: '',
	status: 'draft',
	audience: {
		forRoles: [],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
	},
	blockHidden: false,
	tree: [],
} );

/**
 * Loads a menu, keeps its edits with undo, and saves it.
 *
 * @param id The menu's id.
 */
export function useMenuEditor( id: number ): MenuEditor {
	const notify = useCreateNotification();
	const [ status, setStatus ] = useState< LoadStatus >( 'loading' );
	const [ error, setError ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ state, dispatch ] = useReducer( editorReducer, EMPTY );
	const stateRef = useRef( state );
	stateRef.current = state;

	const reload = useCallback( async () => {
		setStatus( 'loading' );
		try {
			const post = await fetchMenu( id );
			dispatch( { type: 'load', doc: docFromPost( post ) } );
			setStatus( 'ready' );
		} catch ( caught ) {
			setError( errorMessage( caught ) );
			setStatus( 'error' );
		}
	}, [ id ] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	const save = useCallback( async () => {
		const { doc } = stateRef.current;
		setSaving( true );
		try {
			await updateMenu( id, {
				title: doc.title,
				status: doc.status,
				fields: {
					...doc.audience,
					blockHidden: doc.blockHidden,
					menu: toStored( doc.tree ),
				},
			} );
			dispatch( { type: 'saved', doc } );
			clearMenuCaches();
			notify( {
				title: __( 'Menu saved', 'uipress' ),
				status: 'success',
			} );
			return true;
		} catch ( caught ) {
			notify( {
				title: __( 'Something went wrong', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} );
			return false;
		} finally {
			setSaving( false );
		}
	}, [ id, notify ] );

	const settleThrough = useCallback(
		async (
			entries: MenuItem[],
			send: ( menuId: number, items: MenuItem[] ) => Promise< string >,
			change: ( doc: MenuDoc ) => MenuDoc
		) => {
			if ( entries.length === 0 ) {
				return;
			}
			try {
				const message = await send( id, entries );
				dispatch( { type: 'settle', change } );
				clearMenuCaches();
				notify( {
					title: __( 'Menu updated', 'uipress' ),
					message,
					status: 'success',
				} );
			} catch ( caught ) {
				notify( {
					title: __( 'Something went wrong', 'uipress' ),
					message: errorMessage( caught ),
					status: 'error',
				} );
			}
		},
		[ id, notify ]
	);

	const addNewItems = useCallback(
		() =>
			settleThrough(
				entriesWithStatus( stateRef.current.doc.tree, 'new' ),
				pushMenuItems,
				( doc ) => ( {
					...doc,
					tree: settleStatus( doc.tree, 'new', 'known' ),
				} )
			),
		[ settleThrough ]
	);

	const removeMissingItems = useCallback(
		() =>
			settleThrough(
				entriesWithStatus( stateRef.current.doc.tree, 'missing' ),
				removeMenuItems,
				( doc ) => ( {
					...doc,
					tree: settleStatus( doc.tree, 'missing', null ),
				} )
			),
		[ settleThrough ]
	);

	return {
		status,
		error,
		state: status === 'ready' ? state : null,
		dirty: isDirty( state ),
		saving,
		dispatch,
		save,
		addNewItems,
		removeMissingItems,
		reload,
	};
}
