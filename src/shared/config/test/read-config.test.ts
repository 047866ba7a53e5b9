/**
 * Internal dependencies
 */
import { ConfigError, parseConfig, readConfig } from '../read-config';
import { validConfig } from './fixtures';

describe( 'parseConfig', () => {
	it( 'returns a valid configuration unchanged', () => {
		expect( parseConfig( validConfig() ) ).toEqual( validConfig() );
	} );

	it( 'refuses a missing configuration with a clear message', () => {
		expect( () => parseConfig( undefined ) ).toThrow(
			new ConfigError( 'window.uipressConfig is missing' )
		);
	} );

	it.each( [
		[ 'appState', 'appState must be an object' ],
		[ 'currentUser', 'currentUser must be an object' ],
	] )( 'names the missing section %s', ( section, message ) => {
		const config: Record< string, unknown > = { ...validConfig() };
		delete config[ section ];
		expect( () => parseConfig( config ) ).toThrow( message );
	} );

	it( 'names the field of the wrong type', () => {
		const config = validConfig();
		const broken = {
			...config,
			appState: { ...config.appState, loading: 'yes' },
		};
		expect( () => parseConfig( broken ) ).toThrow(
			'appState.loading must be a boolean'
		);
	} );

	it( 'refuses a negative or fractional user id', () => {
		const config = validConfig();
		for ( const id of [ -1, 1.5, '1' ] ) {
			const broken = {
				...config,
				currentUser: { ...config.currentUser, id },
			};
			expect( () => parseConfig( broken ) ).toThrow(
				'currentUser.id must be a whole number'
			);
		}
	} );

	it( 'keeps only string roles', () => {
		const config = validConfig();
		const parsed = parseConfig( {
			...config,
			currentUser: {
				...config.currentUser,
				roles: [ 'editor', 7, null ],
			},
		} );
		expect( parsed.currentUser.roles ).toEqual( [ 'editor' ] );
	} );

	it( 'refuses arrays where objects are expected', () => {
		expect( () => parseConfig( [] ) ).toThrow(
			'uipressConfig must be an object'
		);
	} );
} );

describe( 'readConfig', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'reads window.uipressConfig', () => {
		window.uipressConfig = validConfig();
		expect( readConfig().appState.adminUrl ).toBe(
			'http://localhost:8888/wp-admin/'
		);
	} );
} );
