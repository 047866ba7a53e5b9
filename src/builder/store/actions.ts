/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import type { Block, Viewport } from '../../engine/types';
import {
	ensureNotificationsStore,
	notificationsStore,
	type NotificationInput,
} from '../../engine/notifications';
import { cloneWithFreshUids, createContainer } from '../tree';
import { TEMPLATES_PATH } from './constants';
import { PREFERENCES_SCOPE, type CanvasZoom } from './preferences';
import { errorMessage } from '../../components/utils/api';
import { parseTemplate } from './parse-template';
import type { BuilderAction } from './reducer';
import type * as selectors from './selectors';
import type { BuilderState, EditOptions, TemplateChanges } from './types';

type BoundSelectors = {
	[ K in keyof typeof selectors ]: ( typeof selectors )[ K ] extends (
		state: BuilderState,
		...args: infer A
	) => infer R
		? ( ...args: A ) => R
		: never;
};

interface NotifyingRegistry {
	select: ( storeName: string ) => unknown;
	register: ( store: typeof notificationsStore ) => void;
	dispatch: ( store: typeof notificationsStore ) => {
		createNotification: ( input: NotificationInput ) => Promise< string >;
	};
}

/** What @wordpress/data gives a thunk. */
export interface ThunkArgs {
	dispatch: ( action: BuilderAction ) => void;
	select: BoundSelectors;
	registry: NotifyingRegistry;
}

function notify( registry: NotifyingRegistry, input: NotificationInput ) {
	ensureNotificationsStore( registry );
	return registry.dispatch( notificationsStore ).createNotification( input );
}

/**
 * Loads a template to edit (GET …/uip-ui-template/<id>?context=edit).
 * Resolves to whether it loaded; on failure the status is 'error' with the
 * server's message (getError()).
 *
 * @param id The template's post id.
 */
export const loadTemplate =
	( id: number ) =>
	async ( { dispatch }: ThunkArgs ): Promise< boolean > => {
		dispatch( { type: 'LOAD_START' } );
		try {
			const response = await apiFetch( {
				path: `${ TEMPLATES_PATH }/${ id }?context=edit`,
			} );
			dispatch( {
				type: 'LOAD_SUCCESS',
				template: parseTemplate( response ),
			} );
			return true;
		} catch ( error ) {
			dispatch( {
				type: 'REQUEST_ERROR',
				message: errorMessage(
					error,
					__( 'The template could not be loaded.', 'uipress' )
				),
			} );
			return false;
		}
	};

/**
 * Saves the title, status and fields of the template. Shows 'Template saved',
 * or the server's message on failure (the edits are kept). Resolves to
 * whether it saved.
 */
export const saveTemplate =
	() =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< boolean > => {
		const template = select.getTemplate();
		if ( ! template || select.getStatus() === 'saving' ) {
			return false;
		}
		const { id, title, status, fields } = template;
		dispatch( { type: 'SAVE_START' } );
		try {
			await apiFetch( {
				path: `${ TEMPLATES_PATH }/${ id }`,
				method: 'POST',
				data: { title, status, uipress: fields },
			} );
			dispatch( { type: 'SAVE_SUCCESS', fields, title, status } );
			notify( registry, {
				title: __( 'Template saved', 'uipress' ),
				status: 'success',
			} );
			return true;
		} catch ( error ) {
			const message = errorMessage(
				error,
				__( 'The template could not be saved.', 'uipress' )
			);
			dispatch( { type: 'SAVE_FAILED', message } );
			notify( registry, {
				title: __( 'Unable to save template', 'uipress' ),
				message,
				status: 'error',
			} );
			return false;
		}
	};

/** Leaves the template (back to the list). */
export function closeTemplate(): BuilderAction {
	return { type: 'CLOSE_TEMPLATE' };
}

/**
 * Inserts a block into `parentUid`'s children (null: the root) at `index`.
 *
 * @param block     The block.
 * @param parentUid The parent's uid or null.
 * @param index     The position.
 */
export function insertBlock(
	block: Block,
	parentUid: string | null,
	index: number
): BuilderAction {
	return { type: 'INSERT_BLOCK', block, parentUid, index };
}

/**
 * Moves a block; `index` counts in the target list as it is before the
 * move. Moving a block into itself or a descendant does nothing.
 *
 * @param uid       The block.
 * @param parentUid The new parent's uid or null.
 * @param index     The position.
 */
export function moveBlock(
	uid: string,
	parentUid: string | null,
	index: number
): BuilderAction {
	return { type: 'MOVE_BLOCK', uid, parentUid, index };
}

/**
 * Removes a block and its children.
 *
 * @param uid The block.
 */
export function removeBlock( uid: string ): BuilderAction {
	return { type: 'REMOVE_BLOCK', uid };
}

/**
 * Places a deep copy with fresh uids right after the block and selects it.
 *
 * @param uid The block.
 */
export const duplicateBlock =
	( uid: string ) =>
	( { dispatch, select }: ThunkArgs ): void => {
		const block = select.getBlock( uid );
		if ( block ) {
			dispatch( {
				type: 'DUPLICATE_BLOCK',
				uid,
				copy: cloneWithFreshUids( block ),
			} );
		}
	};

/**
 * Merges `changes` into a block (its uid is kept).
 *
 * @param uid     The block.
 * @param changes Members to replace.
 * @param options How the edit enters the undo history.
 */
export function updateBlock(
	uid: string,
	changes: Partial< Block >,
	options: EditOptions = {}
): BuilderAction {
	return { type: 'UPDATE_BLOCK', uid, changes, mergeKey: options.mergeKey };
}

/**
 * Wraps a block in a new container at its place.
 *
 * @param uid The block.
 */
export function wrapInContainer( uid: string ): BuilderAction {
	return {
		type: 'WRAP_IN_CONTAINER',
		uid,
		container: createContainer( __( 'Container', 'uipress' ) ),
	};
}

/**
 * Puts a block on the builder's clipboard.
 *
 * @param uid The block.
 */
export function copyBlock( uid: string ): BuilderAction {
	return { type: 'COPY_BLOCK', uid };
}

/**
 * Inserts a copy of the clipboard (fresh uids) and selects it.
 *
 * @param parentUid The parent's uid or null.
 * @param index     The position.
 */
export const pasteBlock =
	( parentUid: string | null, index: number ) =>
	( { dispatch, select }: ThunkArgs ): void => {
		const clipboard = select.getClipboard();
		if ( clipboard ) {
			dispatch( {
				type: 'PASTE_BLOCK',
				block: cloneWithFreshUids( clipboard ),
				parentUid,
				index,
			} );
		}
	};

export function selectBlock( uid: string | null ): BuilderAction {
	return { type: 'SELECT_BLOCK', uid };
}

export function hoverBlock( uid: string | null ): BuilderAction {
	return { type: 'HOVER_BLOCK', uid };
}

export function undo(): BuilderAction {
	return { type: 'UNDO' };
}

export function redo(): BuilderAction {
	return { type: 'REDO' };
}

/**
 * Changes the title, status or fields of the template; a change of fields
 * is an undoable edit.
 *
 * @param changes What changes.
 * @param options How the edit enters the undo history.
 */
export function updateTemplate(
	changes: TemplateChanges,
	options: EditOptions = {}
): BuilderAction {
	return { type: 'UPDATE_TEMPLATE', changes, mergeKey: options.mergeKey };
}

export function setViewport( viewport: Viewport ): BuilderAction {
	return { type: 'SET_VIEWPORT', viewport };
}

export function setPreview( on: boolean ): BuilderAction {
	return { type: 'SET_PREVIEW', on };
}

/** What the view preference actions need of the registry. */
interface PreferencesRegistry {
	dispatch: ( store: typeof preferencesStore ) => {
		set: ( scope: string, name: string, value: unknown ) => void;
	};
}

/**
 * Turns full screen on or off, remembered for the user.
 *
 * @param on Whether the editor covers the whole window.
 */
export const setFullScreen =
	( on: boolean ) =>
	( { registry }: { registry: PreferencesRegistry } ): void => {
		registry
			.dispatch( preferencesStore )
			.set( PREFERENCES_SCOPE, 'fullScreen', on );
	};

/**
 * Sets the canvas's zoom, remembered for the user.
 *
 * @param zoom 'fit' or a percentage.
 */
export const setZoom =
	( zoom: CanvasZoom ) =>
	( { registry }: { registry: PreferencesRegistry } ): void => {
		registry
			.dispatch( preferencesStore )
			.set( PREFERENCES_SCOPE, 'zoom', zoom );
	};

/**
 * Records the scale 'fit' gives in the canvas now (the zoom control says it).
 *
 * @param scale The scale.
 */
export function setFitScale( scale: number ): BuilderAction {
	return { type: 'SET_FIT_SCALE', scale };
}
