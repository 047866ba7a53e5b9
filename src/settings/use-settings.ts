/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../components/utils/api';
import { useCreateNotification } from '../engine/notifications';
import { isRecord } from '../shared/config/fields';
import {
	fetchSettings,
	importSettingsFile,
	resetGroup,
	saveSettings,
	type SettingsAnswer,
	type SettingValues,
} from './api';
import { changedSettings, editableValues, importSummary } from './model';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** A secret being replaced (with the typed key) or removed. */
export type SecretDraft =
	{ action: 'replace'; value: string } | { action: 'remove' };

/** A setting the server refused, and why. */
export interface InvalidSetting {
	key: string;
	message: string;
	/** For a list of rules: the index of the rule refused. */
	rule?: number;
}

export interface SettingsEditor {
	status: LoadStatus;
	loadError: string;
	answer: SettingsAnswer | null;
	/** Every setting but the secrets, as edited. */
	values: SettingValues;
	secretDrafts: Record< string, SecretDraft >;
	/** What Save would send. */
	changes: SettingValues;
	dirty: boolean;
	saving: boolean;
	invalid: InvalidSetting | null;
	reload: () => Promise< void >;
	setValue: ( key: string, value: unknown ) => void;
	setSecretDraft: ( key: string, draft: SecretDraft | null ) => void;
	save: () => Promise< boolean >;
	reset: ( group: string ) => Promise< boolean >;
	importSettings: ( settings: SettingValues ) => Promise< boolean >;
}

/**
 * The secrets to send: a typed key sets it, a removal sends ''.
 *
 * @param drafts The drafts.
 */
function secretChanges( drafts: Record< string, SecretDraft > ): SettingValues {
	const changes: SettingValues = {};
	for ( const [ key, draft ] of Object.entries( drafts ) ) {
		if ( draft.action === 'remove' ) {
			changes[ key ] = '';
		} else if ( draft.value.trim() !== '' ) {
			changes[ key ] = draft.value.trim();
		}
	}
	return changes;
}

/**
 * The refused setting a REST error names, if any.
 *
 * @param caught The error.
 */
function invalidOf( caught: unknown ): InvalidSetting | null {
	const data = isRecord( caught ) ? caught.data : undefined;
	const key = isRecord( data ) ? data.setting : undefined;
	const rule = isRecord( data ) ? data.rule : undefined;
	if ( typeof key !== 'string' || ! key ) {
		return null;
	}
	return typeof rule === 'number'
		? { key, message: errorMessage( caught ), rule }
		: { key, message: errorMessage( caught ) };
}

/**
 * Loads the site settings and keeps the screen's edits until they are
 * saved; saving sends only what changed, and a refusal loses nothing.
 */
export function useSettings(): SettingsEditor {
	const notify = useCreateNotification();
	const [ status, setStatus ] = useState< LoadStatus >( 'loading' );
	const [ loadError, setLoadError ] = useState( '' );
	const [ answer, setAnswer ] = useState< SettingsAnswer | null >( null );
	const [ stored, setStored ] = useState< SettingValues >( {} );
	const [ values, setValues ] = useState< SettingValues >( {} );
	const [ secretDrafts, setSecretDrafts ] = useState<
		Record< string, SecretDraft >
	>( {} );
	const [ saving, setSaving ] = useState( false );
	const [ invalid, setInvalid ] = useState< InvalidSetting | null >( null );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	/**
	 * Takes the server's answer as the stored state; `keys` (all when
	 * omitted) also replace their edited values.
	 */
	const accept = useCallback( ( next: SettingsAnswer, keys?: string[] ) => {
		const fresh = editableValues( next.schema, next.settings );
		setAnswer( next );
		setStored( fresh );
		setValues( ( current ) => {
			if ( ! keys ) {
				return fresh;
			}
			const merged = { ...fresh, ...current };
			for ( const key of keys ) {
				merged[ key ] = fresh[ key ];
			}
			return merged;
		} );
		setSecretDrafts( ( current ) => {
			if ( ! keys ) {
				return {};
			}
			const kept = { ...current };
			keys.forEach( ( key ) => delete kept[ key ] );
			return kept;
		} );
		setInvalid( null );
	}, [] );

	const reload = useCallback( async () => {
		setStatus( 'loading' );
		try {
			const next = await fetchSettings();
			if ( mounted.current ) {
				accept( next );
				setStatus( 'ready' );
			}
		} catch ( caught ) {
			if ( mounted.current ) {
				setLoadError( errorMessage( caught ) );
				setStatus( 'error' );
			}
		}
	}, [ accept ] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	const schema = answer?.schema ?? [];
	const changes = {
		...changedSettings( schema, stored, values ),
		...secretChanges( secretDrafts ),
	};
	const dirty = Object.keys( changes ).length > 0;

	const setValue = useCallback( ( key: string, value: unknown ) => {
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );
		setInvalid( ( current ) => ( current?.key === key ? null : current ) );
	}, [] );

	const setSecretDraft = useCallback(
		( key: string, draft: SecretDraft | null ) => {
			setSecretDrafts( ( current ) => {
				const next = { ...current };
				if ( draft ) {
					next[ key ] = draft;
				} else {
					delete next[ key ];
				}
				return next;
			} );
			setInvalid( ( current ) =>
				current?.key === key ? null : current
			);
		},
		[]
	);

	/** Says which provider addresses moved, and that their keys are gone. */
	const announceMoved = useCallback(
		( next: SettingsAnswer ) => {
			for ( const key of next.movedEndpoints ?? [] ) {
				const label =
					next.schema.find( ( setting ) => setting.key === key )
						?.label ?? key;
				notify( {
					title: sprintf(
						/* translators: %s: the setting's name, e.g. AI provider address. */
						__( '“%s” points at another host', 'uipress' ),
						label
					),
					message: __(
						'The keys entered for the old address were removed, so they are never sent to the new one; a key saved along with the new address is kept.',
						'uipress'
					),
					status: 'warning',
				} );
			}
		},
		[ notify ]
	);

	const refuse = useCallback(
		( caught: unknown ) => {
			setInvalid( invalidOf( caught ) );
			notify( {
				title: __( 'Settings not saved', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} );
		},
		[ notify ]
	);

	const save = async () => {
		if ( ! dirty || saving ) {
			return false;
		}
		setSaving( true );
		try {
			const next = await saveSettings( changes );
			accept( next, Object.keys( changes ) );
			notify( {
				title: __( 'Settings saved', 'uipress' ),
				status: 'success',
			} );
			announceMoved( next );
			return true;
		} catch ( caught ) {
			refuse( caught );
			return false;
		} finally {
			setSaving( false );
		}
	};

	const reset = async ( group: string ) => {
		setSaving( true );
		try {
			const next = await resetGroup( group );
			const keys = next.schema
				.filter( ( setting ) => setting.group === group )
				.map( ( setting ) => setting.key );
			accept( next, keys );
			notify( {
				title: sprintf(
					/* translators: %s: the group's name, e.g. White label. */
					__( '“%s” settings reset to their defaults', 'uipress' ),
					next.groups[ group ] ?? group
				),
				status: 'success',
			} );
			announceMoved( next );
			return true;
		} catch ( caught ) {
			notify( {
				title: __( 'Settings not reset', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} );
			return false;
		} finally {
			setSaving( false );
		}
	};

	const importSettings = async ( settings: SettingValues ) => {
		setSaving( true );
		try {
			const next = await importSettingsFile( settings );
			accept( next, next.imported );
			const summary = importSummary( next );
			notify( {
				title: summary.title,
				message: summary.message || undefined,
				status: summary.status,
			} );
			announceMoved( next );
			return true;
		} catch ( caught ) {
			notify( {
				title: __( 'Settings not imported', 'uipress' ),
				message: errorMessage( caught ),
				status: 'error',
			} );
			return false;
		} finally {
			setSaving( false );
		}
	};

	return {
		status,
		loadError,
		answer,
		values,
		secretDrafts,
		changes,
		dirty,
		saving,
		invalid,
		reload,
		setValue,
		setSecretDraft,
		save,
		reset,
		importSettings,
	};
}
