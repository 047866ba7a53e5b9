/**
 * A store answer as the server sends it (source woocommerce, the store's
 * currency format), for the store blocks' tests.
 */

/**
 * Internal dependencies
 */
import type { AnalyticsReport, ReportAnswer, StoreCurrency } from '../types';
import { reportAnswer } from './answers';

/** Euros as a German shop prints them: "1.234,50 €". */
export const EURO_SHOP: StoreCurrency = {
	code: 'EUR',
	symbol: '€',
	position: 'right_space',
	decimals: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
};

/**
 * @param report The report.
 * @param extra  Fields over the answer's.
 */
export function storeAnswer< R extends AnalyticsReport >(
	report: R,
	extra: Partial< ReportAnswer< R > > = {}
): ReportAnswer< R > {
	return reportAnswer( report, {
		source: 'woocommerce',
		currency: EURO_SHOP,
		importing: false,
		...extra,
	} );
}
