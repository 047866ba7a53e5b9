/**
 * An administrator opens each UiPress screen: WordPress serves it, the React
 * app mounts over the server's placeholder with the configuration the server
 * printed, and neither the browser nor PHP reports a problem.
 */
import { expect, phpLogMessage, test } from '../fixtures';
import { watchNetwork } from '../utils/network';
import { ADMIN, BASE_URL, SCREENS, screenPath } from '../utils/site';

for ( const screen of SCREENS ) {
	test.describe( `${ screen.title } screen`, () => {
		test( 'mounts its React app for an administrator, without errors', async ( {
			page,
			browserErrors,
			offsiteRequests,
			phpDebugLog,
		}, testInfo ) => {
			const network = watchNetwork( page );
			phpDebugLog.mark();
			const response = await page.goto( screenPath( screen ) );
			expect( response?.status() ).toBe( 200 );
			await expect( page ).toHaveTitle(
				new RegExp( `^${ screen.title } ‹ ` )
			);

			const root = page.locator( `#${ screen.slug }-root` );
			// What React renders, not the server's placeholder (which uses
			// .uip-screen__* classes and a generic "Loading…").
			await expect(
				root.getByRole( 'heading', { level: 1, name: screen.title } )
			).toHaveClass( /\buip-screen-shell__title\b/ );
			// The screen's app mounted and reached its ready state.
			await expect(
				root
					.getByRole( screen.ready.role )
					.filter( { hasText: screen.ready.text } )
			).toBeVisible();
			await expect( root.locator( '.uip-screen__title' ) ).toHaveCount(
				0
			);
			await expect( root.locator( '.uip-screen__loading' ) ).toHaveCount(
				0
			);

			const config = await page.evaluate(
				() =>
					( window as unknown as { uipressConfig?: unknown } )
						.uipressConfig
			);
			expect( config ).toMatchObject( {
				appState: {
					loading: expect.any( Boolean ),
					adminUrl: `${ BASE_URL }/wp-admin/`,
					menu_minimised: false,
				},
				currentUser: {
					id: 1,
					login: ADMIN.username,
					email: ADMIN.email,
					displayName: expect.any( String ),
					roles: [ 'administrator' ],
				},
				version: expect.stringMatching( /^\d+\.\d+\.\d+/ ),
			} );
			// Only what a script reads: no ajax or REST nonce of its own.
			expect( config ).not.toHaveProperty( 'globalConfig' );
			expect(
				Object.keys( ( config as { appState: object } ).appState )
			).toEqual( [ 'loading', 'adminUrl', 'menu_minimised' ] );

			// Let the app finish whatever requests it starts, then check that
			// nothing went wrong on either side.
			await expect
				.poll( network.quietFor, {
					message: 'the page kept sending requests',
				} )
				.toBeGreaterThanOrEqual( 500 );
			await testInfo.attach( `${ screen.slug }.png`, {
				body: await page.screenshot( { fullPage: true } ),
				contentType: 'image/png',
			} );
			expect(
				browserErrors,
				'console errors or uncaught exceptions on the page'
			).toEqual( [] );
			// WordPress' own admin bar shows a Gravatar; UiPress itself loads
			// nothing from other sites.
			expect(
				offsiteRequests.filter(
					( url ) =>
						! new URL( url ).hostname.endsWith( 'gravatar.com' )
				),
				'requests to other sites'
			).toEqual( [] );
			const phpLines = phpDebugLog.newLines();
			expect( phpLines, phpLogMessage( phpLines ) ).toEqual( [] );
		} );
	} );
}
