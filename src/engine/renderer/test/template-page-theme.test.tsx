/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplatePage } from '..';
import { paragraph } from './helpers';

describe( 'TemplatePage theme', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'draws the site’s theme colours over the defaults', () => {
		window.uipressConfig = {
			theme: {
				'--uip-color-primary': {
					value: '#123456',
					darkValue: '#abcdef',
				},
				'--uip-color-base-0': { value: 'not a colour' },
			},
		};
		const { container } = render(
			<TemplatePage blocks={ [ paragraph( 'Hi' ) ] } mode="prod" />
		);
		const css =
			container.querySelector( 'style[data-uip-theme]' )?.textContent ??
			'';
		expect( css ).toContain( ':root{--uip-color-primary:#123456;' );
		expect( css ).toContain(
			'[data-theme="dark"]{--uip-color-primary:#abcdef;'
		);
		// A value that is not a colour leaves the default.
		expect( css ).toContain( '--uip-color-base-0:#ffffff;' );
	} );

	it( 'draws the defaults when the page has no theme', () => {
		const { container } = render(
			<TemplatePage blocks={ [ paragraph( 'Hi' ) ] } mode="prod" />
		);
		expect(
			container.querySelector( 'style[data-uip-theme]' )?.textContent
		).toContain( ':root{--uip-color-primary:#1f6aa8;' );
	} );
} );
