/**
 * Internal dependencies
 */
import { editorReducer, initialState, isDirty, type MenuDoc } from '../history';

const doc = ( title: string ): MenuDoc => ( {
	title,
	status: 'draft',
	audience: {
		forRoles: [],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
	},
	blockHidden: false,
	tree: [],
} );

const retitle = ( title: string ) => ( current: MenuDoc ) => ( {
	...current,
	title,
} );

describe( 'the menu editor history', () => {
	it( 'undoes and redoes edits, and knows when it is back to saved', () => {
		let state = initialState( doc( 'A' ) );
		state = editorReducer( state, {
			type: 'edit',
			change: retitle( 'B' ),
		} );
		state = editorReducer( state, {
			type: 'edit',
			change: retitle( 'C' ),
		} );
		expect( isDirty( state ) ).toBe( true );
		state = editorReducer( state, { type: 'undo' } );
		expect( state.doc.title ).toBe( 'B' );
		state = editorReducer( state, { type: 'undo' } );
		expect( state.doc.title ).toBe( 'A' );
		expect( isDirty( state ) ).toBe( false );
		state = editorReducer( state, { type: 'redo' } );
		expect( state.doc.title ).toBe( 'B' );
		// A new edit drops what could be redone.
		state = editorReducer( state, {
			type: 'edit',
			change: retitle( 'D' ),
		} );
		expect( state.future ).toEqual( [] );
	} );

	it( 'makes typing in one field one undo step', () => {
		let state = initialState( doc( '' ) );
		for ( const title of [ 'M', 'Me', 'Men', 'Menu' ] ) {
			state = editorReducer( state, {
				type: 'edit',
				change: retitle( title ),
				mergeKey: 'title',
			} );
		}
		expect( state.past ).toHaveLength( 1 );
		state = editorReducer( state, { type: 'undo' } );
		expect( state.doc.title ).toBe( '' );
	} );

	it( 'is clean after saving, and a change the server made keeps it clean', () => {
		let state = initialState( doc( 'A' ) );
		state = editorReducer( state, {
			type: 'edit',
			change: retitle( 'B' ),
		} );
		state = editorReducer( state, { type: 'saved', doc: state.doc } );
		expect( isDirty( state ) ).toBe( false );
		state = editorReducer( state, {
			type: 'settle',
			change: ( current ) => ( { ...current, blockHidden: true } ),
		} );
		expect( state.doc.blockHidden ).toBe( true );
		expect( isDirty( state ) ).toBe( false );
	} );

	it( 'ignores an edit that changes nothing', () => {
		const state = initialState( doc( 'A' ) );
		expect(
			editorReducer( state, {
				type: 'edit',
				change: ( current ) => current,
			} )
		).toBe( state );
	} );
} );
