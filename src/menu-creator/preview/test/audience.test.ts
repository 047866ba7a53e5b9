/**
 * Internal dependencies
 */
import {
	appliesTo,
	audienceChoices,
	currentChoice,
	type AudienceChoices,
} from '../audience';

const ROLES = [
	{ name: 'administrator', label: 'Administrator' },
	{ name: 'editor', label: 'Editor' },
	{ name: 'author', label: 'Author' },
];

const NOBODY = {
	forRoles: [],
	forUsers: [],
	excludesRoles: [],
	excludesUsers: [],
};

const values = ( choices: AudienceChoices ) => ( {
	applies: choices.applies.map( ( choice ) => choice.value ),
	otherRoles: choices.otherRoles.map( ( choice ) => choice.value ),
	self: choices.self.value,
} );

describe( 'the preview’s audience', () => {
	it( 'offers whom the menu applies to first, then the other roles, then the administrator', () => {
		const choices = audienceChoices(
			{ ...NOBODY, forRoles: [ 'editor' ], forUsers: [ 7 ] },
			ROLES,
			new Map( [ [ '7', 'Ed Itor' ] ] ),
			'Ada'
		);
		expect( values( choices ) ).toEqual( {
			applies: [ 'role:editor', 'user:7' ],
			otherRoles: [ 'role:administrator', 'role:author' ],
			self: 'self',
		} );
		expect(
			[ ...choices.applies, choices.self ].map(
				( choice ) => choice.label
			)
		).toEqual( [ 'Editor', 'Ed Itor', 'Ada (you)' ] );
	} );

	it( 'defaults to the first role or user the menu applies to', () => {
		const forEditors = audienceChoices(
			{ ...NOBODY, forRoles: [ 'editor', 'author' ] },
			ROLES,
			new Map(),
			'Ada'
		);
		expect( currentChoice( forEditors, null ).value ).toBe( 'role:editor' );
		const forOneUser = audienceChoices(
			{ ...NOBODY, forUsers: [ 12 ] },
			ROLES,
			new Map(),
			'Ada'
		);
		expect( currentChoice( forOneUser, null ) ).toMatchObject( {
			value: 'user:12',
			label: 'User #12',
		} );
		// A menu for nobody yet: as the administrator sees it.
		const forNobody = audienceChoices( NOBODY, ROLES, new Map(), 'Ada' );
		expect( currentChoice( forNobody, null ).value ).toBe( 'self' );
	} );

	it( 'keeps the administrator’s pick while it is offered', () => {
		const choices = audienceChoices(
			{ ...NOBODY, forRoles: [ 'editor' ] },
			ROLES,
			new Map(),
			'Ada'
		);
		expect( currentChoice( choices, 'role:author' ).value ).toBe(
			'role:author'
		);
		expect( currentChoice( choices, 'self' ).value ).toBe( 'self' );
		expect( currentChoice( choices, 'user:99' ).value ).toBe(
			'role:editor'
		);
	} );

	it( 'leaves out whom the menu excludes, and reads roles stored by display name', () => {
		expect(
			appliesTo(
				{
					forRoles: [ 'Editor', 'author', 'editor' ],
					forUsers: [ 3, 4 ],
					excludesRoles: [ 'Author' ],
					excludesUsers: [ 4 ],
				},
				ROLES
			)
		).toEqual( [
			{ type: 'role', name: 'editor' },
			{ type: 'user', id: 3 },
		] );
	} );
} );
