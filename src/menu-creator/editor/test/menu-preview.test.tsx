/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import MenuPreview from '../menu-preview';

describe( 'MenuPreview theme', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'shows the menu in the site’s theme colours', () => {
		window.uipressConfig = {
			theme: { '--uip-color-primary': { value: '#123456' } },
		};
		const { container } = render( <MenuPreview tree={ [] } /> );
		expect( container.querySelector( 'style' )?.textContent ).toContain(
			':root{--uip-color-primary:#123456;'
		);
	} );
} );
