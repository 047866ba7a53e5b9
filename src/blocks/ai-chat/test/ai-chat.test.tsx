/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { sendsOnKey } from '../chat-input';
import { readSession, sessionKey, writeSession } from '../chat-session';

function chatBlock( options: Record< string, unknown > = {} ) {
	return block( 'uip-ai-chat', {
		settings: {
			block: {
				options: {
					welcomeMessage: 'Hello, how can I help?',
					...options,
				},
			},
		},
	} );
}

const key = (
	name: string,
	modifiers: { shiftKey?: boolean; metaKey?: boolean } = {}
) => ( { key: name, shiftKey: false, metaKey: false, ...modifiers } );

describe( 'uip-ai-chat', () => {
	let requests: APIFetchOptions[];
	beforeEach( () => {
		requests = [];
		window.sessionStorage.clear();
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return {};
		} );
	} );

	it( 'greets with the welcome message and keeps the builder from sending', async () => {
		render(
			<TemplateRenderer
				mode="builder"
				templateId={ 7 }
				blocks={ [ chatBlock() ] }
			/>
		);
		expect(
			await screen.findByText( 'Hello, how can I help?' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'log', { name: 'Conversation' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Message' } )
		).toBeDisabled();
		expect(
			screen.getByText( 'Preview the template to chat.' )
		).toBeInTheDocument();
	} );

	it( 'sends nothing for a blank message, and shows the conversation kept for the session', async () => {
		const chat = chatBlock();
		writeSession( sessionKey( 7, chat.uid ), [
			{ role: 'user', content: 'What is UiPress?' },
			{ role: 'assistant', content: 'An **admin** builder.' },
		] );
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ chat ] }
			/>
		);
		const input = await screen.findByRole( 'textbox', { name: 'Message' } );
		expect( screen.getByText( 'What is UiPress?' ) ).toBeInTheDocument();
		expect( screen.getByText( 'admin' ).tagName ).toBe( 'STRONG' );

		fireEvent.change( input, { target: { value: '   ' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( screen.getByRole( 'button', { name: 'Send' } ) ).toBeDisabled();
		expect( requests ).toEqual( [] );

		// Clearing can be undone.
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Clear conversation' } )
		);
		expect( screen.queryByText( 'What is UiPress?' ) ).toBeNull();
		expect( readSession( sessionKey( 7, chat.uid ) ) ).toEqual( [] );
		fireEvent.click( screen.getByRole( 'button', { name: 'Undo' } ) );
		expect( screen.getByText( 'What is UiPress?' ) ).toBeInTheDocument();
		expect( readSession( sessionKey( 7, chat.uid ) ) ).toHaveLength( 2 );
	} );

	it( 'sends on Enter only without Shift or Meta', () => {
		expect( sendsOnKey( key( 'Enter' ) ) ).toBe( true );
		expect( sendsOnKey( key( 'Enter', { shiftKey: true } ) ) ).toBe(
			false
		);
		expect( sendsOnKey( key( 'Enter', { metaKey: true } ) ) ).toBe( false );
		expect( sendsOnKey( key( 'a' ) ) ).toBe( false );
		expect( sendsOnKey( { ...key( 'Enter' ), isComposing: true } ) ).toBe(
			false
		);
	} );

	it( 'reads back only well-formed turns', () => {
		window.sessionStorage.setItem(
			'k',
			JSON.stringify( [
				{ role: 'system', content: 'x' },
				{ role: 'user', content: 'hi' },
				{ role: 'assistant' },
			] )
		);
		expect( readSession( 'k' ) ).toEqual( [
			{ role: 'user', content: 'hi' },
		] );
		window.sessionStorage.setItem( 'k', '{oops' );
		expect( readSession( 'k' ) ).toEqual( [] );
	} );
} );
