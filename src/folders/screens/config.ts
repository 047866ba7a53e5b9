/**
 * `window.uipressConfig.folders` (Folders\FolderScreens), narrowed.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import {
	FOLDERS_REST_PATH,
	type FolderKindConfig,
	type FoldersConfig,
	type FolderScreen,
} from '../types';

const SCREENS: FolderScreen[] = [
	'media-grid',
	'media-list',
	'list-table',
	'editor',
	'builder',
];

function readKinds( value: unknown ): Record< string, FolderKindConfig > {
	const kinds: Record< string, FolderKindConfig > = {};
	if ( ! isRecord( value ) ) {
		return kinds;
	}
	for ( const [ kind, entry ] of Object.entries( value ) ) {
		if ( isRecord( entry ) && typeof entry.taxonomy === 'string' ) {
			kinds[ kind ] = {
				label: typeof entry.label === 'string' ? entry.label : kind,
				taxonomy: entry.taxonomy,
				canEdit: entry.canEdit === true,
			};
		}
	}
	return kinds;
}

/**
 * A folder id as a page names it: a whole number ≥ 0, else null (All).
 *
 * @param value `folder`, or `uip_folder` from an address.
 */
export function readFolder( value: unknown ): number | null {
	const number =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof number === 'number' &&
		Number.isInteger( number ) &&
		number >= 0
		? number
		: null;
}

/**
 * The page's folders configuration; null when the server printed none
 * (folders off, or a screen without them).
 *
 * @param source `window.uipressConfig`.
 */
export function readFoldersConfig(
	source: unknown = window.uipressConfig
): FoldersConfig | null {
	const config = isRecord( source ) ? source.folders : undefined;
	if ( ! isRecord( config ) ) {
		return null;
	}
	const kinds = readKinds( config.kinds );
	const screen = SCREENS.find( ( name ) => name === config.screen );
	const kind = typeof config.kind === 'string' ? config.kind : '';
	return {
		kinds,
		screen: screen ?? 'editor',
		kind,
		folder: readFolder( config.folder ),
		restPath:
			typeof config.restPath === 'string'
				? config.restPath
				: FOLDERS_REST_PATH,
	};
}
