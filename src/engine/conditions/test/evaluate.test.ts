/**
 * Internal dependencies
 */
import { evaluateConditions } from '../evaluate';
import { context, entry } from './fixtures';

describe( 'evaluateConditions', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => warn.mockRestore() );

	it( 'shows the block when there is no set or no entry', () => {
		expect( evaluateConditions( undefined, context() ) ).toBe( true );
		expect(
			evaluateConditions( { relation: 'and', conditions: [] }, context() )
		).toBe( true );
	} );

	it( 'ignores entries with an empty value (spec)', () => {
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [
						entry( 'userlogin', 'is', '' ),
						entry( 'userid', 'is', '   ' ),
					],
				},
				context()
			)
		).toBe( true );
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [
						entry( 'userlogin', 'is', '' ),
						entry( 'userid', 'is', '8' ),
					],
				},
				context()
			)
		).toBe( false );
	} );

	it( 'relation and needs every entry', () => {
		const conditions = [
			entry( 'userlogin', 'is', 'jane' ),
			entry( 'userid', 'is', '8' ),
		];
		expect(
			evaluateConditions( { relation: 'and', conditions }, context() )
		).toBe( false );
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [
						entry( 'userlogin', 'is', 'jane' ),
						entry( 'userid', 'is', '7' ),
					],
				},
				context()
			)
		).toBe( true );
	} );

	it( 'relation or needs one entry', () => {
		expect(
			evaluateConditions(
				{
					relation: 'or',
					conditions: [
						entry( 'userlogin', 'is', 'bob' ),
						entry( 'userid', 'is', '7' ),
					],
				},
				context()
			)
		).toBe( true );
		expect(
			evaluateConditions(
				{
					relation: 'or',
					conditions: [
						entry( 'userlogin', 'is', 'bob' ),
						entry( 'userid', 'is', '8' ),
					],
				},
				context()
			)
		).toBe( false );
	} );

	it( 'an unknown type is not met and is named in a warning', () => {
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [ entry( 'moonPhase', 'is', 'full' ) ],
				},
				context()
			)
		).toBe( false );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( '"moonPhase"' )
		);
	} );

	it( 'an unknown type does not stop an or-set from passing', () => {
		expect(
			evaluateConditions(
				{
					relation: 'or',
					conditions: [
						entry( 'moonPhase', 'is', 'full' ),
						entry( 'userid', 'is', '7' ),
					],
				},
				context()
			)
		).toBe( true );
	} );

	it( 'uses the types it is given instead of reading the filter', () => {
		const types = [
			{
				name: 'userid',
				label: 'User ID',
				valueType: 'number' as const,
				operators: [ 'is' as const ],
				getValue: () => 99,
			},
		];
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [ entry( 'userid', 'is', '99' ) ],
				},
				context(),
				types
			)
		).toBe( true );
	} );

	it( 'a type whose getValue throws is not met and warns', () => {
		const types = [
			{
				name: 'broken',
				label: 'Broken',
				valueType: 'text' as const,
				operators: [ 'is' as const ],
				getValue: (): string => {
					throw new Error( 'boom' );
				},
			},
		];
		expect(
			evaluateConditions(
				{
					relation: 'and',
					conditions: [ entry( 'broken', 'is', 'x' ) ],
				},
				context(),
				types
			)
		).toBe( false );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( '"broken"' ),
			expect.any( Error )
		);
	} );
} );
