/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { dynamicCatalogue } from '../catalogue';
import { resolveDynamicInput } from '../resolve';
import type { DynamicCatalogue } from '../types';
import { engineConfig } from '../../conditions/test/fixtures';

/** The example of docs/HOOKS.md, `uipress.dynamicData`. */
describe( 'docs/HOOKS.md: uipress.dynamicData example', () => {
	beforeEach( () => {
		addFilter(
			'uipress.dynamicData',
			'uipress/test',
			( catalogue: DynamicCatalogue ): DynamicCatalogue => ( {
				...catalogue,
				siteHost: {
					label: 'Site host',
					value: window.location.hostname,
					group: 'site',
				},
			} )
		);
	} );
	afterEach( () => removeFilter( 'uipress.dynamicData', 'uipress/test' ) );

	it( 'adds the value, which dynamic inputs can show', () => {
		const catalogue = dynamicCatalogue( engineConfig(), new Date() );
		expect( catalogue.siteHost ).toEqual( {
			label: 'Site host',
			value: 'localhost',
			group: 'site',
		} );
		expect(
			resolveDynamicInput(
				{
					string: 'You are on',
					dynamic: true,
					dynamicKey: 'siteHost',
					dynamicPos: 'right',
				},
				catalogue
			)
		).toBe( 'You are on localhost' );
	} );
} );
