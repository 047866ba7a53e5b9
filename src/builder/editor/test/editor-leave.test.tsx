/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { builderStore } from '../../store';
import { templatePost } from '../../store/test/fixtures';
import Editor from '../editor';

// jsdom has no scrolling; panels scroll the selection into view.
window.scrollTo = jest.fn();

beforeEach( () => {
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) =>
		Promise.resolve(
			options.method === 'POST' ? options.data : templatePost()
		)
	);
} );

async function openEditor( onBack: () => void ) {
	render( <Editor templateId={ 7 } onBack={ onBack } /> );
	await screen.findByRole( 'region', { name: 'Canvas' } );
}

function pressBack() {
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Back to templates' } )
	);
}

describe( 'Leaving the editor', () => {
	it( 'leaves at once when nothing is unsaved', async () => {
		const onBack = jest.fn();
		await openEditor( onBack );
		await act( async () => pressBack() );
		expect( onBack ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'asks in a WordPress dialog when there are unsaved changes', async () => {
		const onBack = jest.fn();
		await openEditor( onBack );
		act( () => {
			dispatch( builderStore ).updateTemplate( { title: 'Edited' } );
		} );
		await act( async () => pressBack() );
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toHaveTextContent(
			'The template has unsaved changes. Leave without saving?'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( onBack ).not.toHaveBeenCalled();

		await act( async () => pressBack() );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Leave without saving' } )
			);
		} );
		expect( onBack ).toHaveBeenCalledTimes( 1 );
	} );
} );
