/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

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
import { accordionDefinition } from '../definition';

function accordion( extra: Partial< Block > = {} ): Block {
	return block( 'uip-accordion', {
		content: [ paragraph( 'Inside the accordion' ) ],
		settings: {
			block: {
				options: {
					headingText: {
						string: 'Details',
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
			},
		},
		...extra,
	} );
}

describe( 'uip-accordion', () => {
	it( 'is a layout block holding others, with open, close and toggle actions', () => {
		expect( accordionDefinition ).toMatchObject( {
			moduleName: 'uip-accordion',
			group: 'layout',
			container: true,
		} );
		expect(
			accordionDefinition.actions?.map( ( action ) => action.name )
		).toEqual( [ 'open', 'close', 'toggle' ] );
	} );

	it( 'shows and hides its blocks from its heading, a disclosure button', () => {
		render( <TemplateRenderer blocks={ [ accordion() ] } mode="prod" /> );
		const heading = screen.getByRole( 'button', { name: 'Details' } );
		expect( heading ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByText( 'Inside the accordion' )
		).not.toBeInTheDocument();
		fireEvent.click( heading );
		expect( heading ).toHaveAttribute( 'aria-expanded', 'true' );
		const body = screen.getByText( 'Inside the accordion' );
		expect( heading.getAttribute( 'aria-controls' ) ).toBe(
			body.closest( '.uip-accordion__body' )?.id
		);
	} );

	it( 'opens, closes and toggles by interactions', () => {
		const target = accordion();
		const buttons = [ 'open', 'close', 'toggle' ].map( ( action ) =>
			block( 'uip-button', {
				settings: { block: { options: { buttonText: action } } },
				interactions: [ clickAction( target.uid, action ) ],
			} )
		);
		render(
			<TemplateRenderer blocks={ [ ...buttons, target ] } mode="prod" />
		);
		const heading = screen.getByRole( 'button', { name: 'Details' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'open' } ) );
		expect( heading ).toHaveAttribute( 'aria-expanded', 'true' );
		fireEvent.click( screen.getByRole( 'button', { name: 'close' } ) );
		expect( heading ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( screen.getByRole( 'button', { name: 'toggle' } ) );
		expect( heading ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'starts open when asked, and stays open in the builder', () => {
		const startOpen = accordion();
		startOpen.settings.block = {
			options: {
				...( startOpen.settings.block?.options ?? {} ),
				startOpen: true,
			},
		};
		const { unmount } = render(
			<TemplateRenderer blocks={ [ startOpen ] } mode="prod" />
		);
		expect( screen.getByText( 'Inside the accordion' ) ).toBeVisible();
		unmount();
		render(
			<TemplateRenderer blocks={ [ accordion() ] } mode="builder" />
		);
		expect( screen.getByText( 'Inside the accordion' ) ).toBeVisible();
	} );
} );
