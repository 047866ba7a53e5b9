/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { evaluateConditions } from '../evaluate';
import { conditionTypes } from '../registry';
import type { ConditionTypeDefinition } from '../types';
import { context, entry } from './fixtures';

/** The example of docs/HOOKS.md, `uipress.conditions`. */
describe( 'docs/HOOKS.md: uipress.conditions example', () => {
	beforeEach( () => {
		addFilter(
			'uipress.conditions',
			'uipress/test',
			( types: ConditionTypeDefinition[] ): ConditionTypeDefinition[] => [
				...types,
				{
					name: 'screenWidth',
					label: 'Screen width',
					valueType: 'number',
					operators: [ 'is', 'greaterThan', 'lessThan' ],
					getValue: () => window.innerWidth,
				},
			]
		);
	} );
	afterEach( () => removeFilter( 'uipress.conditions', 'uipress/test' ) );

	it( 'offers the type and evaluates it against the window width', () => {
		expect(
			conditionTypes().find( ( type ) => type.name === 'screenWidth' )
		).toMatchObject( { label: 'Screen width', valueType: 'number' } );
		window.innerWidth = 1280;
		const wide = {
			relation: 'and' as const,
			conditions: [ entry( 'screenWidth', 'greaterThan', '1024' ) ],
		};
		expect( evaluateConditions( wide, context() ) ).toBe( true );
		window.innerWidth = 800;
		expect( evaluateConditions( wide, context() ) ).toBe( false );
	} );
} );
