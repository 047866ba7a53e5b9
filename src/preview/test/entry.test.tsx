/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { validConfig } from '../../shared/config/test/fixtures';
import { PREVIEW_ROOT_ID } from '../constants';

describe( 'preview entry', () => {
	afterEach( () => {
		delete window.uipressConfig;
		document.body.innerHTML = '';
	} );

	it( 'mounts into #uip-preview-root and shows the configured template', async () => {
		document.body.innerHTML = `<div id="${ PREVIEW_ROOT_ID }"></div>`;
		window.uipressConfig = {
			...validConfig(),
			preview: { templateId: 42 },
		};
		const paths: string[] = [];
		apiFetch.setFetchHandler( async ( options ) => {
			paths.push( options.path ?? '' );
			return {
				id: 42,
				title: { raw: 'T' },
				uipress: {
					content: [
						{
							uid: 'p00000000000000000000001',
							name: 'Paragraph',
							moduleName: 'uip-paragraph',
							settings: {
								block: { options: { text: 'Hi there' } },
							},
						},
					],
					settings: { css: '', js: '' },
				},
			};
		} );

		await act( async () => {
			require( '../index' );
		} );

		expect( await screen.findByText( 'Hi there' ) ).toBeInTheDocument();
		expect( paths[ 0 ] ).toMatch( /^\/wp\/v2\/uip-ui-template\/42\?/ );
	} );
} );
