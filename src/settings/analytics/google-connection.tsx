/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import type { SettingsEditor } from '../use-settings';
import {
	ANALYTICS_KEYS,
	disconnectGoogle,
	fetchConnection,
	startGoogleSignIn,
	type ConnectionState,
} from './api';
import PropertyPicker from './property-picker';

interface GoogleConnectionProps {
	editor: SettingsEditor;
	/** Sends the browser to the consent page (a test may replace it). */
	navigate?: ( url: string ) => void;
}

/**
 * Opens a URL in the whole window, out of any UiPress frame: Google's
 * consent page refuses to be framed.
 *
 * @param url The URL.
 */
function navigateTop( url: string ) {
	try {
		( window.top ?? window ).location.href = url;
	} catch {
		window.location.href = url;
	}
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The Google part of the Analytics group: whether the site is connected,
 * the redirect URI for the OAuth client, "Sign in with Google" and
 * "Disconnect", the service account's email, and the property picker.
 * Reads the saved state (GET analytics/connection) again after every save.
 *
 * @param props          Component props.
 * @param props.editor   The settings screen's state.
 * @param props.navigate Sends the browser to the consent page.
 */
export default function GoogleConnection( {
	editor,
	navigate = navigateTop,
}: GoogleConnectionProps ) {
	const [ state, setState ] = useState< ConnectionState | null >( null );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ copied, setCopied ] = useState( false );
	const { answer } = editor;

	useEffect( () => {
		let current = true;
		fetchConnection().then(
			( next ) => current && setState( next ),
			( caught ) => current && setError( errorMessage( caught ) )
		);
		return () => {
			current = false;
		};
	}, [ answer ] );

	if ( ! state ) {
		return error ? (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		) : null;
	}

	const google = state.google;
	const mode =
		text( editor.values[ ANALYTICS_KEYS.mode ] ) === 'serviceAccount'
			? 'serviceAccount'
			: 'oauth';
	// The saved mode decides the connection; an unsaved change waits for Save.
	const savedMode = google.mode === mode;
	const connected = google.connected && savedMode;
	const canSignIn =
		mode === 'oauth' && google.clientIdSet && google.secretSet;

	const run = async ( action: () => Promise< void > ) => {
		setBusy( true );
		setError( '' );
		try {
			await action();
		} catch ( caught ) {
			setError( errorMessage( caught ) );
		}
		setBusy( false );
	};

	return (
		<div className="uip-analytics-connection">
			<h3 className="uip-analytics-connection__title">
				{ __( 'Google Analytics connection', 'uipress' ) }
			</h3>
			{ mode === 'oauth' && (
				<div className="uip-analytics-connection__redirect">
					<p className="uip-settings__help">
						{ __(
							'Add this address to the OAuth client’s “Authorised redirect URIs” in Google Cloud:',
							'uipress'
						) }
					</p>
					<code>{ google.redirectUri }</code>
					<Button
						variant="tertiary"
						size="compact"
						onClick={ () =>
							window.navigator.clipboard
								?.writeText( google.redirectUri )
								.then( () => setCopied( true ) )
						}
					>
						{ copied
							? __( 'Copied', 'uipress' )
							: __( 'Copy', 'uipress' ) }
					</Button>
				</div>
			) }
			{ mode === 'serviceAccount' && google.serviceAccountEmail && (
				<p className="uip-settings__help">
					{ __(
						'Share the property with this service account (Viewer) in Google Analytics, Admin, Property access management:',
						'uipress'
					) }{ ' ' }
					<code>{ google.serviceAccountEmail }</code>
				</p>
			) }
			<p className="uip-analytics-connection__status" role="status">
				{ __( 'Status:', 'uipress' ) }{ ' ' }
				<strong>
					{ connected
						? __( 'Connected', 'uipress' )
						: __( 'Not connected', 'uipress' ) }
				</strong>
			</p>
			{ mode === 'oauth' && (
				<div className="uip-analytics-connection__actions">
					<Button
						variant={ connected ? 'secondary' : 'primary' }
						disabled={ ! canSignIn || editor.dirty || busy }
						accessibleWhenDisabled
						onClick={ () =>
							run( async () =>
								navigate( await startGoogleSignIn() )
							)
						}
					>
						{ connected
							? __( 'Sign in with Google again', 'uipress' )
							: __( 'Sign in with Google', 'uipress' ) }
					</Button>
					{ google.connected && (
						<Button
							variant="tertiary"
							isDestructive
							disabled={ busy }
							accessibleWhenDisabled
							onClick={ () =>
								run( async () =>
									setState( await disconnectGoogle() )
								)
							}
						>
							{ __( 'Disconnect', 'uipress' ) }
						</Button>
					) }
				</div>
			) }
			{ ! savedMode && (
				<p className="uip-settings__help">
					{ __(
						'Save the settings to connect this way.',
						'uipress'
					) }
				</p>
			) }
			{ savedMode &&
				mode === 'oauth' &&
				( ! canSignIn || editor.dirty ) && (
					<p className="uip-settings__help">
						{ canSignIn
							? __(
									'Save your changes before signing in.',
									'uipress'
								)
							: __(
									'Save the OAuth client ID and client secret first.',
									'uipress'
								) }
					</p>
				) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ connected && (
				<PropertyPicker
					id="uip-setting-googlePropertyId"
					value={ text( editor.values[ ANALYTICS_KEYS.propertyId ] ) }
					valueName={ text(
						editor.values[ ANALYTICS_KEYS.propertyName ]
					) }
					onChange={ ( id, name ) => {
						editor.setValue( ANALYTICS_KEYS.propertyId, id );
						editor.setValue( ANALYTICS_KEYS.propertyName, name );
					} }
				/>
			) }
		</div>
	);
}
