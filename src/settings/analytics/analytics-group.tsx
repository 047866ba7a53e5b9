/**
 * The Analytics group of the settings screen: which of its settings show
 * for the chosen way of connecting, and the controls that replace some.
 */

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { SettingSchema } from '../api';
import SecretField from '../fields/secret-field';
import { fieldId } from '../setting-field';
import type { SettingsEditor } from '../use-settings';
import { ANALYTICS_KEYS } from './api';
import GoogleConnection from './google-connection';
import {
	readOAuthResult,
	withoutOAuthResult,
	type OAuthResult,
} from './oauth-result';
import './analytics.scss';

export const ANALYTICS_GROUP = 'analytics';

/**
 * Whether a setting of the Analytics group shows: the OAuth client's fields
 * with Google sign-in, the key with a service account; the property's name
 * never (the property picker sets it with the id).
 *
 * @param setting The setting.
 * @param values  The edited values.
 */
export function showsAnalyticsSetting(
	setting: SettingSchema,
	values: Record< string, unknown >
): boolean {
	const serviceAccount = values[ ANALYTICS_KEYS.mode ] === 'serviceAccount';
	switch ( setting.key ) {
		case ANALYTICS_KEYS.propertyName:
			return false;
		case ANALYTICS_KEYS.clientId:
		case ANALYTICS_KEYS.clientSecret:
			return ! serviceAccount;
		case ANALYTICS_KEYS.serviceAccountKey:
			return serviceAccount;
		default:
			return true;
	}
}

/**
 * The control of an Analytics setting when it is not the usual one: the
 * connection panel (with the property picker) in place of the property id,
 * a text area for the JSON key. Undefined for the others.
 *
 * @param setting The setting.
 * @param editor  The settings screen's state.
 */
export function renderAnalyticsField(
	setting: SettingSchema,
	editor: SettingsEditor
): ReactNode | undefined {
	if ( setting.key === ANALYTICS_KEYS.propertyId ) {
		return <GoogleConnection editor={ editor } />;
	}
	if ( setting.key === ANALYTICS_KEYS.serviceAccountKey ) {
		return (
			<SecretField
				id={ fieldId( setting.key ) }
				label={ setting.label }
				help={ setting.help }
				multiline
				isSet={ editor.answer?.secrets[ setting.key ] === true }
				draft={ editor.secretDrafts[ setting.key ] }
				onDraft={ ( draft ) =>
					editor.setSecretDraft( setting.key, draft )
				}
			/>
		);
	}
	return undefined;
}

/**
 * The notice after Google sent the administrator back (connected, or why
 * not). Read once from the address, which then loses it.
 */
export function OAuthResultNotice() {
	const [ result, setResult ] = useState< OAuthResult | null >( () =>
		readOAuthResult( window.location.search )
	);
	useEffect( () => {
		if ( readOAuthResult( window.location.search ) ) {
			window.history.replaceState(
				null,
				'',
				withoutOAuthResult( window.location.href )
			);
		}
	}, [] );
	if ( ! result ) {
		return null;
	}
	return (
		<Notice
			status={ result.status }
			className="uip-analytics-connection__result"
			onRemove={ () => setResult( null ) }
		>
			{ result.message }
		</Notice>
	);
}
