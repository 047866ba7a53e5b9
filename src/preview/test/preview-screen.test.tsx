/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { block } from '../../engine/renderer/test/helpers';
import type { Block } from '../../engine/types';
import { RENDER_MEASURE } from '../constants';
import PreviewScreen from '../preview-screen';

function storedTemplate( content: Block[], css = '' ) {
	return {
		id: 5,
		title: { raw: 'Dashboard', rendered: 'Dashboard' },
		status: 'publish',
		uipress: {
			type: 'ui-template',
			content,
			settings: { css, js: '' },
			forRoles: [],
			forUsers: [],
			excludesRoles: [],
			excludesUsers: [],
		},
	};
}

function answer( respond: ( path: string ) => unknown ): string[] {
	const paths: string[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		paths.push( options.path ?? '' );
		return respond( options.path ?? '' );
	} );
	return paths;
}

const heading = block( 'uip-heading', {
	settings: { block: { options: { headingText: 'Welcome back' } } },
} );

/**
 * The preview's own content (a Notice also speaks its text elsewhere).
 * @param container
 */
function preview( container: HTMLElement ) {
	return within( container.querySelector( '.uip-preview' ) as HTMLElement );
}

describe( 'PreviewScreen', () => {
	// jsdom has no User Timing API: record what the screen asks of it.
	const marks = new Set< string >();
	const measure = jest.fn();

	beforeEach( () => {
		marks.clear();
		measure.mockClear();
		Object.assign( performance, {
			mark: ( name: string ) => marks.add( name ),
			clearMarks: ( name: string ) => marks.delete( name ),
			getEntriesByName: ( name: string ) =>
				marks.has( name ) ? [ { name } ] : [],
			measure,
		} );
	} );

	it( 'shows a loading state, then the template in production mode', async () => {
		const paths = answer( () =>
			storedTemplate( [ heading ], '.x{color:red}' )
		);
		const { container } = render(
			<PreviewScreen templateId={ 5 } mode="prod" />
		);

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading template…'
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Welcome back' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Loading template…' )
		).not.toBeInTheDocument();
		expect( paths[ 0 ] ).toMatch(
			/^\/wp\/v2\/uip-ui-template\/5\?context=edit/
		);
		expect( container.querySelector( '.uip-preview' ) ).toHaveAttribute(
			'data-uip-preview-state',
			'ready'
		);
		expect( container.querySelector( '.uip-template' ) ).toHaveAttribute(
			'data-uip-mode',
			'prod'
		);
		expect(
			container.querySelector( 'style[data-uip-theme]' )?.textContent
		).toContain( '--uip-color-primary' );
		expect(
			container.querySelector( 'style[data-uip-template-css]' )
		).toHaveTextContent( '.x{color:red}' );
		expect(
			screen.getByRole( 'region', { name: 'Notifications' } )
		).toBeInTheDocument();
		expect( measure ).toHaveBeenCalledTimes( 1 );
		expect( measure ).toHaveBeenCalledWith(
			RENDER_MEASURE,
			`${ RENDER_MEASURE }:start`
		);
	} );

	it( 'renders in the mode asked for', async () => {
		answer( () => storedTemplate( [ block( 'uip-container' ) ] ) );
		render( <PreviewScreen templateId={ 5 } mode="builder" /> );
		expect(
			await screen.findByText( 'Drop blocks here' )
		).toBeInTheDocument();
	} );

	it( 'says a template does not exist, with the server message', async () => {
		answer( () => {
			throw {
				code: 'rest_post_invalid_id',
				message: 'Invalid post ID.',
				data: { status: 404 },
			};
		} );
		const { container } = render(
			<PreviewScreen templateId={ 999 } mode="prod" />
		);

		expect(
			await preview( container ).findByText(
				'This template does not exist.'
			)
		).toBeInTheDocument();
		expect(
			preview( container ).getByText( 'Invalid post ID.' )
		).toBeInTheDocument();
		expect( container.querySelector( '.uip-preview' ) ).toHaveAttribute(
			'data-uip-preview-state',
			'error'
		);
	} );

	it( 'says when the user may not preview the template', async () => {
		answer( () => {
			throw {
				code: 'rest_forbidden_context',
				message: 'Sorry, you are not allowed to edit this post.',
				data: { status: 403 },
			};
		} );
		const { container } = render(
			<PreviewScreen templateId={ 5 } mode="prod" />
		);

		expect(
			await preview( container ).findByText(
				'You are not allowed to preview this template.'
			)
		).toBeInTheDocument();
		expect(
			preview( container ).getByText(
				'Sorry, you are not allowed to edit this post.'
			)
		).toBeInTheDocument();
	} );

	it( 'says when the stored content is not a block list', async () => {
		answer( () => ( { id: 5, uipress: { content: 'oops' } } ) );
		const { container } = render(
			<PreviewScreen templateId={ 5 } mode="prod" />
		);

		expect(
			await preview( container ).findByText(
				'The template could not be loaded.'
			)
		).toBeInTheDocument();
		expect(
			preview( container ).getByText(
				'Its content is not a list of blocks.'
			)
		).toBeInTheDocument();
	} );

	it( 'says when no template was chosen, without a request', () => {
		const paths = answer( () => storedTemplate( [] ) );
		const { container } = render(
			<PreviewScreen templateId={ undefined } mode="prod" />
		);

		expect(
			preview( container ).getByText(
				'No template was chosen to preview.'
			)
		).toBeInTheDocument();
		expect( paths ).toHaveLength( 0 );
	} );
} );
