/**
 * Internal dependencies
 */
import {
	inTab,
	listed,
	moveTodo,
	neighbourInTab,
	oneLine,
	parseStoredTodos,
	toStored,
} from '../items';
import { todo } from './fake-server';

describe( 'to-do items', () => {
	it( 'reads the stored list, and what older versions stored', () => {
		expect( parseStoredTodos( null ) ).toEqual( [] );
		expect(
			parseStoredTodos( [ todo( 'A', true, 'Why' ), todo( 'B' ) ] )
		).toEqual( [ todo( 'A', true, 'Why' ), todo( 'B' ) ] );
		// JSON text, an object keyed by position, done as a word.
		expect(
			parseStoredTodos(
				JSON.stringify( [ { name: 'A', done: 'uiptrue' } ] )
			)
		).toEqual( [ todo( 'A', true ) ] );
		expect(
			parseStoredTodos( {
				0: { name: 'A', description: 'x', done: 'uipfalse' },
				1: { name: 2, done: 'true' },
			} )
		).toEqual( [ todo( 'A', false, 'x' ), todo( '2', true ) ] );
		// Entries that are not to-dos are skipped.
		expect(
			parseStoredTodos( [ 'text', null, { done: true }, { name: 'Ok' } ] )
		).toEqual( [ todo( 'Ok' ) ] );
		expect( parseStoredTodos( '{not json' ) ).toEqual( [] );
		expect( parseStoredTodos( 42 ) ).toEqual( [] );
	} );

	it( 'stores the spec’s fields only', () => {
		expect( toStored( [ listed( todo( 'A', true, 'd' ) ) ] ) ).toEqual( [
			{ name: 'A', description: 'd', done: true },
		] );
	} );

	it( 'filters by tab', () => {
		expect( inTab( todo( 'A' ), 'all' ) ).toBe( true );
		expect( inTab( todo( 'A' ), 'todo' ) ).toBe( true );
		expect( inTab( todo( 'A' ), 'completed' ) ).toBe( false );
		expect( inTab( todo( 'A', true ), 'todo' ) ).toBe( false );
		expect( inTab( todo( 'A', true ), 'completed' ) ).toBe( true );
	} );

	it( 'moves a to-do to where another is', () => {
		const [ a, b, c ] = [ 'A', 'B', 'C' ].map( ( name ) =>
			listed( todo( name, name === 'B' ) )
		);
		const items = [ a!, b!, c! ];
		const names = ( list: typeof items ) =>
			list.map( ( item ) => item.name );
		expect( names( moveTodo( items, a!.id, c!.id ) ) ).toEqual( [
			'B',
			'C',
			'A',
		] );
		expect( names( moveTodo( items, c!.id, a!.id ) ) ).toEqual( [
			'C',
			'A',
			'B',
		] );
		expect( names( moveTodo( items, 'nope', a!.id ) ) ).toEqual( [
			'A',
			'B',
			'C',
		] );
		// Up and down among those a tab shows.
		expect( neighbourInTab( items, 'todo', c!.id, -1 ) ).toBe( a );
		expect( neighbourInTab( items, 'all', c!.id, -1 ) ).toBe( b );
		expect( neighbourInTab( items, 'all', c!.id, 1 ) ).toBeUndefined();
		expect( neighbourInTab( items, 'todo', b!.id, 1 ) ).toBeUndefined();
	} );

	it( 'keeps names on one line', () => {
		expect( oneLine( 'a\nb\r\nc' ) ).toBe( 'a b c' );
	} );
} );
