/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { reportAnswer } from '../../shared/analytics/test/answers';
import type { CountriesReport } from '../../shared/analytics/types';
import { scaleColour } from '../../shared/analytics/map/colour-scale';

const ANSWER = reportAnswer< CountriesReport >( {
	kind: 'countries',
	metric: { id: 'activeUsers', label: 'Active users', type: 'integer' },
	rows: [
		{ countryId: 'US', country: 'United States', value: 1200 },
		{ countryId: 'DE', country: 'Germany', value: 300 },
		{ countryId: 'FR', country: 'France', value: 9 },
	],
} );

function mapBlock() {
	return block( 'uip-google-analytics-map', {
		settings: { block: { options: { metric: 'activeUsers' } } },
	} );
}

describe( 'uip-google-analytics-map', () => {
	let requests: APIFetchOptions[];
	beforeEach( () => {
		requests = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			requests.push( options );
			return ANSWER;
		} );
	} );

	it( 'fills the countries by value and gives the legend’s range', async () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ mapBlock() ] }
			/>
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Active users by country',
			} )
		).toBeInTheDocument();
		const us = container.querySelector(
			'path[data-country="US"]'
		) as SVGPathElement;
		const fr = container.querySelector(
			'path[data-country="FR"]'
		) as SVGPathElement;
		expect( us.style.fill ).toBe( scaleColour( 1 ) );
		expect( fr.style.fill ).toBe( scaleColour( 0 ) );
		expect(
			container.querySelector( 'path[data-country="BR"]' )
		).not.toHaveClass( 'has-data' );
		// The drawing is hidden from screen readers; the table stands in.
		expect(
			container.querySelector( '.uip-analytics-map__canvas' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		const legend = container.querySelector(
			'.uip-analytics-map__legend'
		) as HTMLElement;
		expect( legend ).toHaveTextContent( '9' );
		expect( legend ).toHaveTextContent( '1,200' );
		expect( requests[ 0 ]?.path ).toContain( 'range=last28' );
	} );

	it( 'shows a country’s value under the pointer', async () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ mapBlock() ] }
			/>
		);
		await screen.findByRole( 'heading', {
			name: 'Active users by country',
		} );
		fireEvent.mouseMove(
			container.querySelector( 'path[data-country="DE"]' ) as Element,
			{
				clientX: 10,
				clientY: 10,
			}
		);
		expect(
			container.querySelector( '.uip-analytics-map__tip' )
		).toHaveTextContent( 'Germany 300' );
		fireEvent.mouseMove(
			container.querySelector( 'path[data-country="BR"]' ) as Element
		);
		expect(
			container.querySelector( '.uip-analytics-map__tip' )
		).toHaveTextContent( 'Brazil No data' );
	} );

	it( 'shows the countries as a table on request', async () => {
		render(
			<TemplateRenderer
				mode="prod"
				templateId={ 7 }
				blocks={ [ mapBlock() ] }
			/>
		);
		const toggle = await screen.findByRole( 'button', {
			name: 'Show as table',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();

		fireEvent.click( toggle );
		const table = screen.getByRole( 'table', {
			name: 'Active users by country',
		} );
		expect(
			within( table )
				.getAllByRole( 'row' )
				.map( ( row ) => row.textContent )
		).toEqual( [
			'CountryActive users',
			'United States1,200',
			'Germany300',
			'France9',
		] );
		expect(
			screen.getByRole( 'button', { name: 'Hide the table' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
	} );
} );
