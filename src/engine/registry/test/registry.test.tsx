/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import {
	BLOCKS_FILTER,
	getBlockDefinition,
	getBlockDefinitions,
	subscribeToBlockDefinitions,
} from '..';
import type { BlockDefinition } from '../../types';
import { CORE_BLOCKS } from '../../../blocks';

const CORE_MODULES = CORE_BLOCKS.map( ( definition ) => definition.moduleName );

const NAMESPACE = 'uipress-test/blocks';

function Greeting() {
	return <p>Hello</p>;
}

const greeting: BlockDefinition = {
	name: 'Greeting',
	moduleName: 'my-plugin-greeting',
	description: 'Says hello.',
	group: 'elements',
	icon: 'waving_hand',
	optionsEnabled: { block: { options: [] } },
	component: Greeting,
};

const moduleNames = () =>
	getBlockDefinitions().map( ( definition ) => definition.moduleName );

describe( 'block registry', () => {
	let warn: jest.SpyInstance;

	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );

	afterEach( () => {
		removeFilter( BLOCKS_FILTER, NAMESPACE );
		warn.mockRestore();
	} );

	it( 'holds the core blocks', () => {
		expect( moduleNames() ).toEqual( CORE_MODULES );
		expect( moduleNames() ).toEqual(
			expect.arrayContaining( [
				'uip-container',
				'uip-heading',
				'uip-paragraph',
				'uip-button',
				'uip-icon',
			] )
		);
		expect( getBlockDefinition( 'uip-heading' )?.group ).toBe( 'elements' );
		expect( getBlockDefinition( 'uip-nothing' ) ).toBeUndefined();
	} );

	it( 'adds a block another plugin gives through the filter', () => {
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			greeting,
		] );

		expect( moduleNames() ).toContain( 'my-plugin-greeting' );
		expect( getBlockDefinition( 'my-plugin-greeting' ) ).toBe( greeting );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'forgets the block when the filter is removed, and tells subscribers', () => {
		const listener = jest.fn();
		const unsubscribe = subscribeToBlockDefinitions( listener );
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			greeting,
		] );
		expect( getBlockDefinition( 'my-plugin-greeting' ) ).toBeDefined();

		removeFilter( BLOCKS_FILTER, NAMESPACE );

		expect( getBlockDefinition( 'my-plugin-greeting' ) ).toBeUndefined();
		expect( listener ).toHaveBeenCalledTimes( 2 );
		unsubscribe();
	} );

	it( 'skips invalid definitions with a warning naming each', () => {
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			{ ...greeting, moduleName: 'my-plugin-no-component', component: 3 },
			{ ...greeting, moduleName: '' },
			'not a block',
			{
				...greeting,
				moduleName: 'my-plugin-bad-option',
				optionsEnabled: { block: { options: [ { label: 'x' } ] } },
			},
			greeting,
		] );

		expect( moduleNames() ).toEqual( [
			...CORE_MODULES,
			'my-plugin-greeting',
		] );
		expect( warn ).toHaveBeenCalledTimes( 4 );
		expect( warn ).toHaveBeenCalledWith(
			'UiPress: skipped the block definition "my-plugin-no-component" from the "uipress.blocks" filter: component must be a React component.'
		);
		expect( warn ).toHaveBeenCalledWith(
			'UiPress: skipped the block definition "Greeting" from the "uipress.blocks" filter: moduleName must be lowercase letters, digits, - or _.'
		);
		expect( warn ).toHaveBeenCalledWith(
			expect.stringMatching(
				/^UiPress: skipped the block definition #\d+ from the "uipress\.blocks" filter: it is not an object\.$/
			)
		);
		expect( warn ).toHaveBeenCalledWith(
			'UiPress: skipped the block definition "my-plugin-bad-option" from the "uipress.blocks" filter: optionsEnabled.block.options[0] needs an option type and a uniqueKey.'
		);
	} );

	it( 'fills in what a minimal definition leaves out', () => {
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			{
				name: 'Minimal',
				moduleName: 'my-plugin/minimal',
				component: Greeting,
			},
		] );

		expect( getBlockDefinition( 'my-plugin/minimal' ) ).toMatchObject( {
			description: '',
			group: 'elements',
			icon: 'extension',
			optionsEnabled: { block: { options: [] } },
		} );
	} );

	it( 'lets a plugin replace a core block in its place', () => {
		const place = moduleNames().indexOf( 'uip-heading' );
		expect( place ).toBeGreaterThan( 0 );
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			{ ...greeting, moduleName: 'uip-heading', name: 'Fancy heading' },
		] );

		expect( moduleNames()[ place ] ).toBe( 'uip-heading' );
		expect( getBlockDefinition( 'uip-heading' )?.name ).toBe(
			'Fancy heading'
		);
	} );

	it( 'keeps the core blocks when a filter returns something else', () => {
		addFilter( BLOCKS_FILTER, NAMESPACE, () => null );

		expect( moduleNames() ).toEqual( CORE_MODULES );
		expect( warn ).toHaveBeenCalledWith(
			'UiPress: a "uipress.blocks" filter returned something that is not a list; only the core blocks are available.'
		);
	} );

	it( 'reads the catalogue once until the filters change', () => {
		expect( getBlockDefinitions() ).toBe( getBlockDefinitions() );
	} );
} );
