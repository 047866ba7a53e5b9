/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useImport } from '../use-import';
import { textFile as file } from './fixtures';

describe( 'useImport', () => {
	it( 'imports files one by one with progress, then a result per file', async () => {
		const seen: string[] = [];
		let release: () => void = () => undefined;
		const importText = jest.fn( async ( text: string ) => {
			seen.push( text );
			if ( text === 'bad' ) {
				throw new Error( 'This file is not valid JSON.' );
			}
			if ( text === 'slow' ) {
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
			}
			return 2;
		} );
		const reload = jest.fn();
		const { result } = renderHook( () => useImport( importText, reload ) );

		let running: Promise< void > = Promise.resolve();
		act( () => {
			running = result.current.importFiles( [
				file( 'a.json', 'good' ),
				file( 'b.json', 'slow' ),
				file( 'c.json', 'bad' ),
			] );
		} );
		await act( async () => {
			await Promise.resolve();
		} );
		// The first file is done, the second is under way.
		expect( result.current.progress ).toEqual( { done: 1, total: 3 } );
		expect( reload ).not.toHaveBeenCalled();

		await act( async () => {
			release();
			await running;
		} );
		expect( seen ).toEqual( [ 'good', 'slow', 'bad' ] );
		expect( reload ).toHaveBeenCalledTimes( 1 );
		expect( result.current.progress ).toBeNull();
		expect( result.current.results ).toEqual( [
			{ file: 'a.json', saved: 2, error: '' },
			{ file: 'b.json', saved: 2, error: '' },
			{ file: 'c.json', saved: 0, error: 'This file is not valid JSON.' },
		] );

		act( () => result.current.clearResults() );
		expect( result.current.results ).toEqual( [] );
	} );
} );
