/**
 * The per-user preference `folders` (docs/FOLDERS.md): per kind the open
 * folder and the view, `{ [kind]: { folder, view, orderby, order } }`,
 * through `uipress/v1/preferences/folders`. The whole object is one value,
 * so saves merge into the last known one, one after another.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';
import type { FolderKind, FolderPreferences } from './types';

export const PREFERENCE_PATH = '/uipress/v1/preferences/folders';

type KindPreference = FolderPreferences[ FolderKind ];

/**
 * One kind's preference, with only the fields of the contract.
 *
 * @param value The stored value.
 */
function readKind( value: unknown ): KindPreference {
	if ( ! isRecord( value ) ) {
		return {};
	}
	const kept: KindPreference = {};
	if (
		value.folder === null ||
		( typeof value.folder === 'number' &&
			Number.isInteger( value.folder ) &&
			value.folder >= 0 )
	) {
		kept.folder = value.folder;
	}
	if ( value.view === 'list' || value.view === 'grid' ) {
		kept.view = value.view;
	}
	if ( typeof value.orderby === 'string' && value.orderby !== '' ) {
		kept.orderby = value.orderby;
	}
	if ( value.order === 'asc' || value.order === 'desc' ) {
		kept.order = value.order;
	}
	return kept;
}

/**
 * The preference as stored, narrowed (anything else is dropped).
 *
 * @param value The stored value.
 */
export function parseFolderPreferences( value: unknown ): FolderPreferences {
	const preferences: FolderPreferences = {};
	if ( isRecord( value ) ) {
		Object.entries( value ).forEach( ( [ kind, entry ] ) => {
			preferences[ kind ] = readKind( entry );
		} );
	}
	return preferences;
}

let known: Promise< FolderPreferences > | null = null;

/**
 * Forgets what was read (tests; another user signing in on the same page
 * never happens in WordPress).
 */
export function resetFolderPreferences(): void {
	known = null;
}

/**
 * The user's folder preferences (read once per page).
 */
export function readFolderPreferences(): Promise< FolderPreferences > {
	if ( ! known ) {
		const reading = apiFetch< unknown >( { path: PREFERENCE_PATH } ).then(
			( answer ) =>
				parseFolderPreferences(
					isRecord( answer ) ? answer.value : null
				)
		);
		// A failed read is tried again next time.
		reading.catch( () => {
			if ( known === reading ) {
				known = null;
			}
		} );
		known = reading;
	}
	return known;
}

/**
 * Saves one kind's preference, merged into the others; resolves to the
 * whole preference as saved.
 *
 * @param kind  The kind.
 * @param patch What changed (the open folder, the view, the order).
 */
export function saveFolderPreference(
	kind: FolderKind,
	patch: KindPreference
): Promise< FolderPreferences > {
	const base = readFolderPreferences().catch(
		(): FolderPreferences => ( {} )
	);
	const saving = base.then( async ( current ) => {
		const next: FolderPreferences = {
			...current,
			[ kind ]: { ...current[ kind ], ...readKind( patch ) },
		};
		await apiFetch( {
			path: PREFERENCE_PATH,
			method: 'POST',
			data: { value: next },
		} );
		return next;
	} );
	// The next save merges into this one, even if it failed to reach the server.
	known = saving.catch( () => base );
	return saving;
}
