/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';
import { starterLayouts } from '../starter-layouts';

function flatten( blocks: readonly Block[] ): Block[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.content ?? [] ),
	] );
}

function named( blocks: readonly Block[], name: string ): Block | undefined {
	return flatten( blocks ).find( ( block ) => block.name === name );
}

describe( 'starter layouts', () => {
	it( 'offers the three layouts, each one named tree', () => {
		const layouts = starterLayouts();
		expect( layouts.map( ( layout ) => layout.id ) ).toEqual( [
			'sidebar-top-bar-content',
			'top-bar-content',
			'dashboard-grid',
		] );
		for ( const layout of layouts ) {
			const tree = layout.blocks();
			expect( tree ).toHaveLength( 1 );
			for ( const block of flatten( tree ) ) {
				expect( block.name ).not.toBe( '' );
				expect( block.uid ).toMatch( /^[A-Za-z0-9]{24}$/ );
			}
		}
	} );

	it( 'makes new uids every time', () => {
		const [ layout ] = starterLayouts();
		const first = flatten( layout?.blocks() ?? [] ).map( ( b ) => b.uid );
		const second = flatten( layout?.blocks() ?? [] ).map( ( b ) => b.uid );
		expect( new Set( [ ...first, ...second ] ).size ).toBe(
			first.length * 2
		);
	} );

	it( 'builds sidebar + top bar + content: a fixed sidebar that is an off-canvas menu on phones, a main column that fills, the page content', () => {
		const tree = starterLayouts()[ 0 ]?.blocks() ?? [];
		const sidebar = named( tree, 'Sidebar' );
		expect( sidebar?.settings.block?.options ).toMatchObject( {
			smallScreen: 'offCanvasLeft',
		} );
		expect( sidebar?.settings.style?.options?.flexLayout?.size ).toBe(
			'fixed'
		);
		expect(
			sidebar?.content?.map( ( block ) => block.moduleName )
		).toContain( 'uip-admin-menu-new' );
		const main = named( tree, 'Main' );
		expect( main?.settings.style?.options?.flexLayout?.size ).toBe(
			'fill'
		);
		const top = named( tree, 'Top bar' );
		expect( top?.settings.block?.options ).toMatchObject( {
			landmark: 'banner',
		} );
		expect( top?.content?.map( ( block ) => block.moduleName ) ).toEqual( [
			'uip-menu-collapse-toggle',
			'uip-breadcrumbs',
			'uip-toolbar',
			'uip-dark-toggle',
			'uip-account',
		] );
		// Crumbs on the left take the room left; the tools sit on the right.
		expect(
			named( tree, 'Breadcrumbs' )?.settings.style?.options?.flexLayout
				?.size
		).toBe( 'fill' );
		expect( main?.content?.map( ( block ) => block.moduleName ) ).toEqual( [
			'uip-container',
			'uip-page-loader',
			'uip-content-frame',
		] );
	} );

	it( 'takes every colour from the theme', () => {
		const colours = JSON.stringify(
			starterLayouts().map( ( layout ) => layout.blocks() )
		).match( /"(backgroundColor|color)":"[^"]*"/g );
		expect( colours?.length ).toBeGreaterThan( 0 );
		for ( const colour of colours ?? [] ) {
			expect( colour ).toMatch( /var\(--uip-color-/ );
		}
	} );

	it( 'lays the dashboard grid out in three columns of cards', () => {
		const [ grid ] = starterLayouts()[ 2 ]?.blocks() ?? [];
		expect( grid?.settings.style?.options?.flexLayout ).toMatchObject( {
			display: 'grid',
			gridColumns: 3,
		} );
		expect( grid?.content ).toHaveLength( 3 );
	} );
} );
