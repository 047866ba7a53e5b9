/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../../engine/notifications';
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import type { Block, BlockOptions } from '../../../engine/types';
import { PAGE_EVENTS } from '../../../runtime/events';
import { clearToasts } from '../../shared/test/posts-fixtures';
import { formDefinition } from '../definition';
import { FORM_SUCCESS_MS } from '../form-api';

function input( moduleName: string, options: BlockOptions ): Block {
	return block( moduleName, { settings: { block: { options } } } );
}

function form( options: BlockOptions, content: Block[] ): Block {
	return block( 'uip-form', {
		settings: { block: { options } },
		content,
	} );
}

const emailAction = {
	action: 'email',
	emailAddress: 'team@example.test',
};

function profileFields(): Block[] {
	return [
		input( 'uip-text-input', {
			inputLabel: 'Your name',
			inputName: 'name',
			inputRequired: true,
		} ),
		input( 'uip-text-input', {
			inputLabel: 'Email',
			inputName: 'email',
			inputType: 'email',
		} ),
		input( 'uip-checkbox-input', {
			inputLabel: 'Subscribe',
			inputName: 'subscribe',
		} ),
	];
}

interface Recorded {
	path: string;
	method: string;
	data: unknown;
}

function answer( respond: ( request: Recorded ) => unknown ): Recorded[] {
	const requests: Recorded[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const request = {
			// Without the query apiFetch's middleware adds (_locale).
			path: ( options.path ?? '' ).split( '?' )[ 0 ] ?? '',
			method: options.method ?? 'GET',
			data: options.data,
		};
		requests.push( request );
		return respond( request );
	} );
	return requests;
}

function toasts() {
	return select( notificationsStore )
		.getNotifications()
		.map( ( { title, message, status } ) => ( {
			title,
			message,
			status,
		} ) );
}

function renderForm( formBlock: Block, mode: 'prod' | 'builder' = 'prod' ) {
	return render(
		<TemplateRenderer
			mode={ mode }
			templateId={ 42 }
			blocks={ [ formBlock ] }
		/>
	);
}

const ok = {
	success: true,
	message: 'Thanks!',
	reset: false,
	redirect: null,
};

describe( 'uip-form', () => {
	afterEach( () => {
		clearToasts();
		jest.useRealTimers();
		jest.restoreAllMocks();
		document
			.querySelectorAll( '[data-test-frame]' )
			.forEach( ( node ) => node.remove() );
	} );

	it( 'is a form container with the spec’s options and defaults', () => {
		expect( formDefinition ).toMatchObject( {
			moduleName: 'uip-form',
			group: 'form',
			container: true,
		} );
		const options = Object.fromEntries(
			( formDefinition.optionsEnabled.block?.options ?? [] ).map(
				( option ) => [ option.uniqueKey, option ]
			)
		);
		expect( Object.keys( options ) ).toEqual(
			expect.arrayContaining( [
				'submitText',
				'prePopulate',
				'submitAction',
				'successMessage',
			] )
		);
		expect( options.submitText?.value ).toMatchObject( {
			string: 'Submit',
		} );
		expect( options.prePopulate?.value ).toBe( false );
		expect( options.submitAction?.option ).toBe( 'formAction' );
		expect( options.submitAction?.value ).toMatchObject( {
			objectOrSingle: 'single',
			redirectURL: { value: '', newTab: false },
		} );
	} );

	it( 'sends the values by template and block, busy while it waits, then shows the message', async () => {
		let finish: ( value: unknown ) => void = () => undefined;
		const requests = answer(
			() =>
				new Promise( ( resolve ) => {
					finish = resolve;
				} )
		);
		const formBlock = form(
			{ submitText: 'Save profile', submitAction: emailAction },
			profileFields()
		);
		renderForm( formBlock );

		const name = await screen.findByLabelText( /Your name/ );
		expect( name ).toBeRequired();
		expect( screen.getByLabelText( 'Email' ) ).toHaveAttribute(
			'type',
			'email'
		);
		fireEvent.change( name, { target: { value: 'Ada' } } );
		fireEvent.click( screen.getByLabelText( 'Subscribe' ) );
		const button = screen.getByRole( 'button', { name: 'Save profile' } );
		fireEvent.click( button );

		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		expect( requests ).toEqual( [
			{
				path: `/uipress/v1/forms/42/${ formBlock.uid }`,
				method: 'POST',
				data: { values: { name: 'Ada', subscribe: true } },
			},
		] );

		await act( async () => finish( ok ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Thanks!' );
		expect( button ).toBeEnabled();
		// No reset asked: the values stay.
		expect( name ).toHaveValue( 'Ada' );
	} );

	it( 'shows the success message for 10 seconds', async () => {
		jest.useFakeTimers();
		answer( () => ok );
		renderForm( form( { submitAction: emailAction }, [] ) );
		const button = await screen.findByRole( 'button', { name: 'Submit' } );
		await act( async () => {
			fireEvent.click( button );
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Thanks!' );
		act( () => jest.advanceTimersByTime( FORM_SUCCESS_MS - 1 ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Thanks!' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
		expect( FORM_SUCCESS_MS ).toBe( 10000 );
	} );

	it( 'empties the inputs when the server says reset', async () => {
		answer( () => ( { ...ok, reset: true } ) );
		renderForm( form( { submitAction: emailAction }, profileFields() ) );
		const name = await screen.findByLabelText( /Your name/ );
		fireEvent.change( name, { target: { value: 'Ada' } } );
		fireEvent.click( screen.getByLabelText( 'Subscribe' ) );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		} );
		expect( name ).toHaveValue( '' );
		expect( screen.getByLabelText( 'Subscribe' ) ).not.toBeChecked();
	} );

	it( 'opens a redirect in a new tab, or an admin page in the page content block', async () => {
		const open = jest
			.spyOn( window, 'open' )
			.mockImplementation( () => null );
		answer( () => ( {
			...ok,
			redirect: { url: 'https://example.test/thanks', newTab: true },
		} ) );
		const { unmount } = renderForm(
			form( { submitAction: emailAction }, [] )
		);
		await act( async () => {
			fireEvent.click(
				await screen.findByRole( 'button', { name: 'Submit' } )
			);
		} );
		expect( open ).toHaveBeenCalledWith(
			'https://example.test/thanks',
			'_blank',
			'noopener'
		);
		unmount();

		const frame = document.createElement( 'div' );
		frame.setAttribute( 'data-uip-module', 'uip-content-frame' );
		frame.setAttribute( 'data-test-frame', '' );
		document.body.append( frame );
		const pages: unknown[] = [];
		const listener = ( event: Event ) =>
			pages.push( ( event as CustomEvent ).detail );
		document.addEventListener( PAGE_EVENTS.pageChange, listener );
		answer( () => ( {
			...ok,
			redirect: {
				url: `${ window.location.origin }/wp-admin/profile.php`,
				newTab: false,
			},
		} ) );
		renderForm( form( { submitAction: emailAction }, [] ) );
		await act( async () => {
			fireEvent.click(
				await screen.findByRole( 'button', { name: 'Submit' } )
			);
		} );
		document.removeEventListener( PAGE_EVENTS.pageChange, listener );
		expect( pages ).toEqual( [ { url: 'profile.php' } ] );
	} );

	it( 'shows a configuration error as a toast with its title', async () => {
		answer( () => {
			throw {
				code: 'uipress_form_configuration',
				message: 'No php function supplied to send form data to',
				data: { status: 400, title: 'Configuration error' },
			};
		} );
		renderForm( form( { submitAction: { action: 'phpFunction' } }, [] ) );
		const button = await screen.findByRole( 'button', { name: 'Submit' } );
		await act( async () => {
			fireEvent.click( button );
		} );
		expect( toasts() ).toEqual( [
			{
				title: 'Configuration error',
				message: 'No php function supplied to send form data to',
				status: 'error',
			},
		] );
		expect( button ).toBeEnabled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	} );

	it( 'shows a field’s error at the field until it changes', async () => {
		answer( () => {
			throw {
				code: 'uipress_form_invalid_value',
				message: 'Email must be a valid email address.',
				data: { status: 400, field: 'email' },
			};
		} );
		renderForm( form( { submitAction: emailAction }, profileFields() ) );
		const email = await screen.findByLabelText( 'Email' );
		fireEvent.change( screen.getByLabelText( /Your name/ ), {
			target: { value: 'Ada' },
		} );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		} );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Email must be a valid email address.'
		);
		expect( toasts()[ 0 ]?.title ).toBe(
			'Email must be a valid email address.'
		);
		expect( screen.getByLabelText( /Your name/ ) ).not.toHaveAttribute(
			'aria-invalid'
		);

		fireEvent.change( email, { target: { value: 'ada@example.test' } } );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		expect(
			screen.queryByText( 'Email must be a valid email address.' )
		).toBeNull();
	} );

	it( 'fills the inputs with the stored values when it pre-populates', async () => {
		const requests = answer( () => ( {
			values: { name: 'Grace', subscribe: '1' },
		} ) );
		const formBlock = form(
			{
				prePopulate: true,
				submitAction: { action: 'userMeta', objectOrSingle: 'single' },
			},
			profileFields()
		);
		renderForm( formBlock );
		expect( await screen.findByDisplayValue( 'Grace' ) ).toBe(
			screen.getByLabelText( /Your name/ )
		);
		expect( screen.getByLabelText( 'Subscribe' ) ).toBeChecked();
		expect( requests ).toEqual( [
			{
				path: `/uipress/v1/forms/42/${ formBlock.uid }`,
				method: 'GET',
				data: undefined,
			},
		] );
	} );

	it( 'asks for nothing without prePopulate', async () => {
		const requests = answer( () => ( { values: {} } ) );
		renderForm( form( { submitAction: emailAction }, profileFields() ) );
		await screen.findByLabelText( /Your name/ );
		expect( requests ).toEqual( [] );
	} );

	it( 'sends uipress/forms/change on every change', async () => {
		answer( () => ok );
		const formBlock = form(
			{ submitAction: emailAction },
			profileFields()
		);
		const changes: unknown[] = [];
		const listener = ( event: Event ) =>
			changes.push( ( event as CustomEvent ).detail );
		document.addEventListener( PAGE_EVENTS.formsChange, listener );
		renderForm( formBlock );
		fireEvent.change( await screen.findByLabelText( /Your name/ ), {
			target: { value: 'A' },
		} );
		fireEvent.click( screen.getByLabelText( 'Subscribe' ) );
		document.removeEventListener( PAGE_EVENTS.formsChange, listener );
		expect( PAGE_EVENTS.formsChange ).toBe( 'uipress/forms/change' );
		expect( changes ).toEqual( [
			{ form: formBlock.uid, name: 'name', value: 'A' },
			{ form: formBlock.uid, name: 'subscribe', value: true },
		] );
	} );

	it( 'lets the browser refuse an empty required input', async () => {
		const requests = answer( () => ok );
		renderForm( form( { submitAction: emailAction }, profileFields() ) );
		const name = await screen.findByLabelText( /Your name/ );
		fireEvent.click( screen.getByRole( 'button', { name: 'Submit' } ) );
		expect( name ).toBeInvalid();
		expect( requests ).toEqual( [] );
	} );

	it( 'submits nothing in the builder', async () => {
		const requests = answer( () => ok );
		renderForm(
			form( { submitAction: emailAction }, profileFields() ),
			'builder'
		);
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Submit' } )
		);
		expect( requests ).toEqual( [] );
	} );

	it( 'says forms work in the interface when there is no template (preview)', async () => {
		const requests = answer( () => ok );
		render(
			<TemplateRenderer
				mode="preview"
				blocks={ [ form( { submitAction: emailAction }, [] ) ] }
			/>
		);
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Submit' } )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Forms send their data in the interface, not in this preview.'
		);
		expect( requests ).toEqual( [] );
	} );
} );
