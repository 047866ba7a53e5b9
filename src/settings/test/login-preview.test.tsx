/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../components/utils/test-helpers';
import LoginPreview, { PREVIEW_DELAY } from '../login-preview';

/** Lets the debounce run out and the request answer. */
async function settle() {
	await act( async () => {
		jest.advanceTimersByTime( PREVIEW_DELAY );
	} );
	await act( async () => {} );
}

describe( 'LoginPreview', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'asks once after changes pause and keeps the old page until the new one loads', async () => {
		let count = 0;
		const calls = answerApiFetch( () => ( {
			url: `http://example.test/wp-login.php?uip-login-preview=${ ++count }`,
		} ) );
		const { rerender, container } = render(
			<LoginPreview settings={ { darkMode: false } } loginUrl="" />
		);
		await settle();
		const frames = () =>
			Array.from( container.querySelectorAll( 'iframe' ) ).map(
				( frame ) => frame.getAttribute( 'src' )
			);
		expect( frames() ).toEqual( [
			'http://example.test/wp-login.php?uip-login-preview=1',
		] );
		fireEvent.load( container.querySelector( 'iframe' ) as Element );
		expect( screen.getByTitle( 'Login page preview' ) ).toBeInTheDocument();

		rerender(
			<LoginPreview settings={ { darkMode: true } } loginUrl="" />
		);
		rerender(
			<LoginPreview
				settings={ { darkMode: true, hideLanguage: true } }
				loginUrl=""
			/>
		);
		await settle();
		expect( calls.map( ( call ) => call.data ) ).toEqual( [
			{ settings: { darkMode: false } },
			{ settings: { darkMode: true, hideLanguage: true } },
		] );
		expect( frames() ).toEqual( [
			'http://example.test/wp-login.php?uip-login-preview=1',
			'http://example.test/wp-login.php?uip-login-preview=2',
		] );
		fireEvent.load(
			container.querySelector( 'iframe.is-loading' ) as Element
		);
		expect( frames() ).toEqual( [
			'http://example.test/wp-login.php?uip-login-preview=2',
		] );
	} );

	it( 'shows the server’s refusal', async () => {
		answerApiFetch( () => {
			throw {
				code: 'uipress_invalid_setting',
				message: '“Login logo” must be an image URL.',
			};
		} );
		const { container } = render(
			<LoginPreview settings={ { logo: 'x' } } loginUrl="" />
		);
		await settle();
		expect(
			container.querySelector( '.components-notice__content' )
		).toHaveTextContent( '“Login logo” must be an image URL.' );
	} );

	it( 'falls back to the login page while the route is missing', async () => {
		answerApiFetch( () => {
			throw { code: 'rest_no_route', message: 'No route.' };
		} );
		const { container } = render(
			<LoginPreview
				settings={ {} }
				loginUrl="http://example.test/wp-login.php"
			/>
		);
		await settle();
		expect( container.querySelector( 'iframe' ) ).toHaveAttribute(
			'src',
			'http://example.test/wp-login.php'
		);
	} );
} );
