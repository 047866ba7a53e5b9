/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../renderer';
import { block, paragraph } from '../../renderer/test/helpers';
import type { Block } from '../../types';
import { provideAllEngineFeatures } from '../provide-all';
import {
	engineFeature,
	featuresUsedBy,
	loadEngineFeatures,
	provideEngineFeatures,
} from '../registry';

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

	it( 'knows which features a tree uses', () => {
		expect(
			featuresUsedBy( [
				block( 'uip-container', {
					content: [
						withConditions( 'Inside' ),
						block( 'uip-container', {
							query: { enabled: true } as Block[ 'query' ],
							tooltip: { message: 'Explained' },
						} ),
					],
				} ),
			] )
		).toEqual( [ 'conditions', 'query', 'tooltips' ] );
		expect( featuresUsedBy( [ paragraph( 'Plain' ) ] ) ).toEqual( [] );
	} );

	it( 'loads a feature’s code when asked', async () => {
		provideEngineFeatures( { interactions: undefined } );
		expect( engineFeature( 'interactions' ) ).toBeUndefined();
		await loadEngineFeatures( [ 'interactions' ] );
		expect( typeof engineFeature( 'interactions' )?.bind ).toBe(
			'function'
		);
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
