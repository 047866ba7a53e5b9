/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../../shared/config/test/fixtures';
import { codeLanguage } from '../code-control';
import { renderOption } from './harness';

// canEditCode() reads the configuration once per page (module), so this
// file is the page of a user who may post unfiltered HTML.
beforeAll( () => {
	window.uipressConfig = validConfig();
} );

afterAll( () => {
	delete window.uipressConfig;
} );

describe( 'code option control (unfiltered_html)', () => {
	it( 'edits the code, merging typing into one undo step', () => {
		const { last } = renderOption(
			{
				option: 'code',
				label: 'On click code',
				args: { language: 'js' },
			},
			'alert(1)'
		);
		const field = screen.getByRole( 'textbox', { name: 'On click code' } );
		expect( field ).toHaveValue( 'alert(1)' );
		fireEvent.change( field, { target: { value: 'alert(2)' } } );
		expect( last() ).toEqual( { value: 'alert(2)', merge: true } );
		expect(
			screen.queryByText(
				'Only users who may post unfiltered HTML can add CSS and JavaScript.'
			)
		).toBeNull();
	} );

	it( 'reads the language from args, CSS by default', () => {
		expect( codeLanguage( { language: 'js' } ) ).toBe( 'javascript' );
		expect( codeLanguage( undefined ) ).toBe( 'css' );
		expect( codeLanguage( { language: 'HTML' } ) ).toBe( 'html' );
		expect( codeLanguage( { language: 'php' } ) ).toBe( 'css' );
	} );
} );
