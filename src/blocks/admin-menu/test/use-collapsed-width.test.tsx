/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	MENU_HOST_ATTRIBUTE,
	menuHost,
	useCollapsedWidth,
} from '../use-collapsed-width';

function Sidebar( { collapsed }: { collapsed: boolean } ) {
	const ref = useRef< HTMLElement >( null );
	useCollapsedWidth( ref, collapsed );
	return (
		<div data-uip-module="uip-container" data-testid="page">
			<div data-uip-module="uip-container" data-testid="sidebar">
				<h1 data-uip-module="uip-heading">Site</h1>
				<div data-uip-module="uip-admin-menu-new">
					<nav ref={ ref } />
				</div>
			</div>
		</div>
	);
}

describe( 'useCollapsedWidth', () => {
	it( 'marks the block holding the menu, not the page around it', () => {
		const { getByTestId, rerender, unmount } = render(
			<Sidebar collapsed={ false } />
		);
		const sidebar = getByTestId( 'sidebar' );
		expect( sidebar ).toHaveAttribute( MENU_HOST_ATTRIBUTE, 'expanded' );
		expect( getByTestId( 'page' ) ).not.toHaveAttribute(
			MENU_HOST_ATTRIBUTE
		);

		rerender( <Sidebar collapsed /> );
		expect( sidebar ).toHaveAttribute( MENU_HOST_ATTRIBUTE, 'collapsed' );

		unmount();
		expect( sidebar ).not.toHaveAttribute( MENU_HOST_ATTRIBUTE );
	} );

	it( 'finds no holder for a menu at the top of the template', () => {
		const menu = document.createElement( 'div' );
		menu.setAttribute( 'data-uip-module', 'uip-admin-menu-new' );
		const nav = document.createElement( 'nav' );
		menu.appendChild( nav );
		document.body.appendChild( menu );
		expect( menuHost( nav ) ).toBeNull();
		menu.remove();
	} );
} );
