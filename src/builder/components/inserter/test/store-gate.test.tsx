/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { fakeStore, testBlock } from '../../dnd/test/fake-builder-store';
import Inserter from '../inserter';
import {
	gatedDefinition as definition,
	stubResizeObserver,
} from './gate-fixtures';
import {
	offeredDefinitions,
	withEmptyStoreGroup,
	woocommerceActive,
} from '../store-gate';

const NOTICE =
	'Store analytics blocks need WooCommerce. Install and activate WooCommerce to add them.';

beforeAll( stubResizeObserver );

describe( 'the store analytics gate', () => {
	it( 'reads woocommerceActive from the page configuration', () => {
		expect( woocommerceActive( { woocommerceActive: true } ) ).toBe( true );
		expect( woocommerceActive( { woocommerceActive: false } ) ).toBe(
			false
		);
		expect( woocommerceActive( { woocommerceActive: 'yes' } ) ).toBe(
			false
		);
		expect( woocommerceActive( undefined ) ).toBe( false );
	} );

	it( 'offers the store group’s blocks only with WooCommerce', () => {
		const all = [
			definition( 'uip-heading', 'elements' ),
			definition( 'uip-store-kpis', 'storeAnalytics' ),
		];
		expect(
			offeredDefinitions( all, false ).map( ( item ) => item.moduleName )
		).toEqual( [ 'uip-heading' ] );
		expect( offeredDefinitions( all, true ) ).toHaveLength( 2 );
	} );

	it( 'puts the empty store group after the known groups, before others', () => {
		const groups = withEmptyStoreGroup( [
			{ group: 'layout', definitions: [] },
			{ group: 'analytics', definitions: [] },
			{ group: 'acme', definitions: [] },
		] );
		expect( groups.map( ( entry ) => entry.group ) ).toEqual( [
			'layout',
			'analytics',
			'storeAnalytics',
			'acme',
		] );
	} );
} );

describe( 'Inserter and WooCommerce', () => {
	beforeEach( () => {
		act( () => {
			dispatch( fakeStore ).setBlocks( [ testBlock( 'first' ) ] );
		} );
	} );
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'lists the store analytics blocks when WooCommerce is active', () => {
		window.uipressConfig = { woocommerceActive: true };
		render( <Inserter /> );
		const group = screen.getByRole( 'list', { name: 'Store analytics' } );
		expect( group ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Top products/ } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Recent orders/ } )
		).toBeInTheDocument();
		expect( screen.queryByText( NOTICE ) ).not.toBeInTheDocument();
	} );

	it( 'shows the group with why it is empty when WooCommerce is not active', () => {
		window.uipressConfig = { woocommerceActive: false };
		render( <Inserter /> );
		expect(
			screen.getByRole( 'heading', { name: 'Store analytics' } )
		).toBeInTheDocument();
		expect( screen.getByText( NOTICE ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Top products/ } )
		).not.toBeInTheDocument();

		// A search for a store block explains; a search for something else
		// leaves the group out.
		const search = screen.getByRole( 'searchbox', {
			name: 'Search blocks',
		} );
		fireEvent.change( search, { target: { value: 'orders' } } );
		expect( screen.getByText( NOTICE ) ).toBeInTheDocument();
		fireEvent.change( search, { target: { value: 'heading' } } );
		expect( screen.queryByText( NOTICE ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Heading/ } )
		).toBeInTheDocument();
	} );
} );
