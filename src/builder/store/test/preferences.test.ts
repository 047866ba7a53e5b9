/**
 * Internal dependencies
 */
import { DEFAULT_PREFERENCES, PREFERENCES_SCOPE, parseZoom } from '..';
import { freshBuilderRegistry } from './registry';

/**
 * A persistence layer that keeps what it is given, as WordPress's does.
 * @param initial
 */
function memoryLayer( initial: Record< string, unknown > = {} ) {
	const saved: object[] = [];
	return {
		saved,
		layer: {
			get: (): Promise< object > => Promise.resolve( initial ),
			set: ( data: object ) => {
				saved.push( data );
			},
		},
	};
}

describe( 'uipress/builder: view preferences', () => {
	it( 'opens full screen at the fitted zoom for a user who chose nothing', () => {
		const store = freshBuilderRegistry();
		expect( store.select().isFullScreen() ).toBe( true );
		expect( store.select().getZoom() ).toBe( 'fit' );
		expect( DEFAULT_PREFERENCES ).toEqual( {
			fullScreen: true,
			zoom: 'fit',
		} );
	} );

	it( 'saves full screen turned off and the zoom as the user’s preferences', async () => {
		const store = freshBuilderRegistry();
		const memory = memoryLayer();
		await store.setPreferencesPersistence( memory.layer );
		store.dispatch().setFullScreen( false );
		store.dispatch().setZoom( 75 );
		expect( store.select().isFullScreen() ).toBe( false );
		expect( store.select().getZoom() ).toBe( 75 );
		expect( memory.saved.at( -1 ) ).toEqual( {
			[ PREFERENCES_SCOPE ]: { fullScreen: false, zoom: 75 },
		} );
	} );

	it( 'reads what the user chose before', async () => {
		const store = freshBuilderRegistry();
		await store.setPreferencesPersistence(
			memoryLayer( {
				[ PREFERENCES_SCOPE ]: { fullScreen: false, zoom: 100 },
			} ).layer
		);
		expect( store.select().isFullScreen() ).toBe( false );
		expect( store.select().getZoom() ).toBe( 100 );
	} );

	it( 'falls back to the defaults for values it does not know', async () => {
		const store = freshBuilderRegistry();
		await store.setPreferencesPersistence(
			memoryLayer( {
				[ PREFERENCES_SCOPE ]: { fullScreen: 'yes', zoom: 33 },
			} ).layer
		);
		expect( store.select().isFullScreen() ).toBe( true );
		expect( store.select().getZoom() ).toBe( 'fit' );
		expect( parseZoom( '100' ) ).toBe( 'fit' );
		expect( parseZoom( 50 ) ).toBe( 50 );
	} );

	it( 'keeps the measured fit scale when another template opens', () => {
		const store = freshBuilderRegistry();
		store.dispatch().setFitScale( 0.5 );
		store.dispatch().closeTemplate();
		expect( store.select().getFitScale() ).toBe( 0.5 );
	} );
} );
