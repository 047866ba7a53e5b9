/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../renderer';
import { block } from '../../renderer/test/helpers';
import type { Block, QuerySettings } from '../../types';
import { DEFAULT_QUERY_SETTINGS } from '../../types';
import { answerRequests, titles } from './fetch-handler';

function loop( settings: Partial< QuerySettings > ): Block {
	return block( 'uip-container', {
		query: {
			enabled: true,
			settings: { ...DEFAULT_QUERY_SETTINGS, ...settings },
		},
		content: [
			block( 'uip-heading', {
				settings: {
					block: { options: { headingText: '{{post_title}}' } },
				},
			} ),
		],
	} );
}

describe( 'query loop: a folder', () => {
	it.each( [
		[ 'a folder', 14 ],
		[ 'Uncategorised', 0 ],
	] )( 'sends %s with the query settings', async ( _name, folder ) => {
		const requests = answerRequests( () => titles( [ 5 ], 1 ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ loop( { postTypes: [ 'page' ], folder } ) ] }
			/>
		);
		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		const data = requests[ 0 ]?.data as { query: QuerySettings };
		expect( data.query.folder ).toBe( folder );
		expect( data.query.postTypes ).toEqual( [ 'page' ] );
		expect( await screen.findByText( /5/ ) ).toBeInTheDocument();
	} );

	it( 'sends no folder for a query saved without one (All)', async () => {
		const requests = answerRequests( () => titles( [ 5 ], 1 ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ loop( { postTypes: [ 'page' ] } ) ] }
			/>
		);
		await waitFor( () => expect( requests ).toHaveLength( 1 ) );
		const data = requests[ 0 ]?.data as { query: QuerySettings };
		expect( data.query ).not.toHaveProperty( 'folder' );
	} );
} );
