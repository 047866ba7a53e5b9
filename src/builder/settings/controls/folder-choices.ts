/**
 * The choices of a folder picker (the posts table's Folder option, the
 * query loop's folder): All, Uncategorised, then each folder of the kinds
 * listed, as a tree (docs/FOLDERS.md).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FoldersConfig } from '../../../folders/types';
import { isRecord } from '../../../shared/is-record';

/** One folder as the picker needs it. */
export interface FolderChoiceFolder {
	id: number;
	name: string;
	parent: number;
	position: number;
}

/** A kind's folders, with its label. */
export interface KindFolders {
	kind: string;
	label: string;
	folders: FolderChoiceFolder[];
}

export interface FolderChoice {
	/** '' for All, '0' for Uncategorised, else the folder's id. */
	value: string;
	label: string;
}

/** The select's value for All. */
export const ALL_FOLDERS = '';

/**
 * The kinds among the post types listed that have folders for this user.
 *
 * @param config    The page's folders configuration (null: folders off).
 * @param postTypes The post types listed.
 */
export function kindsWithFolders(
	config: FoldersConfig | null,
	postTypes: readonly string[]
): string[] {
	if ( ! config ) {
		return [];
	}
	return postTypes.filter( ( type ) =>
		Object.prototype.hasOwnProperty.call( config.kinds, type )
	);
}

/**
 * A folder of an answer, or null.
 *
 * @param value One entry of `folders`.
 */
function folderOf( value: unknown ): FolderChoiceFolder | null {
	if (
		! isRecord( value ) ||
		typeof value.id !== 'number' ||
		typeof value.name !== 'string'
	) {
		return null;
	}
	const whole = ( n: unknown ) =>
		typeof n === 'number' && Number.isInteger( n ) && n > 0 ? n : 0;
	return {
		id: value.id,
		name: value.name,
		parent: whole( value.parent ),
		position: whole( value.position ),
	};
}

/**
 * The folders of a kind (`GET /folders/{kind}`).
 *
 * @param restPath Where the routes live.
 * @param kind     The kind.
 * @param label    Its label, when the answer has none.
 * @param signal   Aborts the request.
 */
export async function fetchKindFolders(
	restPath: string,
	kind: string,
	label: string,
	signal?: AbortSignal
): Promise< KindFolders > {
	const answer: unknown = await apiFetch( {
		path: `${ restPath }/${ encodeURIComponent( kind ) }`,
		signal,
	} );
	const list =
		isRecord( answer ) && Array.isArray( answer.folders )
			? answer.folders
			: [];
	return {
		kind,
		label:
			isRecord( answer ) && typeof answer.label === 'string'
				? answer.label
				: label,
		folders: list.flatMap( ( entry ) => {
			const folder = folderOf( entry );
			return folder ? [ folder ] : [];
		} ),
	};
}

/**
 * The folders in tree order (parents before children, siblings by
 * position then name), each with its depth. A folder whose parent is not
 * listed shows at the top.
 *
 * @param folders The kind's folders.
 */
export function treeOrder(
	folders: readonly FolderChoiceFolder[]
): Array< { folder: FolderChoiceFolder; depth: number } > {
	const ids = new Set( folders.map( ( folder ) => folder.id ) );
	const children = new Map< number, FolderChoiceFolder[] >();
	for ( const folder of folders ) {
		const parent = ids.has( folder.parent ) ? folder.parent : 0;
		children.set( parent, [ ...( children.get( parent ) ?? [] ), folder ] );
	}
	const ordered: Array< { folder: FolderChoiceFolder; depth: number } > = [];
	const seen = new Set< number >();
	const walk = ( parent: number, depth: number ) => {
		const siblings = [ ...( children.get( parent ) ?? [] ) ].sort(
			( a, b ) =>
				a.position - b.position || a.name.localeCompare( b.name )
		);
		for ( const folder of siblings ) {
			if ( seen.has( folder.id ) ) {
				continue;
			}
			seen.add( folder.id );
			ordered.push( { folder, depth } );
			walk( folder.id, depth + 1 );
		}
	};
	walk( 0, 0 );
	return ordered;
}

/**
 * The picker's choices: All, Uncategorised, then each kind's tree (each
 * folder indented by its depth; named with its kind when several kinds are
 * listed).
 *
 * @param kinds The kinds listed, with their folders.
 */
export function folderChoices( kinds: readonly KindFolders[] ): FolderChoice[] {
	const choices: FolderChoice[] = [
		{ value: ALL_FOLDERS, label: __( 'All', 'uipress' ) },
		{ value: '0', label: __( 'Uncategorised', 'uipress' ) },
	];
	for ( const entry of kinds ) {
		for ( const { folder, depth } of treeOrder( entry.folders ) ) {
			const name = '— '.repeat( depth ) + folder.name;
			choices.push( {
				value: String( folder.id ),
				label:
					kinds.length > 1
						? sprintf(
								/* translators: 1: a folder's name, 2: the kind of content, e.g. Pages. */
								__( '%1$s (%2$s)', 'uipress' ),
								name,
								entry.label
							)
						: name,
			} );
		}
	}
	return choices;
}

/**
 * The select's value for a stored folder.
 *
 * @param folder A folder's id, 0 for Uncategorised, undefined or null for All.
 */
export function choiceValue( folder: number | null | undefined ): string {
	return typeof folder === 'number' ? String( folder ) : ALL_FOLDERS;
}

/**
 * The folder a choice stores: null for All.
 *
 * @param value The select's value.
 */
export function folderOfChoice( value: string ): number | null {
	return /^\d+$/.test( value ) ? Number( value ) : null;
}
