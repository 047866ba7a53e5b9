/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { conditionTypes } from '../registry';
import { evaluateConditions } from '../evaluate';
import type { ConditionTypeDefinition } from '../types';
import { context, entry } from './fixtures';

describe( 'the uipress.conditions filter', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => {
		removeFilter( 'uipress.conditions', 'uipress/test' );
		warn.mockRestore();
	} );

	it( 'adds a condition type that conditions can then use', () => {
		addFilter(
			'uipress.conditions',
			'uipress/test',
			( types: ConditionTypeDefinition[] ): ConditionTypeDefinition[] => [
				...types,
				{
					name: 'userLoginLength',
					label: 'Login length',
					valueType: 'number',
					operators: [ 'is', 'greaterThan', 'lessThan' ],
					getValue: ( ctx ) => ctx.user.login.length,
				},
			]
		);
		const types = conditionTypes();
		expect( types ).toHaveLength( 17 );
		expect( types.map( ( type ) => type.name ) ).toContain(
			'userLoginLength'
		);
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [ entry( 'userLoginLength', 'is', '4' ) ],
				},
				context()
			)
		).toBe( true );
	} );

	it( 'replaces a built-in type of the same name', () => {
		addFilter(
			'uipress.conditions',
			'uipress/test',
			( types: ConditionTypeDefinition[] ) => [
				...types,
				{
					name: 'locale',
					label: 'Locale',
					valueType: 'text',
					operators: [ 'is' ],
					getValue: () => 'fr_FR',
				},
			]
		);
		expect( conditionTypes() ).toHaveLength( 16 );
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [ entry( 'locale', 'is', 'fr_fr' ) ],
				},
				context()
			)
		).toBe( true );
	} );

	it( 'drops malformed entries and fills defaults', () => {
		addFilter(
			'uipress.conditions',
			'uipress/test',
			( types: unknown[] ) => [
				...types,
				{ name: 'noGetter' },
				'nonsense',
				{ name: 'minimal', getValue: () => 'x' },
			]
		);
		const types = conditionTypes();
		expect( types.map( ( type ) => type.name ) ).not.toContain(
			'noGetter'
		);
		const minimal = types.find( ( type ) => type.name === 'minimal' );
		expect( minimal ).toMatchObject( {
			label: 'minimal',
			valueType: 'text',
			operators: [ 'is', 'isnot', 'contains' ],
		} );
		expect( warn ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'falls back to the built-in types when the filter returns no array', () => {
		addFilter( 'uipress.conditions', 'uipress/test', () => null );
		expect( conditionTypes() ).toHaveLength( 16 );
		expect( warn ).toHaveBeenCalled();
	} );
} );
