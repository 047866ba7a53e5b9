/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';

function shortcodeBlock( shortcode: string ) {
	return block( 'uip-shortcode', {
		settings: { block: { options: { shortcode } } },
	} );
}

describe( 'uip-shortcode', () => {
	let requests: APIFetchOptions[];
	beforeEach( () => {
		requests = [];
	} );

	it( 'asks the server by template and block, and shows what it printed', async () => {
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return { html: '<p>Gallery of 3</p>' };
		} );
		const gallery = shortcodeBlock( '[gallery]' );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 42 }
				blocks={ [ gallery ] }
			/>
		);
		expect( await screen.findByText( 'Gallery of 3' ) ).toBeInTheDocument();
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ]?.path ).toMatch( /^\/uipress\/v1\/shortcode\b/ );
		expect( requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			data: { template: 42, block: gallery.uid },
		} );
	} );

	it( 'sends the shortcode as typed in the builder', async () => {
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return { html: '<em>Preview</em>' };
		} );
		render(
			<TemplateRenderer
				mode="builder"
				templateId={ 42 }
				blocks={ [ shortcodeBlock( '[gallery ids="1"]' ) ] }
			/>
		);
		expect( await screen.findByText( 'Preview' ) ).toBeInTheDocument();
		expect( requests[ 0 ]?.data ).toEqual( {
			shortcode: '[gallery ids="1"]',
		} );
	} );

	it( 'shows the server’s message when it refuses', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {
				code: 'rest_forbidden',
				message: 'This template does not apply to you.',
			};
		} );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ shortcodeBlock( '[gallery]' ) ] }
			/>
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This template does not apply to you.'
		);
	} );
} );
