/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { validConfig } from '../../../../shared/config/test/fixtures';
import type { Interaction } from '../../../../engine/types';
import { renderPanel, testBlock } from './harness';

const NOTE =
	'Only users who may post unfiltered HTML can add CSS and JavaScript.';

// canEditCode() reads the configuration once per page (module): this file
// is the page of a user without unfiltered_html.
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

describe( 'AdvancedPanel without unfiltered_html', () => {
	it( 'hides CSS and JavaScript and says why, keeping classes', () => {
		renderPanel( testBlock() );
		expect(
			screen.getByRole( 'textbox', { name: 'Classes' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'textbox', { name: 'CSS' } ) ).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'JavaScript' } )
		).toBeNull();
		expect( screen.getByText( NOTE ) ).toBeInTheDocument();
	} );

	it( 'hides the code of a javascript interaction', () => {
		const interaction: Interaction = {
			id: 'i1',
			type: 'click',
			target: 'self',
			blockTarget: '',
			selector: '',
			action: 'javascript',
			key: '',
			keyvalue: '',
			javascript: 'alert(1)',
		};
		renderPanel( testBlock( { interactions: [ interaction ] } ) );
		const item = screen.getByRole( 'group', { name: /Run JavaScript/ } );
		expect( item ).toHaveTextContent( NOTE );
		expect(
			screen.queryByRole( 'textbox', { name: 'JavaScript' } )
		).toBeNull();
		// The section closes and opens without losing the note.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Interactions' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Interactions' } )
		);
		expect( screen.getAllByText( NOTE ) ).toHaveLength( 2 );
	} );
} );
