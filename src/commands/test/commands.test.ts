/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { paletteCommands } from '../commands';
import { readCommandsConfig } from '../config';
import { ICONS } from '../icons';
import {
	foundTemplates,
	makeTemplateLoader,
	templateCommands,
} from '../template-commands';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const BUILDER = 'https://example.test/wp-admin/admin.php?page=uip-ui-builder';

const builderScreen = {
	name: 'uipress/builder',
	label: 'Open the UiPress builder',
	keywords: [ 'templates' ],
	icon: 'layout',
	url: BUILDER,
};

describe( 'readCommandsConfig', () => {
	it( 'keeps the screens it can read and drops the rest', () => {
		const config = readCommandsConfig( {
			screens: [
				builderScreen,
				{ ...builderScreen, name: 'core/other' },
				{ name: 'uipress/x', label: 1, url: BUILDER },
				{ ...builderScreen, name: 'uipress/y', icon: 'unknown' },
			],
			templates: true,
			builderUrl: BUILDER,
			framed: true,
		} );
		expect( config.screens.map( ( screen ) => screen.name ) ).toEqual( [
			'uipress/builder',
			'uipress/y',
		] );
		expect( config.screens[ 1 ]?.icon ).toBe( 'layout' );
		expect( config.templates ).toBe( true );
		expect( config.framed ).toBe( true );
	} );

	it( 'adds nothing when the configuration is missing', () => {
		expect( readCommandsConfig( undefined ) ).toEqual( {
			screens: [],
			templates: false,
			builderUrl: '',
			framed: false,
		} );
		// No builder address, no template search.
		expect(
			readCommandsConfig( { templates: true, screens: [] } ).templates
		).toBe( false );
	} );
} );

describe( 'paletteCommands', () => {
	const effects = () => ( { go: jest.fn(), askInterface: jest.fn() } );

	it( 'opens each screen, closing the palette first', () => {
		const done = effects();
		const close = jest.fn();
		const [ command ] = paletteCommands(
			readCommandsConfig( { screens: [ builderScreen ] } ),
			done
		);
		expect( command ).toMatchObject( {
			name: 'uipress/builder',
			label: 'Open the UiPress builder',
			icon: ICONS.layout,
		} );
		command?.callback( { close } );
		expect( close ).toHaveBeenCalled();
		expect( done.go ).toHaveBeenCalledWith( BUILDER );
	} );

	it( 'offers dark mode and the menu only in a page framed by the interface', () => {
		const done = effects();
		expect(
			paletteCommands( readCommandsConfig( { screens: [] } ), done )
		).toEqual( [] );
		const framed = paletteCommands(
			readCommandsConfig( { screens: [], framed: true } ),
			done
		);
		expect( framed.map( ( command ) => command.name ) ).toEqual( [
			'uipress/toggle-dark-mode',
			'uipress/toggle-menu',
		] );
		framed[ 0 ]?.callback( { close: jest.fn() } );
		framed[ 1 ]?.callback( { close: jest.fn() } );
		expect( done.askInterface.mock.calls ).toEqual( [
			[ 'uipress/darkmode/toggle' ],
			[ 'uipress/menu/togglecollapse' ],
		] );
	} );
} );

describe( 'template commands', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'reads found templates, titling the untitled', () => {
		expect(
			foundTemplates( [
				{ id: 3, title: { raw: 'Shop desk' } },
				{ id: 4, title: { raw: ' ' } },
				{ id: 'x', title: { raw: 'Bad' } },
			] )
		).toEqual( [
			{ id: 3, title: 'Shop desk' },
			{ id: 4, title: '(no title)' },
		] );
		expect( foundTemplates( { code: 'rest_forbidden' } ) ).toEqual( [] );
	} );

	it( 'opens a template in the builder', () => {
		const go = jest.fn();
		const [ command ] = templateCommands(
			[ { id: 3, title: 'Shop desk' } ],
			BUILDER,
			go
		);
		expect( command?.label ).toBe( 'Edit template: Shop desk' );
		command?.callback( { close: jest.fn() } );
		expect( go ).toHaveBeenCalledWith( `${ BUILDER }&template=3` );
	} );

	it( 'searches as the user types, and asks nothing for an empty search', async () => {
		mockedFetch.mockResolvedValue( [
			{ id: 7, title: { raw: 'Editors' } },
		] );
		const useTemplates = makeTemplateLoader( BUILDER, jest.fn() );
		const { result, rerender } = renderHook(
			( { search } ) => useTemplates( { search } ),
			{ initialProps: { search: '' } }
		);
		expect( result.current ).toEqual( { isLoading: false, commands: [] } );
		expect( mockedFetch ).not.toHaveBeenCalled();

		await act( async () => rerender( { search: 'edit' } ) );
		await waitFor( () =>
			expect(
				result.current.commands.map( ( one ) => one.label )
			).toEqual( [ 'Edit template: Editors' ] )
		);
		const path = String( mockedFetch.mock.calls[ 0 ]?.[ 0 ]?.path );
		expect( path ).toContain( '/wp/v2/uip-ui-template?' );
		expect( path ).toContain( 'search=edit' );
		expect( result.current.isLoading ).toBe( false );
	} );

	it( 'offers no template when the search fails', async () => {
		mockedFetch.mockRejectedValue( new Error( 'offline' ) );
		const useTemplates = makeTemplateLoader( BUILDER, jest.fn() );
		const { result } = renderHook( () =>
			useTemplates( { search: 'shop' } )
		);
		await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
		expect( result.current.commands ).toEqual( [] );
	} );
} );
