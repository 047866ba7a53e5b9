/**
 * Internal dependencies
 */
import { readOAuthResult, withoutOAuthResult } from '../oauth-result';
import { showsAnalyticsSetting } from '../analytics-group';
import type { SettingSchema } from '../../api';

describe( 'readOAuthResult', () => {
	it( 'is null when the callback did not open the screen', () => {
		expect( readOAuthResult( '?page=uip-settings' ) ).toBeNull();
	} );

	it( 'says connected', () => {
		expect(
			readOAuthResult( '?page=uip-settings&uipress-analytics=connected' )
		).toEqual( {
			status: 'success',
			message: 'Google Analytics is connected.',
		} );
	} );

	it( 'explains each reason, with Google’s text for a refused exchange', () => {
		expect(
			readOAuthResult( '?uipress-analytics=error&reason=denied' )?.message
		).toBe( 'Google Analytics was not connected: access was not allowed.' );
		expect(
			readOAuthResult( '?uipress-analytics=error&reason=state' )?.message
		).toContain( 'the sign-in expired' );
		expect(
			readOAuthResult(
				'?uipress-analytics=error&reason=exchange&detail=Google%20answered%3A%20invalid_grant'
			)
		).toEqual( {
			status: 'error',
			message:
				'Google Analytics could not be connected. Google answered: invalid_grant',
		} );
	} );

	it( 'leaves the rest of the address when it drops the result', () => {
		expect(
			withoutOAuthResult(
				'https://site.test/wp-admin/admin.php?page=uip-settings&group=analytics&uipress-analytics=error&reason=exchange&detail=x'
			)
		).toBe(
			'https://site.test/wp-admin/admin.php?page=uip-settings&group=analytics'
		);
	} );
} );

describe( 'showsAnalyticsSetting', () => {
	const setting = ( key: string ): SettingSchema => ( {
		key,
		group: 'analytics',
		kind: 'text',
		default: '',
		label: key,
	} );

	it( 'shows the OAuth client with Google sign-in and the key with a service account', () => {
		const oauth = { googleAuthMode: 'oauth' };
		const account = { googleAuthMode: 'serviceAccount' };
		for ( const key of [ 'googleClientId', 'googleClientSecret' ] ) {
			expect( showsAnalyticsSetting( setting( key ), oauth ) ).toBe(
				true
			);
			expect( showsAnalyticsSetting( setting( key ), account ) ).toBe(
				false
			);
		}
		expect(
			showsAnalyticsSetting( setting( 'googleServiceAccountKey' ), oauth )
		).toBe( false );
		expect(
			showsAnalyticsSetting(
				setting( 'googleServiceAccountKey' ),
				account
			)
		).toBe( true );
		expect(
			showsAnalyticsSetting( setting( 'googlePropertyName' ), oauth )
		).toBe( false );
		expect( showsAnalyticsSetting( setting( 'matomoUrl' ), account ) ).toBe(
			true
		);
	} );
} );
