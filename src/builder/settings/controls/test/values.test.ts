/**
 * Internal dependencies
 */
import { groupDynamicValues } from '../dynamic-groups';
import {
	selectChoices,
	toDynamicInput,
	toImage,
	toKeyboardShortcut,
	toLinkSelect,
	toPickerItems,
	toStaticMenu,
	toStringList,
} from '../values';

describe( 'stored value readers', () => {
	it( 'read dynamic inputs and links from objects or plain text', () => {
		expect( toDynamicInput( 'Hi' ) ).toEqual( {
			string: 'Hi',
			dynamic: false,
			dynamicKey: '',
			dynamicPos: 'right',
		} );
		expect(
			toDynamicInput( {
				string: 'Hi',
				dynamic: 'true',
				dynamicKey: 'user_name',
				dynamicPos: 'left',
			} )
		).toEqual( {
			string: 'Hi',
			dynamic: true,
			dynamicKey: 'user_name',
			dynamicPos: 'left',
		} );
		expect( toLinkSelect( '/wp-admin/' ) ).toEqual( {
			value: '/wp-admin/',
			newTab: '',
		} );
		expect( toLinkSelect( { value: 'x', newTab: 'sideways' } ) ).toEqual( {
			value: 'x',
			newTab: '',
		} );
	} );

	it( 'read images from a chosen image, a URL, or nothing', () => {
		expect( toImage( '' ) ).toBeUndefined();
		expect( toImage( { id: 3 } ) ).toBeUndefined();
		expect( toImage( 'https://a.test/x.png' )?.source_url ).toBe(
			'https://a.test/x.png'
		);
		expect(
			toImage( { id: 3, source_url: 'u', alt: 'A', width: '9' } )
		).toEqual( {
			id: 3,
			caption: '',
			alt: 'A',
			width: 0,
			height: 0,
			source_url: 'u',
		} );
	} );

	it( 'read shortcuts, static menus, lists and choices', () => {
		expect(
			toKeyboardShortcut( {
				enabled: true,
				selectedKeys: [ 'Alt', 3, '', 'k' ],
			} )
		).toEqual( {
			enabled: true,
			display: false,
			selectedKeys: [ 'Alt', 'k' ],
		} );
		expect( toStaticMenu( { enabled: true, menuid: 12 } ) ).toEqual( {
			enabled: true,
			menuid: '12',
		} );
		expect( toStringList( 'post' ) ).toEqual( [ 'post' ] );
		expect( toStringList( [ 'post', 1, '' ] ) ).toEqual( [ 'post' ] );
		expect(
			toPickerItems( [ { name: 'editor' }, { label: 'x' }, 'admin' ] )
		).toEqual( [ { name: 'editor', label: 'editor', type: 'role' } ] );
		expect(
			selectChoices( {
				options: [ 'a', { value: 'b', label: 'Bee' }, { value: 'c' } ],
			} )
		).toEqual( [
			{ value: 'a', label: 'a' },
			{ value: 'b', label: 'Bee' },
			{ value: 'c', label: 'c' },
		] );
		expect( selectChoices( { options: 'nope' } ) ).toEqual( [] );
	} );

	it( 'groups dynamic values in catalogue order', () => {
		expect(
			groupDynamicValues( {
				user_name: { label: 'Name', value: 'Ada', group: 'user' },
				date: { label: 'Date', value: 'today', group: 'date' },
				user_id: { label: 'ID', value: 1, group: 'user' },
				shop: { label: 'Orders', value: 3, group: 'shop' },
			} )
		).toEqual( [
			{
				name: 'user',
				label: 'User',
				choices: [
					{ key: 'user_name', label: 'Name', preview: 'Ada' },
					{ key: 'user_id', label: 'ID', preview: '1' },
				],
			},
			{
				name: 'date',
				label: 'Date and time',
				choices: [ { key: 'date', label: 'Date', preview: 'today' } ],
			},
			{
				name: 'shop',
				label: 'shop',
				choices: [ { key: 'shop', label: 'Orders', preview: '3' } ],
			},
		] );
	} );
} );
