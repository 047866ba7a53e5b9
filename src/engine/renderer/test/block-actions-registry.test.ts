/**
 * Internal dependencies
 */
import { createBlockActionsRegistry } from '../block-actions-registry';

describe( 'createBlockActionsRegistry', () => {
	it( 'answers with the handlers registered for a uid until unregistered', () => {
		const registry = createBlockActionsRegistry();
		const open = jest.fn();
		const unregister = registry.register( 'a', () => ( { open } ) );

		expect( registry.get( 'a' ) ).toEqual( { open } );
		expect( registry.get( 'b' ) ).toBeUndefined();

		unregister();
		expect( registry.get( 'a' ) ).toBeUndefined();
	} );

	it( 'answers with the last registration of a repeated uid', () => {
		const registry = createBlockActionsRegistry();
		const first = { open: jest.fn() };
		const second = { open: jest.fn() };
		const unregisterFirst = registry.register( 'a', () => first );
		const unregisterSecond = registry.register( 'a', () => second );

		expect( registry.get( 'a' ) ).toBe( second );
		unregisterSecond();
		expect( registry.get( 'a' ) ).toBe( first );
		unregisterFirst();
		expect( registry.get( 'a' ) ).toBeUndefined();
	} );
} );
