/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import LoginSlugField from '../login-slug-field';

/**
 * The field with its own state.
 *
 * @param props         Props.
 * @param props.canEdit Whether it may be changed.
 */
function Harness( { canEdit = true }: { canEdit?: boolean } ) {
	const [ slug, setSlug ] = useState( '' );
	return (
		<LoginSlugField
			id="uip-setting-loginSlug"
			label="Login address"
			help="Define UIPRESS_DISABLE_LOGIN_ADDRESS to turn it off."
			value={ slug }
			canEdit={ canEdit }
			onChange={ setSlug }
		/>
	);
}

beforeEach( () => {
	window.uipressConfig = {
		settingsScreen: {
			loginUrl: 'http://example.test/wp-login.php',
			homeUrl: 'http://example.test/',
		},
	} as unknown as typeof window.uipressConfig;
} );

describe( 'LoginSlugField', () => {
	it( 'shows the address a slug makes and the login page now', () => {
		render( <Harness /> );
		expect(
			screen.getByText( 'Empty: the login page stays at wp-login.php.' )
		).toBeTruthy();
		fireEvent.change( screen.getByRole( 'textbox' ), {
			target: { value: 'Team-Door' },
		} );
		expect(
			screen.getByText(
				'After saving, log in at http://example.test/team-door/'
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: /wp-login\.php/ } )
		).toHaveAttribute( 'href', 'http://example.test/wp-login.php' );
	} );

	it( 'says what is wrong once the field is left, keeping what was typed', () => {
		render( <Harness /> );
		const field = screen.getByRole( 'textbox' );
		fireEvent.change( field, { target: { value: 'ab' } } );
		expect( screen.queryByText( /3 to 64/ ) ).toBeNull();
		fireEvent.blur( field );
		expect( screen.getByText( /3 to 64/ ) ).toBeTruthy();
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		fireEvent.change( field, { target: { value: 'wp-admin' } } );
		expect( screen.getByText( /WordPress uses itself/ ) ).toBeTruthy();
		expect( field ).toHaveValue( 'wp-admin' );
	} );

	it( 'is read-only, with the reason, for users who may not change it', () => {
		render( <Harness canEdit={ false } /> );
		expect( screen.getByRole( 'textbox' ) ).toHaveAttribute( 'readonly' );
		expect( screen.getByText( /unfiltered HTML/ ) ).toBeTruthy();
	} );
} );
