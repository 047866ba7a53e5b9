/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SkipLink from '../skip-link';

describe( 'SkipLink', () => {
	it( 'moves the focus into the content frame', () => {
		render(
			<>
				<SkipLink />
				<nav>
					<a href="#menu">Menu</a>
				</nav>
				<div data-uip-module="uip-content-frame">
					<main>
						<iframe title="Page content" />
					</main>
				</div>
			</>
		);
		const link = screen.getByRole( 'link', {
			name: 'Skip to main content',
		} );
		fireEvent.click( link );
		expect( screen.getByTitle( 'Page content' ) ).toHaveFocus();
	} );

	it( 'moves the focus to the main landmark of a template without a frame', () => {
		render(
			<>
				<SkipLink />
				<main>Dashboard</main>
			</>
		);
		fireEvent.click(
			screen.getByRole( 'link', { name: 'Skip to main content' } )
		);
		const main = screen.getByRole( 'main' );
		expect( main ).toHaveFocus();
		expect( main ).toHaveAttribute( 'tabindex', '-1' );
	} );
} );
