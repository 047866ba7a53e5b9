/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ReportError } from '../api';
import ReportHeader from '../report-header';
import { isUnavailable } from '../states';
import type { PickedRange } from '../use-block-report';

const picked: PickedRange = {
	ranges: [ 'last7', 'last28' ],
	range: 'last28',
	setRange: () => undefined,
};

function renderHeader( error?: ReportError ) {
	return render(
		<ReportHeader
			title="Top pages"
			error={ error }
			picked={ picked }
			controls={
				<select aria-label="Interval">
					<option>By day</option>
				</select>
			}
		/>
	);
}

describe( 'ReportHeader', () => {
	it( 'offers the block’s controls and the range while there is a report', () => {
		renderHeader();
		expect( screen.getAllByRole( 'combobox' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'heading', { name: 'Top pages' } )
		).toBeInTheDocument();
	} );

	it.each( [
		'uipress_analytics_not_connected',
		'uipress_analytics_forbidden',
		'uipress_analytics_no_template',
		'uipress_store_orders_forbidden',
	] )( 'keeps only the title when the report is %s', ( code ) => {
		renderHeader( new ReportError( 'No.', code ) );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Top pages' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the selects after a failure another range may not have', () => {
		renderHeader( new ReportError( 'The request failed.', 'unknown' ) );
		expect( screen.getAllByRole( 'combobox' ) ).toHaveLength( 2 );
	} );

	it( 'has no range select for a block without ranges (the KPI strip)', () => {
		render( <ReportHeader title="Sales at a glance" /> );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'isUnavailable', () => {
	it( 'is false without an error', () => {
		expect( isUnavailable() ).toBe( false );
	} );
} );
