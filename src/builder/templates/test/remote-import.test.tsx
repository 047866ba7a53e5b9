/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	clearNotifications,
	shownNotifications,
} from '../../../components/utils/test-helpers';
import type { Block } from '../../../engine/types';
import RemoteBlockImport from '../../settings/remote-block-import';
import { REMOTE_IMPORT_PATH } from '../remote-import';
import TemplateList from '../template-list';

const REMOTE = 'https://templates.example.com/sidebar.json';

interface Pending {
	options: APIFetchOptions;
	resolve: ( value: unknown ) => void;
	reject: ( error: unknown ) => void;
}

/**
 * Answers the list with no templates and keeps each import request pending
 * until the test settles it.
 */
function serve(): Pending[] {
	const imports: Pending[] = [];
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		const path = options.path ?? '';
		if ( path.startsWith( REMOTE_IMPORT_PATH ) ) {
			return new Promise( ( resolve, reject ) =>
				imports.push( { options, resolve, reject } )
			);
		}
		return Promise.resolve(
			path.startsWith( '/uipress/v1/users' ) ? {} : []
		);
	} );
	return imports;
}

const titles = () => shownNotifications().map( ( shown ) => shown.title );

async function importFromList( url: string ) {
	render( <TemplateList onOpen={ jest.fn() } /> );
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Import from URL' } )
	);
	fireEvent.change( screen.getByRole( 'textbox', { name: 'Template URL' } ), {
		target: { value: url },
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Import' } ) );
}

describe( 'Remote template import', () => {
	const fetch = jest.fn();
	beforeEach( () => {
		clearNotifications();
		window.fetch = fetch;
	} );

	it( 'asks the server, never the address, and shows Importing then Template imported', async () => {
		const imports = serve();
		await importFromList( REMOTE );

		await screen.findByRole( 'textbox', { name: 'Template URL' } );
		await act( async () => {} );
		expect( imports ).toHaveLength( 1 );
		expect( imports[ 0 ]?.options ).toMatchObject( {
			method: 'POST',
			data: { url: REMOTE },
		} );
		expect( titles() ).toContain( 'Importing template' );

		await act( async () => {
			imports[ 0 ]?.resolve( { id: 7, title: 'Sidebar' } );
		} );
		expect( titles() ).toContain( 'Template imported' );
		expect( titles() ).not.toContain( 'Importing template' );
		expect( fetch ).not.toHaveBeenCalled();
	} );

	it( 'shows Unable to import template right now with the server’s reason', async () => {
		const imports = serve();
		await importFromList( REMOTE );
		await act( async () => {} );

		await act( async () => {
			imports[ 0 ]?.reject( {
				code: 'uipress_remote_template_invalid',
				message:
					'An imported remote template must be an array whose first item is an object.',
			} );
		} );
		expect( shownNotifications() ).toEqual( [
			expect.objectContaining( {
				title: 'Unable to import template right now',
				message:
					'An imported remote template must be an array whose first item is an object.',
				status: 'error',
			} ),
		] );
	} );

	it( 'is offered for a remote block, from its path', async () => {
		const imports = serve();
		const remote: Block = {
			uid: 'remote00000000000000001',
			name: 'Sidebar',
			moduleName: 'uip-container',
			settings: {},
			remote: true,
			path: REMOTE,
		};
		const { rerender } = render( <RemoteBlockImport block={ remote } /> );
		expect( screen.getByText( REMOTE ) ).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Import template' } )
		);
		await act( async () => {} );
		expect( imports[ 0 ]?.options.data ).toEqual( { url: REMOTE } );
		await act( async () => {
			imports[ 0 ]?.resolve( { id: 8, title: 'Sidebar' } );
		} );
		expect( titles() ).toContain( 'Template imported' );

		rerender( <RemoteBlockImport block={ { ...remote, path: '' } } /> );
		expect(
			screen.getByRole( 'button', { name: 'Import template' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		rerender(
			<RemoteBlockImport block={ { ...remote, remote: false } } />
		);
		expect(
			screen.queryByRole( 'button', { name: 'Import template' } )
		).not.toBeInTheDocument();
	} );
} );
