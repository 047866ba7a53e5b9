/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../../shared/config/test/fixtures';
import { lastChange, renderPanel, testBlock, testDefinition } from './harness';

// canEditCode() reads the configuration once per page (module): this file
// is the page of a user with unfiltered_html.
beforeAll( () => {
	window.uipressConfig = validConfig();
} );

afterAll( () => {
	delete window.uipressConfig;
} );

describe( 'AdvancedPanel: classes and code', () => {
	it( 'stores classes while typing, merged into one undo step', () => {
		const { changes } = renderPanel(
			testBlock( {
				settings: {
					style: { options: {} },
					advanced: { options: { css: 'a{}' } },
				},
			} )
		);
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Classes' } ), {
			target: { value: 'one two' },
		} );
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				settings: {
					style: { options: {} },
					advanced: { options: { css: 'a{}', classes: 'one two' } },
				},
			},
			options: { mergeKey: 'blk:advanced:classes' },
		} );
	} );

	it( 'edits CSS and JavaScript with their own merge keys', () => {
		const { changes } = renderPanel( testBlock() );
		expect(
			screen.getByText( /%self stands for the block’s own selector/ )
		).toBeInTheDocument();

		fireEvent.change( screen.getByRole( 'textbox', { name: 'CSS' } ), {
			target: { value: '%self{color:red}' },
		} );
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				settings: {
					advanced: { options: { css: '%self{color:red}' } },
				},
			},
			options: { mergeKey: 'blk:advanced:css' },
		} );

		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'JavaScript' } ),
			{ target: { value: 'element.focus();' } }
		);
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				settings: {
					advanced: {
						options: {
							css: '%self{color:red}',
							js: 'element.focus();',
						},
					},
				},
			},
			options: { mergeKey: 'blk:advanced:js' },
		} );
		expect(
			screen.queryByText(
				'Only users who may post unfiltered HTML can add CSS and JavaScript.'
			)
		).toBeNull();
	} );

	it( 'shows the stored values', () => {
		renderPanel(
			testBlock( {
				settings: {
					advanced: {
						options: { classes: 'x y', css: 'p{}', js: 'go()' },
					},
				},
			} )
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Classes' } )
		).toHaveValue( 'x y' );
		expect( screen.getByRole( 'textbox', { name: 'CSS' } ) ).toHaveValue(
			'p{}'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'JavaScript' } )
		).toHaveValue( 'go()' );
	} );

	it( 'leaves out classes, code and conditions when the definition turns them off', () => {
		renderPanel(
			testBlock(),
			testDefinition( { optionsEnabled: { advanced: false } } )
		);
		expect(
			screen.queryByRole( 'textbox', { name: 'Classes' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Conditions' } )
		).toBeNull();
		expect(
			screen.getByText( 'This block has no classes, code or conditions.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Interactions' } )
		).toBeInTheDocument();
	} );

	it( 'shows the query section only for containers', () => {
		renderPanel( testBlock() );
		expect( screen.queryByRole( 'button', { name: 'Query' } ) ).toBeNull();
	} );
} );
