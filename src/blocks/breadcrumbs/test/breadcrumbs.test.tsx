/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { validConfig } from '../../../shared/config/test/fixtures';
import { validEngineConfig } from '../../../shared/config/test/engine-fixtures';
import { validRuntimeConfig } from '../../../shared/config/test/runtime-fixtures';
import { PAGE_EVENTS, dispatchPageEvent } from '../../../runtime/events';
import Breadcrumbs, { parseCrumbs } from '../breadcrumbs';
import { breadcrumbsDefinition } from '../definition';

describe( 'uip-breadcrumbs', () => {
	beforeEach( () => {
		window.uipressConfig = {
			...validConfig(),
			runtime: validRuntimeConfig(),
		};
	} );
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'starts with the site, which leads to the admin home, then the trail of the update event', () => {
		render(
			<Breadcrumbs
				block={ block( 'uip-breadcrumbs' ) }
				mode="prod"
				options={ optionsWithDefaults( breadcrumbsDefinition, {} ) }
			/>
		);
		const nav = screen.getByRole( 'navigation', { name: 'Breadcrumbs' } );
		expect( within( nav ).getByText( 'My site' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect( within( nav ).queryByText( 'Admin' ) ).toBeNull();

		act( () =>
			dispatchPageEvent( PAGE_EVENTS.breadcrumbsUpdate, {
				crumbs: [
					{
						name: 'Posts',
						url: 'http://localhost:8888/wp-admin/edit.php',
					},
					{ name: 'Edit Post', url: '' },
				],
			} )
		);
		expect(
			within( nav ).getByRole( 'link', { name: 'My site' } )
		).toHaveAttribute( 'href', 'http://localhost:8888/wp-admin/' );
		expect( within( nav ).getAllByRole( 'listitem' ) ).toHaveLength( 3 );
		expect(
			within( nav ).getByRole( 'link', { name: 'Posts' } )
		).toBeInTheDocument();
		expect( within( nav ).getByText( 'Edit Post' ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
	} );

	it( 'names the site in the builder too, where there is no runtime configuration', () => {
		window.uipressConfig = {
			...validConfig(),
			engine: {
				...validEngineConfig(),
				context: {
					...validEngineConfig().context,
					site: {
						title: 'Builder site',
						url: 'http://localhost:8888',
						adminUrl: 'http://localhost:8888/wp-admin/',
						locale: 'en_US',
					},
				},
			},
		};
		render(
			<Breadcrumbs
				block={ block( 'uip-breadcrumbs' ) }
				mode="builder"
				options={ optionsWithDefaults( breadcrumbsDefinition, {} ) }
			/>
		);
		const nav = screen.getByRole( 'navigation', { name: 'Breadcrumbs' } );
		expect( within( nav ).getByText( 'Builder site' ) ).toBeInTheDocument();
		expect( within( nav ).queryByText( 'Site' ) ).not.toBeInTheDocument();
	} );

	it( 'drops malformed crumbs', () => {
		expect(
			parseCrumbs( [
				{ name: 'A', url: '/a' },
				{ name: 3 },
				null,
				{ name: 'B' },
			] )
		).toEqual( [
			{ name: 'A', url: '/a' },
			{ name: 'B', url: '' },
		] );
		expect( parseCrumbs( 'x' ) ).toEqual( [] );
	} );

	it( 'keeps the name but not the link of a crumb with a script URL', () => {
		expect(
			parseCrumbs( [ { name: 'Evil', url: 'javascript:alert(1)' } ] )
		).toEqual( [ { name: 'Evil', url: '' } ] );
	} );
} );
