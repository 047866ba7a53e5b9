/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../renderer';
import { block, engine, paragraph } from '../../renderer/test/helpers';
import type { Block } from '../../types';
import { provideAllEngineFeatures } from '../provide-all';
import {
	engineFeature,
	provideEngineFeatures,
	providePrintedFeatures,
} from '../registry';
import { interactionsFeature } from '../interactions';

const withDynamicDate = ( text: string ): Block =>
	block( 'uip-paragraph', {
		settings: {
			block: {
				options: {
					text: {
						string: text,
						dynamic: true,
						dynamicKey: 'isoDate',
						dynamicPos: 'right',
					},
				},
			},
		},
	} );

const withConditions = ( text: string ): Block =>
	paragraph( text, {
		settings: {
			advanced: {
				options: {
					conditions: {
						relation: 'and',
						conditions: [
							{
								type: 'userrole',
								operator: 'isnot',
								value: 'no-such-role',
							},
						],
					},
				},
			},
		},
	} as Partial< Block > );

describe( 'engine features', () => {
	afterEach( () => provideAllEngineFeatures() );

	it( 'provides the features whose chunks the page printed', () => {
		provideEngineFeatures( { interactions: undefined, query: undefined } );
		window.uipressChunks = { 'engine/interactions': interactionsFeature };
		providePrintedFeatures();
		expect( engineFeature( 'interactions' ) ).toBe( interactionsFeature );
		// Not printed (its script failed): missing, so its blocks fail safe.
		expect( engineFeature( 'query' ) ).toBeUndefined();
		delete window.uipressChunks;
	} );

	it( 'fails safe: without the dynamic data code a text shows alone', () => {
		const { unmount } = render(
			<TemplateRenderer
				mode="prod"
				engine={ engine() }
				blocks={ [ withDynamicDate( 'Today is' ) ] }
			/>
		);
		expect(
			screen.getByText( /^Today is \d{4}-\d\d-\d\d$/ )
		).toBeInTheDocument();
		unmount();

		provideEngineFeatures( { dynamic: undefined } );
		render(
			<TemplateRenderer
				mode="prod"
				engine={ engine() }
				blocks={ [ withDynamicDate( 'Today is' ) ] }
			/>
		);
		expect( screen.getByText( 'Today is' ) ).toBeInTheDocument();
	} );

	it( 'fails safe: without the conditions code a block with conditions does not show', () => {
		// With the code, the condition holds.
		const { unmount } = render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ withConditions( 'Guarded' ) ] }
			/>
		);
		expect( screen.getByText( 'Guarded' ) ).toBeInTheDocument();
		unmount();

		provideEngineFeatures( { conditions: undefined } );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ withConditions( 'Guarded' ), paragraph( 'Open' ) ] }
			/>
		);
		expect( screen.queryByText( 'Guarded' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Open' ) ).toBeInTheDocument();
	} );
} );
