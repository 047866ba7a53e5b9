/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from '../../../../engine/theme';
import ThemeColourPicker from '../theme-colour-picker';

function Host( { initial = '' }: { initial?: string } ) {
	const [ value, setValue ] = useState( initial );
	return (
		<ThemeColourPicker
			label="Background colour"
			value={ value }
			onChange={ setValue }
		/>
	);
}

describe( 'ThemeColourPicker', () => {
	it( 'lists every theme colour with a swatch and its readable name', () => {
		render( <Host /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Background colour: None' } )
		);
		const list = screen.getByRole( 'group', {
			name: 'Background colour: theme colours',
		} );
		const tokens = within( list ).getAllByRole( 'button' );
		const names = tokens.map(
			( token ) => token.getAttribute( 'aria-label' ) ?? token.textContent
		);
		expect( [ ...names ].sort() ).toEqual(
			THEME_VARIABLES.map( ( variable ) => variable.label ).sort()
		);
		// Shades sit in their colour's row, named by row and column.
		expect( list ).toHaveTextContent( /Base\s*Darker\s*Lighter\s*Primary/ );
		expect(
			within( list ).getByRole( 'button', { name: 'Darker primary' } )
		).toHaveClass( 'uip-theme-colour__shade' );
		for ( const token of tokens ) {
			expect(
				token.querySelector( '.uip-theme-colour__swatch' )
			).not.toBeNull();
		}
		// Plain names, not the variables' ids.
		for ( const name of [
			'Background',
			'Surface',
			'Raised surface',
			'Text on accent',
			'Muted text',
		] ) {
			expect(
				within( list ).getByRole( 'button', { name } )
			).toBeInTheDocument();
		}
		expect( list.textContent ).not.toMatch( /Base \d|inverse/ );
	} );

	it( 'shows the chosen colour by swatch and name, and keeps the token id', () => {
		render( <Host initial="var(--uip-color-base-1)" /> );
		const current = screen.getByRole( 'button', {
			name: 'Background colour: Surface',
		} );
		expect(
			current.querySelector( '.uip-theme-colour__swatch.is-empty' )
		).toBeNull();
		fireEvent.click( current );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Text on accent' } )
		);
		expect(
			screen.getByRole( 'button', {
				name: 'Background colour: Text on accent',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Text on accent' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'crosses out the swatch when there is no colour', () => {
		render( <Host /> );
		expect(
			screen
				.getByRole( 'button', { name: 'Background colour: None' } )
				.querySelector( '.uip-theme-colour__swatch.is-empty' )
		).not.toBeNull();
	} );
} );
