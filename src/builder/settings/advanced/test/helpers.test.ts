/**
 * Internal dependencies
 */
import { builtInConditionTypes } from '../../../../engine/conditions';
import { DEFAULT_QUERY_SETTINGS } from '../../../../engine/types';
import {
	addCondition,
	conditionSetOf,
	isIgnored,
	removeCondition,
	withType,
} from '../conditions/condition-set';
import { actionGroups } from '../interactions/action-choices';
import { blockTargetChoices } from '../interactions/block-targets';
import { validationMessage } from '../interactions/validation-message';
import {
	perPageOf,
	toggleStatus,
	typeChanges,
	withQueryEnabled,
} from '../query/query-changes';
import { testBlock, testDefinition } from './harness';

const types = builtInConditionTypes();
const typeNamed = ( name: string ) => {
	const found = types.find( ( type ) => type.name === name );
	if ( ! found ) {
		throw new Error( name );
	}
	return found;
};

describe( 'condition set edits', () => {
	it( 'reads a missing or malformed set as an empty "and" set', () => {
		expect( conditionSetOf( undefined ) ).toEqual( {
			relation: 'and',
			conditions: [],
		} );
		expect(
			conditionSetOf( { relation: 'xor', conditions: 'x' } )
		).toEqual( { relation: 'and', conditions: [] } );
	} );

	it( 'adds and removes conditions; none left is no set', () => {
		const set = addCondition( conditionSetOf( undefined ), types );
		expect( set.conditions ).toEqual( [
			{ type: 'weekday', operator: 'is', value: '' },
		] );
		expect( removeCondition( set, 0 ) ).toBeUndefined();
	} );

	it( 'keeps operator and value only where the new type allows', () => {
		const text = {
			type: 'userlogin',
			operator: 'contains',
			value: 'a',
		} as const;
		expect(
			withType( text, typeNamed( 'userlogin' ), typeNamed( 'siteTitle' ) )
		).toEqual( { type: 'siteTitle', operator: 'contains', value: 'a' } );
		expect(
			withType( text, typeNamed( 'userlogin' ), typeNamed( 'darkMode' ) )
		).toEqual( { type: 'darkMode', operator: 'is', value: '' } );
	} );

	it( 'treats blank values as ignored', () => {
		expect(
			isIgnored( { type: 'date', operator: 'is', value: '  ' } )
		).toBe( true );
		expect(
			isIgnored( { type: 'date', operator: 'is', value: '2024-01-01' } )
		).toBe( false );
	} );
} );

describe( 'interaction helpers', () => {
	it( 'flattens the tree into labelled block targets', () => {
		const tree = [
			testBlock( {
				uid: 'p',
				name: 'Panel',
				moduleName: 'uip-container',
				content: [ testBlock( { uid: 'h', name: 'Title' } ) ],
			} ),
			testBlock( { uid: 'self', name: 'Me' } ),
		];
		expect( blockTargetChoices( tree, 'self' ) ).toEqual( [
			{
				uid: 'p',
				moduleName: 'uip-container',
				label: 'Panel (uip-container)',
			},
			{
				uid: 'h',
				moduleName: 'uip-heading',
				label: '– Title (uip-heading)',
			},
		] );
	} );

	it( 'adds the target block’s actions and keeps an unknown stored action', () => {
		const groups = actionGroups(
			testDefinition( {
				name: 'Dropdown',
				actions: [
					{ name: 'openDropdown', label: 'Open dropdown' },
					{ name: 'hideElement', label: 'Duplicate of a built-in' },
				],
			} ),
			[ 'openModal' ],
			'closeDrawer'
		);
		expect( groups.map( ( group ) => group.label ) ).toEqual( [
			'Element',
			'Interface',
			'Dropdown actions',
			'Added by plugins',
			'Unavailable',
		] );
		expect( groups[ 2 ]?.choices ).toEqual( [
			{ value: 'openDropdown', label: 'Open dropdown' },
		] );
		expect( groups[ 4 ]?.choices ).toEqual( [
			{ value: 'closeDrawer', label: 'closeDrawer (unavailable)' },
		] );
	} );

	it( 'words every validation failure', () => {
		const base = {
			id: 'x',
			type: 'click' as const,
			target: 'self' as const,
			blockTarget: '',
			selector: '',
			action: 'toggleAttribute',
			key: 'hidden',
			keyvalue: '',
			javascript: '',
		};
		expect( validationMessage( { ...base, action: '' } ) ).toBe(
			'Choose an action.'
		);
		expect( validationMessage( base ) ).toBe(
			'This action needs an attribute value.'
		);
		expect(
			validationMessage( { ...base, action: 'removeAttribute', key: '' } )
		).toBe( 'This action needs an attribute name.' );
		expect(
			validationMessage( { ...base, action: 'removeAttribute' } )
		).toBeUndefined();
		expect(
			validationMessage( {
				...base,
				action: 'addAttribute',
				key: 'href',
				keyvalue: 'javascript:alert(1)',
			} )
		).toBe(
			'This interaction cannot run: a script URL in "href" is not allowed.'
		);
		expect( validationMessage( { ...base, action: 'javascript' } ) ).toBe(
			'Add the JavaScript to run.'
		);
		expect(
			validationMessage( {
				...base,
				action: 'hideElement',
				target: 'block',
			} )
		).toBe( 'Choose the block to act on.' );
		expect(
			validationMessage( {
				...base,
				action: 'toggleHelpOptions',
				target: 'selector',
			} )
		).toBeUndefined();
	} );
} );

describe( 'query helpers', () => {
	it( 'enables with every default over what is stored', () => {
		expect( withQueryEnabled( testBlock(), true ) ).toEqual( {
			query: { enabled: true, settings: DEFAULT_QUERY_SETTINGS },
		} );
	} );

	it( 'resets the order when the new type lacks it', () => {
		expect( typeChanges( DEFAULT_QUERY_SETTINGS, 'users' ) ).toEqual( {
			type: 'users',
			orderBy: 'registered',
		} );
		expect(
			typeChanges( { ...DEFAULT_QUERY_SETTINGS, orderBy: 'ID' }, 'users' )
		).toEqual( { type: 'users' } );
	} );

	it( 'reads results per page as whole numbers from 1 to 100', () => {
		expect( perPageOf( '12.6' ) ).toBe( 13 );
		expect( perPageOf( '-3' ) ).toBe( 1 );
		expect( perPageOf( 1000 ) ).toBe( 100 );
		expect( perPageOf( 'abc' ) ).toBeUndefined();
		expect( perPageOf( undefined ) ).toBeUndefined();
	} );

	it( 'keeps statuses in list order, unknown ones last', () => {
		expect(
			toggleStatus( [ 'inherit', 'draft' ], 'publish', true )
		).toEqual( [ 'publish', 'draft', 'inherit' ] );
		expect(
			toggleStatus( [ 'publish', 'draft' ], 'publish', false )
		).toEqual( [ 'draft' ] );
	} );
} );
