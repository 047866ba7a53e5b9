/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../../shared/config/test/fixtures';
import { renderOption } from './harness';

// canEditCode() reads the configuration once per page (module), so this
// file is the page of a user without unfiltered_html.
beforeAll( () => {
	const config = validConfig();
	window.uipressConfig = {
		...config,
		currentUser: { ...config.currentUser, canEditCode: false },
	};
} );

afterAll( () => {
	delete window.uipressConfig;
} );

describe( 'code option control (no unfiltered_html)', () => {
	it( 'hides the field and says why', () => {
		renderOption( { option: 'code', label: 'Custom CSS' }, 'a{}' );
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( screen.getByText( 'Custom CSS' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Only users who may post unfiltered HTML can add CSS and JavaScript.'
			)
		).toBeInTheDocument();
	} );
} );

describe( 'text option holding code (no unfiltered_html)', () => {
	it( 'shows the stored text read-only and says why', () => {
		const { last } = renderOption(
			{ option: 'text', label: 'Shortcode', args: { isCode: true } },
			'[gallery]'
		);
		const field = screen.getByRole( 'textbox', { name: 'Shortcode' } );
		expect( field ).toHaveValue( '[gallery]' );
		expect( field ).toHaveAttribute( 'readonly' );
		expect(
			screen.getByText(
				'Only users who may post unfiltered HTML can change this.'
			)
		).toBeInTheDocument();
		fireEvent.change( field, { target: { value: '[other]' } } );
		expect( last() ).toBeUndefined();
	} );

	it( 'leaves other text options editable', () => {
		renderOption( { option: 'text', label: 'Title' }, 'Hi' );
		expect(
			screen.getByRole( 'textbox', { name: 'Title' } )
		).not.toHaveAttribute( 'readonly' );
	} );
} );
