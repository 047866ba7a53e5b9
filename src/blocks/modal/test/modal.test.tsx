/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import {
	block,
	clickAction,
	paragraph,
} from '../../../engine/renderer/test/helpers';
import type { Block } from '../../../engine/types';
import { modalDefinition } from '../definition';

function modal( options: Record< string, unknown > = {} ): Block {
	return block( 'uip-block-modal', {
		settings: { block: { options } },
		content: [ paragraph( 'Inside the dialog' ) ],
	} );
}

describe( 'uip-block-modal', () => {
	it( 'holds blocks and has open, close and toggle actions', () => {
		expect( modalDefinition ).toMatchObject( {
			moduleName: 'uip-block-modal',
			container: true,
		} );
		expect(
			modalDefinition.actions?.map( ( action ) => action.name )
		).toEqual( [ 'open', 'close', 'toggle' ] );
	} );

	it( 'opens a named dialog from another block’s interaction; Escape closes it', async () => {
		const target = modal( { modalTitle: 'Shortcuts', hideButton: true } );
		const opener = clickAction( target.uid, 'open' );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					target,
					block( 'uip-button', {
						settings: {
							block: { options: { buttonText: 'Keys' } },
						},
						interactions: [ opener ],
					} ),
				] }
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Open dialog' } )
		).not.toBeInTheDocument();
		act( () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Keys' } ) );
		} );
		const dialog = screen.getByRole( 'dialog', { name: 'Shortcuts' } );
		expect( dialog ).toHaveTextContent( 'Inside the dialog' );

		fireEvent.keyDown( dialog, { key: 'Escape' } );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'opens from its own button, titled with the button text', () => {
		render( <TemplateRenderer mode="prod" blocks={ [ modal() ] } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Open dialog' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Open dialog' } )
		).toBeInTheDocument();
	} );
} );
