/**
 * The example plugin of docs/BLOCKS.md, loaded the way WordPress loads it:
 * a plain script using the wp.* globals.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import * as element from '@wordpress/element';
import * as hooks from '@wordpress/hooks';
import * as i18n from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BLOCKS_FILTER, getBlockDefinition } from '..';
import { TemplateRenderer } from '../../renderer';
import { block, rootOf } from '../../renderer/test/helpers';

const page = window as unknown as { wp?: unknown };

describe( 'docs/examples/uipress-example-block', () => {
	beforeAll( () => {
		page.wp = { element, hooks, i18n };
		require( '../../../../docs/examples/uipress-example-block/block.js' );
	} );

	afterAll( () => {
		hooks.removeFilter( BLOCKS_FILTER, 'uipress-example-block/greeting' );
		delete page.wp;
	} );

	it( 'registers its block through the uipress.blocks filter', () => {
		expect(
			getBlockDefinition( 'uipress-example-greeting' )
		).toMatchObject( { name: 'Greeting', group: 'elements' } );
	} );

	it( 'renders through TemplateRenderer with its options', () => {
		const greeting = block( 'uipress-example-greeting', {
			settings: { block: { options: { name: 'Ada' } } },
		} );
		const { container } = render(
			<TemplateRenderer blocks={ [ greeting ] } mode="prod" />
		);

		expect( rootOf( container, greeting.uid ) ).toHaveAttribute(
			'data-uip-module',
			'uipress-example-greeting'
		);
		expect( screen.getByText( 'Hello, Ada!' ) ).toHaveClass(
			'uipress-example-greeting'
		);
	} );

	it( 'uses the option default when nothing is stored', () => {
		render(
			<TemplateRenderer
				blocks={ [ block( 'uipress-example-greeting' ) ] }
				mode="prod"
			/>
		);
		expect( screen.getByText( 'Hello!' ) ).toBeInTheDocument();
	} );
} );
