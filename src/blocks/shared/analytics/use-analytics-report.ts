/**
 * A block's report, fetched again when its range (or, in the builder, its
 * unsaved options) change. The last answer stays while the next one loads,
 * so the block does not flash back to its skeleton.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { BlockOptions } from '../../../engine/types';
import { isNetworkTemplate } from '../network-template';
import { fetchReport, ReportError, type ReportRequest } from './api';
import type { AnalyticsReport, DateRangeId, ReportAnswer } from './types';

export interface ReportState< R extends AnalyticsReport > {
	/** A request is under way (the previous answer, if any, stays). */
	loading: boolean;
	answer?: ReportAnswer< R >;
	/** The last request failed (the answer is then cleared). */
	error?: ReportError;
	/** When the last answer or error arrived (ms since the epoch), 0 before. */
	settledAt: number;
	/** Asks again. */
	reload: () => void;
}

export interface ReportQuery {
	templateId: number | undefined;
	uid: string;
	range?: DateRangeId;
	/** The builder's unsaved options; omitted on the interface. */
	draft?: BlockOptions;
	/** The block's module, sent with the draft (a block not saved yet). */
	module?: string;
	/** Store blocks: what the viewer picked (interval, sort, page). */
	store?: StoreReportParams;
}

/** What a store block's viewer picks besides the range. */
export type StoreReportParams = Pick<
	ReportRequest,
	'interval' | 'orderby' | 'order' | 'page'
>;

/**
 * @param query What to ask.
 */
export function useAnalyticsReport< R extends AnalyticsReport >(
	query: ReportQuery
): ReportState< R > {
	const { templateId, uid, range, draft, module, store } = query;
	// Compared by value, like the draft.
	const storeText = store ? JSON.stringify( store ) : '';
	// The draft compared by value: the builder hands a new object per render.
	const draftText = draft ? JSON.stringify( draft ) : '';
	const [ round, setRound ] = useState( 0 );
	const [ state, setState ] = useState< Omit< ReportState< R >, 'reload' > >(
		{ loading: true, settledAt: 0 }
	);

	useEffect( () => {
		if ( ! templateId ) {
			setState( {
				loading: false,
				settledAt: Date.now(),
				error: new ReportError( '', 'uipress_analytics_no_template' ),
			} );
			return;
		}
		const controller = new AbortController();
		setState( ( current ) => ( { ...current, loading: true } ) );
		fetchReport< R >(
			{
				template: templateId,
				block: uid,
				...( isNetworkTemplate( templateId ) ? { network: true } : {} ),
				...( range ? { range } : {} ),
				...( storeText
					? ( JSON.parse( storeText ) as StoreReportParams )
					: {} ),
				...( draftText
					? {
							draft: JSON.parse( draftText ) as BlockOptions,
							module,
						}
					: {} ),
			},
			controller.signal
		).then(
			( answer ) =>
				setState( { loading: false, answer, settledAt: Date.now() } ),
			( error: ReportError ) => {
				if ( ! controller.signal.aborted ) {
					setState( {
						loading: false,
						error,
						settledAt: Date.now(),
					} );
				}
			}
		);
		return () => controller.abort();
	}, [ templateId, uid, range, storeText, draftText, module, round ] );

	const reload = useCallback( () => setRound( ( value ) => value + 1 ), [] );
	return { ...state, reload };
}
