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
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { PAGE_EVENTS } from '../../../runtime/events';
import { storeAnswer } from '../../shared/analytics/test/store-answers';
import type { OrdersReport } from '../../shared/analytics/types';
import { ORDERS_REFRESH_MS } from '../store-recent-orders';

const EDIT_URL =
	'http://example.test/wp-admin/admin.php?page=wc-orders&action=edit&id=41';

function orders( placedAt: string ) {
	return storeAnswer< OrdersReport >( {
		kind: 'orders',
		rows: [
			{
				id: 41,
				number: '1041',
				customer: 'Ada Lovelace',
				status: 'processing',
				statusLabel: 'Processing',
				total: 1234.5,
				currency: 'EUR',
				date: placedAt,
				editUrl: EDIT_URL,
			},
			{
				id: 40,
				number: '1040',
				customer: 'Guest',
				status: 'completed',
				statusLabel: 'Completed',
				total: 20,
				currency: 'USD',
				date: placedAt,
				editUrl: EDIT_URL.replace( '41', '40' ),
			},
		],
	} );
}

function recentOrders() {
	return block( 'uip-store-recent-orders', {
		settings: { block: { options: { rowLimit: 5 } } },
	} );
}

describe( 'uip-store-recent-orders', () => {
	let requests: string[];
	const twoHoursAgo = () =>
		new Date( Date.now() - 2 * 3600 * 1000 ).toISOString();
	beforeEach( () => {
		requests = [];
		document.documentElement.lang = 'en-US';
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options.path ?? '' );
			return orders( twoHoursAgo() );
		} );
	} );

	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( 'lists each order with its status, total in the store’s format and when', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ recentOrders() ] }
			/>
		);
		const first = await screen.findByRole( 'link', { name: /#1041/ } );
		expect( first ).toHaveAttribute( 'href', EDIT_URL );
		expect( first ).toHaveTextContent( 'Ada Lovelace' );
		// Recent orders have no range: the server's is today.
		expect( requests[ 0 ] ).not.toContain( 'range=' );
		expect( first ).toHaveTextContent( '1.234,50 €' );
		expect( first ).toHaveTextContent( 'Processing' );
		expect( first ).toHaveTextContent( '2 hours ago' );
		// The full date is in the tooltip.
		expect(
			first.querySelector( 'time' )?.getAttribute( 'title' )
		).toMatch( /\d{4}/ );
		// An order in another currency keeps its own.
		expect(
			screen.getByRole( 'link', { name: /#1040/ } )
		).toHaveTextContent( '$20.00' );
		expect(
			screen.getByRole( 'heading', { name: 'Recent orders' } )
		).toBeInTheDocument();
	} );

	it( 'opens the order in the page content block when the page has one', async () => {
		const frame = document.createElement( 'div' );
		frame.setAttribute( 'data-uip-module', 'uip-content-frame' );
		document.body.appendChild( frame );
		const changes: unknown[] = [];
		const listener = ( event: Event ) =>
			changes.push( ( event as CustomEvent ).detail );
		document.addEventListener( PAGE_EVENTS.pageChange, listener );
		window.uipressConfig = {
			appState: {
				loading: false,
				adminUrl: 'http://example.test/wp-admin/',
				menu_minimised: false,
			},
		};
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ recentOrders() ] }
			/>
		);
		const link = await screen.findByRole( 'link', { name: /#1041/ } );
		const click = fireEvent.click( link );
		document.removeEventListener( PAGE_EVENTS.pageChange, listener );
		delete window.uipressConfig;
		expect( click ).toBe( false );
		expect( changes ).toEqual( [
			{ url: 'admin.php?page=wc-orders&action=edit&id=41' },
		] );
	} );

	it( 'asks again every minute', async () => {
		jest.useFakeTimers();
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ recentOrders() ] }
			/>
		);
		await screen.findByRole( 'link', { name: /#1041/ } );
		expect( requests ).toHaveLength( 1 );
		await act( async () => {
			jest.advanceTimersByTime( ORDERS_REFRESH_MS );
		} );
		await act( async () => {} );
		expect( requests ).toHaveLength( 2 );
	} );

	it( 'renders nothing on the interface for a viewer who cannot edit orders, and the note in the builder', async () => {
		apiFetch.setFetchHandler( async () => {
			throw {
				code: 'uipress_store_orders_forbidden',
				message: 'Only users who can edit orders see recent orders.',
				data: { status: 403 },
			};
		} );
		const prod = recentOrders();
		const { container, unmount } = render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ prod ] }
			/>
		);
		const root = container.querySelector(
			`[data-uip-uid="${ prod.uid }"]`
		) as HTMLElement;
		await act( async () => {} );
		expect( root ).toBeEmptyDOMElement();
		unmount();

		render(
			<TemplateRenderer
				mode="builder"
				templateId={ 7 }
				blocks={ [ recentOrders() ] }
			/>
		);
		expect(
			await screen.findByText(
				'Only users who can edit orders see recent orders.'
			)
		).toBeInTheDocument();
	} );
} );
