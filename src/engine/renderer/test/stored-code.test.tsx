/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import TemplatePage from '../template-page';
import TemplateRenderer from '../template-renderer';
import { block, paragraph } from './helpers';

declare global {
	interface Window {
		uipStoredCodeCalls?: string[];
	}
}

function withCode( js: string ) {
	return paragraph( 'Scripted', {
		settings: { advanced: { options: { js } } },
	} );
}

describe( 'stored JavaScript', () => {
	beforeEach( () => {
		window.uipStoredCodeCalls = [];
	} );

	afterEach( () => {
		delete window.uipStoredCodeCalls;
	} );

	it( 'runs a block’s JavaScript once in production, with its root element', () => {
		const scripted = withCode(
			'window.uipStoredCodeCalls.push( element.getAttribute( "data-uip-uid" ) + ":" + ( this === element ) );'
		);
		const { rerender } = render(
			<TemplateRenderer blocks={ [ scripted ] } mode="prod" />
		);
		rerender( <TemplateRenderer blocks={ [ scripted ] } mode="prod" /> );

		expect( window.uipStoredCodeCalls ).toEqual( [
			`${ scripted.uid }:true`,
		] );
	} );

	it.each( [ 'builder', 'preview' ] as const )(
		'does not run block JavaScript in %s mode',
		( mode ) => {
			render(
				<TemplateRenderer
					blocks={ [
						withCode( 'window.uipStoredCodeCalls.push( "ran" );' ),
					] }
					mode={ mode }
				/>
			);

			expect( window.uipStoredCodeCalls ).toEqual( [] );
		}
	);

	it( 'reports failing code on the console and keeps rendering', () => {
		render(
			<TemplateRenderer
				blocks={ [
					withCode( 'throw new Error( "broken" );' ),
					block( 'uip-heading', {
						settings: {
							block: {
								options: { headingText: 'Still rendered' },
							},
						},
					} ),
				] }
				mode="prod"
			/>
		);

		expect( console ).toHaveErrored();
		expect( screen.getByText( 'Still rendered' ) ).toBeInTheDocument();
	} );

	it( 'runs the template’s JavaScript once in production only', () => {
		const code = 'window.uipStoredCodeCalls.push( "template" );';
		const { unmount } = render(
			<TemplatePage blocks={ [] } mode="prod" templateJs={ code } />
		);
		unmount();
		render(
			<TemplatePage blocks={ [] } mode="builder" templateJs={ code } />
		);

		expect( window.uipStoredCodeCalls ).toEqual( [ 'template' ] );
	} );
} );
