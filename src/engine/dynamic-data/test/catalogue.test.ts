/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { dynamicCatalogue } from '../catalogue';
import type { DynamicCatalogue } from '../types';
import { engineConfig } from '../../conditions/test/fixtures';

const NOW = new Date( 2024, 4, 15, 9, 0 );

function engine() {
	return {
		...engineConfig(),
		dynamicData: {
			username: { label: 'User name', value: 'Jane Doe', group: 'user' },
			date: { label: 'Server date', value: 'stale', group: 'date' },
		},
	};
}

describe( 'dynamicCatalogue', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => {
		removeFilter( 'uipress.dynamicData', 'uipress/test' );
		warn.mockRestore();
	} );

	it( 'holds the server values and the client values', () => {
		const catalogue = dynamicCatalogue( engine(), NOW );
		expect( catalogue.username ).toEqual( {
			label: 'User name',
			value: 'Jane Doe',
			group: 'user',
		} );
		expect( catalogue.greeting?.value ).toBe( 'Good morning' );
		expect( catalogue.year?.value ).toBe( 2024 );
	} );

	it( 'keeps the client’s current date over a server value of the same key', () => {
		expect( dynamicCatalogue( engine(), NOW ).date?.value ).toBe(
			'15 May 2024'
		);
	} );

	it( 'passes through uipress.dynamicData, which can add and change values', () => {
		addFilter(
			'uipress.dynamicData',
			'uipress/test',
			( catalogue: DynamicCatalogue ): DynamicCatalogue => ( {
				...catalogue,
				shopName: {
					label: 'Shop',
					value: 'Corner shop',
					group: 'shop',
				},
				greeting: { ...catalogue.greeting!, value: 'Hi' },
			} )
		);
		const catalogue = dynamicCatalogue( engine(), NOW );
		expect( catalogue.shopName?.value ).toBe( 'Corner shop' );
		expect( catalogue.greeting?.value ).toBe( 'Hi' );
	} );

	it( 'drops malformed entries from the filter', () => {
		addFilter(
			'uipress.dynamicData',
			'uipress/test',
			( catalogue: DynamicCatalogue ) => ( {
				...catalogue,
				broken: {
					label: 'Broken',
					value: { nested: true },
					group: 'x',
				},
				alsoBroken: 'text',
			} )
		);
		const catalogue = dynamicCatalogue( engine(), NOW );
		expect( catalogue ).not.toHaveProperty( 'broken' );
		expect( catalogue ).not.toHaveProperty( 'alsoBroken' );
		expect( catalogue ).toHaveProperty( 'username' );
		expect( warn ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'ignores a filter that returns no object', () => {
		addFilter( 'uipress.dynamicData', 'uipress/test', () => 'oops' );
		expect( dynamicCatalogue( engine(), NOW ) ).toHaveProperty(
			'username'
		);
		expect( warn ).toHaveBeenCalled();
	} );
} );
