/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderTemplate } from '..';
import { paragraph } from './helpers';

describe( 'renderTemplate', () => {
	it( 'renders a template as a page into an element, updates and unmounts it', () => {
		const element = document.createElement( 'div' );
		document.body.appendChild( element );

		let rendered: ReturnType< typeof renderTemplate > | undefined;
		act( () => {
			rendered = renderTemplate(
				element,
				[ paragraph( 'First' ) ],
				'prod'
			);
		} );
		expect( screen.getByText( 'First' ) ).toBeInTheDocument();
		expect( element.querySelector( '.uip-template' ) ).toHaveAttribute(
			'data-uip-mode',
			'prod'
		);
		expect(
			element.querySelector( 'style[data-uip-theme]' )
		).not.toBeNull();
		expect(
			screen.getByRole( 'region', { name: 'Notifications' } )
		).toBeInTheDocument();

		act( () => {
			rendered?.update( [ paragraph( 'Second' ) ], 'builder' );
		} );
		expect( screen.queryByText( 'First' ) ).not.toBeInTheDocument();
		expect( element.querySelector( '.uip-template' ) ).toHaveAttribute(
			'data-uip-mode',
			'builder'
		);

		act( () => {
			rendered?.unmount();
		} );
		expect( element ).toBeEmptyDOMElement();
		element.remove();
	} );
} );
