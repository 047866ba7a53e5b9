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
	userManagementEnabled,
	withoutUserManagementBlocks,
	withUserManagementGroup,
} from '../user-management-gate';

const NOTE =
	'User management blocks need User management turned on in UiPress settings.';

beforeAll( stubResizeObserver );

describe( 'the user management gate', () => {
	it( 'reads userManagementEnabled from the page configuration', () => {
		expect( userManagementEnabled( { userManagementEnabled: true } ) ).toBe(
			true
		);
		expect(
			userManagementEnabled( { userManagementEnabled: 'yes' } )
		).toBe( false );
		expect( userManagementEnabled( undefined ) ).toBe( false );
	} );

	it( 'leaves out the Users and Activity blocks when off', () => {
		const all = [
			definition( 'uip-posts-table', 'dynamic' ),
			definition( 'uip-users-list', 'dynamic' ),
			definition( 'uip-activity-log', 'dynamic' ),
		];
		expect(
			withoutUserManagementBlocks( all, false ).map(
				( { moduleName } ) => moduleName
			)
		).toEqual( [ 'uip-posts-table' ] );
		expect( withoutUserManagementBlocks( all, true ) ).toHaveLength( 3 );
	} );

	it( 'puts the dynamic group back, empty, in its place', () => {
		const groups = withUserManagementGroup( [
			{ group: 'layout', definitions: [] },
			{ group: 'form', definitions: [] },
		] );
		expect( groups.map( ( { group } ) => group ) ).toEqual( [
			'layout',
			'dynamic',
			'form',
		] );
	} );

	describe( 'in the inserter', () => {
		beforeEach( () => {
			act( () => {
				dispatch( fakeStore ).setBlocks( [ testBlock( 'first' ) ] );
			} );
		} );
		afterEach( () => {
			delete window.uipressConfig;
		} );

		it( 'offers the Users block when user management is on', () => {
			window.uipressConfig = { userManagementEnabled: true };
			render( <Inserter /> );
			expect(
				screen.getByRole( 'button', { name: /^Users/ } )
			).toBeInTheDocument();
			expect( screen.queryByText( NOTE ) ).not.toBeInTheDocument();
		} );

		it( 'says how to get it when user management is off', () => {
			window.uipressConfig = { userManagementEnabled: false };
			render( <Inserter /> );
			expect(
				screen.queryByRole( 'button', { name: /^Users/ } )
			).not.toBeInTheDocument();
			expect( screen.getByText( NOTE ) ).toBeInTheDocument();

			// A search for it explains; a search for something else does not.
			const search = screen.getByRole( 'searchbox', {
				name: 'Search blocks',
			} );
			fireEvent.change( search, { target: { value: 'users' } } );
			expect( screen.getByText( NOTE ) ).toBeInTheDocument();
			fireEvent.change( search, { target: { value: 'heading' } } );
			expect( screen.queryByText( NOTE ) ).not.toBeInTheDocument();
		} );
	} );
} );
