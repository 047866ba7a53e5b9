/**
 * The settings screen's rules, free of React: what changed, what a search
 * matches, and the export file.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/config/fields';
import type { ImportAnswer, SettingSchema, SettingValues } from './api';

/** Kinds edited as lines of text and stored as a list. */
const LINE_KINDS = new Set( [ 'list', 'scripts' ] );

/**
 * A value as the screen edits it: lists are arrays, the theme an object
 * (PHP answers an empty object as `[]`).
 *
 * @param setting The setting.
 * @param value   The stored value.
 */
export function editableValue(
	setting: SettingSchema,
	value: unknown
): unknown {
	if ( LINE_KINDS.has( setting.kind ) ) {
		return Array.isArray( value )
			? value.filter( ( line ) => typeof line === 'string' )
			: [];
	}
	if ( setting.kind === 'theme' ) {
		return isRecord( value ) ? value : {};
	}
	return value;
}

/**
 * Every setting but the secrets, as the screen edits them.
 *
 * @param schema   The settings.
 * @param settings The stored values.
 */
export function editableValues(
	schema: SettingSchema[],
	settings: SettingValues
): SettingValues {
	const values: SettingValues = {};
	for ( const setting of schema ) {
		if ( setting.kind !== 'secret' ) {
			values[ setting.key ] = editableValue(
				setting,
				settings[ setting.key ] ?? setting.default
			);
		}
	}
	return values;
}

/**
 * A value as it is saved: lines trimmed, empty lines dropped.
 *
 * @param setting The setting.
 * @param value   The edited value.
 */
export function savedValue( setting: SettingSchema, value: unknown ): unknown {
	if ( LINE_KINDS.has( setting.kind ) && Array.isArray( value ) ) {
		return value
			.map( ( line ) => String( line ).trim() )
			.filter( ( line ) => line !== '' );
	}
	return value;
}

/**
 * The lines of a text area, kept as typed (empty lines included, so typing
 * Enter works); savedValue() cleans them.
 *
 * @param text The text.
 */
export function linesOf( text: string ): string[] {
	return text === '' ? [] : text.split( '\n' );
}

/**
 * The settings whose edited value differs from the stored one, as saved.
 *
 * @param schema The settings.
 * @param stored The stored values.
 * @param edited The edited values.
 */
export function changedSettings(
	schema: SettingSchema[],
	stored: SettingValues,
	edited: SettingValues
): SettingValues {
	const changes: SettingValues = {};
	for ( const setting of schema ) {
		if ( setting.kind === 'secret' || ! ( setting.key in edited ) ) {
			continue;
		}
		const next = savedValue(
			setting,
			editableValue( setting, edited[ setting.key ] )
		);
		const before = savedValue(
			setting,
			editableValue( setting, stored[ setting.key ] )
		);
		if ( JSON.stringify( next ) !== JSON.stringify( before ) ) {
			changes[ setting.key ] = next;
		}
	}
	return changes;
}

/**
 * Whether a setting matches a search: its label, help or group name.
 *
 * @param setting    The setting.
 * @param groupLabel Its group's name.
 * @param query      The search.
 */
export function matchesSearch(
	setting: SettingSchema,
	groupLabel: string,
	query: string
): boolean {
	const needle = query.trim().toLocaleLowerCase();
	if ( needle === '' ) {
		return true;
	}
	return [ setting.label, setting.help ?? '', groupLabel ].some( ( text ) =>
		text.toLocaleLowerCase().includes( needle )
	);
}

/**
 * The export file's content: every setting but the secrets, as saved.
 *
 * @param schema   The settings.
 * @param settings The stored values.
 */
export function exportSettings(
	schema: SettingSchema[],
	settings: SettingValues
): SettingValues {
	const data: SettingValues = {};
	for ( const setting of schema ) {
		if ( setting.kind !== 'secret' && setting.key in settings ) {
			data[ setting.key ] = savedValue(
				setting,
				editableValue( setting, settings[ setting.key ] )
			);
		}
	}
	return data;
}

/** A file that is not a settings export, with why. */
export class SettingsImportError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'SettingsImportError';
	}
}

/**
 * The settings of an export file's text. The server checks each value.
 *
 * @param text The file's text.
 * @throws SettingsImportError when it is not JSON or not an object.
 */
export function parseSettingsImport( text: string ): SettingValues {
	let data: unknown;
	try {
		data = JSON.parse( text );
	} catch {
		throw new SettingsImportError(
			__( 'This file is not valid JSON.', 'uipress' )
		);
	}
	if ( ! isRecord( data ) ) {
		throw new SettingsImportError(
			__(
				'This is not a UiPress settings file: it must be a JSON object of settings by name.',
				'uipress'
			)
		);
	}
	if ( Object.keys( data ).length === 0 ) {
		throw new SettingsImportError(
			__( 'This settings file holds no settings.', 'uipress' )
		);
	}
	return data;
}

/** The notice an import ends with. */
export interface ImportSummary {
	title: string;
	message: string;
	status: 'success' | 'warning';
}

/**
 * What an import did, in words: a warning names what the file lost
 * (settings by their labels).
 *
 * @param answer The server's answer.
 */
export function importSummary( answer: ImportAnswer ): ImportSummary {
	const labelOf = ( key: string ) =>
		answer.schema.find( ( setting ) => setting.key === key )?.label ?? key;
	const notes: string[] = [];
	if ( answer.unknown.length > 0 ) {
		notes.push(
			sprintf(
				/* translators: %s: names from the file, comma-separated. */
				__( 'Not UiPress settings, skipped: %s.', 'uipress' ),
				answer.unknown.join( ', ' )
			)
		);
	}
	for ( const [ key, why ] of Object.entries( answer.refused ) ) {
		notes.push(
			sprintf(
				/* translators: 1: a setting's label, 2: why the server refused it. */
				__( '“%1$s” was not imported: %2$s', 'uipress' ),
				labelOf( key ),
				why
			)
		);
	}
	if ( notes.length === 0 ) {
		return {
			title: __( 'Settings imported', 'uipress' ),
			message: '',
			status: 'success',
		};
	}
	return {
		title: sprintf(
			/* translators: %d: how many settings were imported. */
			__(
				'Settings imported: %d; some of the file was left out',
				'uipress'
			),
			answer.imported.length
		),
		message: notes.join( ' ' ),
		status: 'warning',
	};
}
