/**
 * Internal dependencies
 */
import { compareValues } from '../compare';
import type { ConditionOperator } from '../../types';

describe( 'compareValues: the operator table', () => {
	describe( 'text', () => {
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', 'hello world', true ],
			[ 'is', '  HELLO World ', true ],
			[ 'is', 'hello', false ],
			[ 'isnot', 'hello', true ],
			[ 'isnot', 'Hello World', false ],
			[ 'contains', 'LO WO', true ],
			[ 'contains', 'bye', false ],
			[ 'greaterThan', 'a', false ],
		] )( '%s %p → %p', ( operator, expected, result ) => {
			expect(
				compareValues( 'Hello World', operator, expected, 'text' )
			).toBe( result );
		} );

		it( 'compares numerically when both sides are numbers', () => {
			expect( compareValues( '10', 'greaterThan', '9', 'text' ) ).toBe(
				true
			);
			expect( compareValues( '10', 'lessThan', '9', 'text' ) ).toBe(
				false
			);
		} );
	} );

	describe( 'lists (any entry)', () => {
		const roles = [ 'Editor', 'shop_manager' ];
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', 'editor', true ],
			[ 'is', 'administrator', false ],
			[ 'is', 'edit', false ],
			[ 'isnot', 'administrator', true ],
			[ 'isnot', 'SHOP_MANAGER', false ],
			[ 'contains', 'shop', true ],
			[ 'contains', 'editor', true ],
			[ 'contains', 'author', false ],
			[ 'greaterThan', 'a', false ],
			[ 'lessThanEqualTo', 'z', false ],
		] )( '%s %p → %p', ( operator, expected, result ) => {
			expect( compareValues( roles, operator, expected, 'text' ) ).toBe(
				result
			);
		} );

		it( 'an empty list is never equal and never contains', () => {
			expect( compareValues( [], 'is', 'editor', 'text' ) ).toBe( false );
			expect( compareValues( [], 'isnot', 'editor', 'text' ) ).toBe(
				true
			);
			expect( compareValues( [], 'contains', 'e', 'text' ) ).toBe(
				false
			);
		} );
	} );

	describe( 'numbers', () => {
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', '3', true ],
			[ 'is', '3.0', true ],
			[ 'is', '4', false ],
			[ 'isnot', '4', true ],
			[ 'isnot', '3', false ],
			[ 'contains', '3', true ],
			[ 'contains', '5', false ],
			[ 'greaterThan', '2', true ],
			[ 'greaterThan', '3', false ],
			[ 'greaterThanEqualTo', '3', true ],
			[ 'greaterThanEqualTo', '4', false ],
			[ 'lessThan', '4', true ],
			[ 'lessThan', '3', false ],
			[ 'lessThanEqualTo', '3', true ],
			[ 'lessThanEqualTo', '2', false ],
			[ 'greaterThan', '-1', true ],
		] )( '3 %s %p → %p', ( operator, expected, result ) => {
			expect( compareValues( 3, operator, expected, 'number' ) ).toBe(
				result
			);
		} );

		it( 'compares 10 and 9 as numbers, not text', () => {
			expect( compareValues( 10, 'greaterThan', '9', 'number' ) ).toBe(
				true
			);
		} );

		it( 'an unreadable expected value fails every operator', () => {
			for ( const operator of [
				'is',
				'isnot',
				'greaterThan',
				'lessThan',
			] as ConditionOperator[] ) {
				expect( compareValues( 3, operator, 'abc', 'number' ) ).toBe(
					false
				);
			}
		} );
	} );

	describe( 'dates (YYYY-MM-DD, chronological)', () => {
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', '2024-05-15', true ],
			[ 'is', '2024-5-15', true ],
			[ 'is', '2024-05-16', false ],
			[ 'isnot', '2024-05-16', true ],
			[ 'greaterThan', '2024-05-14', true ],
			[ 'greaterThan', '2023-12-31', true ],
			[ 'greaterThan', '2024-05-15', false ],
			[ 'greaterThanEqualTo', '2024-05-15', true ],
			[ 'lessThan', '2024-06-01', true ],
			[ 'lessThan', '2024-05-15', false ],
			[ 'lessThanEqualTo', '2024-05-15', true ],
			[ 'lessThanEqualTo', '2024-05-14', false ],
			[ 'contains', '-05-', true ],
			[ 'is', '15/05/2024', false ],
			[ 'isnot', '2024-13-01', false ],
		] )( '2024-05-15 %s %p → %p', ( operator, expected, result ) => {
			expect(
				compareValues( '2024-05-15', operator, expected, 'date' )
			).toBe( result );
		} );
	} );

	describe( 'times (HH:MM, chronological)', () => {
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', '14:30', true ],
			[ 'is', '14:31', false ],
			[ 'isnot', '9:00', true ],
			[ 'greaterThan', '9:00', true ],
			[ 'greaterThan', '14:30', false ],
			[ 'greaterThanEqualTo', '14:30', true ],
			[ 'lessThan', '17:00', true ],
			[ 'lessThan', '09:00', false ],
			[ 'lessThanEqualTo', '14:30:59', true ],
			[ 'greaterThan', '25:00', false ],
			[ 'lessThan', 'noon', false ],
		] )( '14:30 %s %p → %p', ( operator, expected, result ) => {
			expect( compareValues( '14:30', operator, expected, 'time' ) ).toBe(
				result
			);
		} );
	} );

	describe( 'weekdays (Monday first)', () => {
		it.each< [ ConditionOperator, string, boolean ] >( [
			[ 'is', 'wednesday', true ],
			[ 'is', 'Wed', true ],
			[ 'is', 'thursday', false ],
			[ 'isnot', 'friday', true ],
			[ 'greaterThan', 'monday', true ],
			[ 'greaterThan', 'wednesday', false ],
			[ 'greaterThanEqualTo', 'wednesday', true ],
			[ 'lessThan', 'sunday', true ],
			[ 'lessThan', 'tuesday', false ],
			[ 'lessThanEqualTo', 'wednesday', true ],
			[ 'lessThanEqualTo', 'mo', false ],
			[ 'contains', 'nes', true ],
		] )( 'wednesday %s %p → %p', ( operator, expected, result ) => {
			expect(
				compareValues( 'wednesday', operator, expected, 'weekday' )
			).toBe( result );
		} );
	} );

	describe( 'booleans (darkMode)', () => {
		it.each< [ boolean, ConditionOperator, string, boolean ] >( [
			[ true, 'is', 'true', true ],
			[ true, 'is', 'TRUE', true ],
			[ true, 'is', 'false', false ],
			[ false, 'is', 'false', true ],
			[ false, 'isnot', 'true', true ],
			[ true, 'isnot', 'true', false ],
			[ true, 'is', '1', true ],
			[ true, 'is', 'maybe', false ],
			[ true, 'isnot', 'maybe', false ],
			[ true, 'contains', 'true', false ],
			[ true, 'greaterThan', 'false', false ],
		] )( '%p %s %p → %p', ( current, operator, expected, result ) => {
			expect(
				compareValues( current, operator, expected, 'boolean' )
			).toBe( result );
		} );
	} );

	it( 'rejects a long near-number quickly (no catastrophic backtracking)', () => {
		expect(
			compareValues(
				3,
				'greaterThan',
				'1'.repeat( 50000 ) + 'x',
				'number'
			)
		).toBe( false );
	} );
} );
