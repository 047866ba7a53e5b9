/**
 * The realtime block (`uip-google-realtime`): active users in the last 30
 * minutes as a big number, and the top pages and countries, from Google
 * Analytics 4's realtime report (or Matomo's last 30 minutes), asked again
 * every 60 s while the page is visible (the server caches it as long).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { formatMetric } from '../shared/analytics/format';
import { customTitle, sourceOption } from '../shared/analytics/options';
import { useRefreshWhileVisible } from '../shared/analytics/refresh-rule';
import { ReportStates, StaleNotice } from '../shared/analytics/states';
import type { RealtimeReport } from '../shared/analytics/types';
import { useBlockReport } from '../shared/analytics/use-block-report';
import './analytics-realtime.scss';

/** How often the numbers are asked again (the server's realtime cache). */
export const REALTIME_REFRESH_MS = 60_000;

const COUNT = { type: 'integer' } as const;

/**
 * One top list (pages or countries).
 *
 * @param props       Component props.
 * @param props.title The list's heading.
 * @param props.rows  Its rows, largest first.
 * @param props.limit How many to show.
 */
function TopList( {
	title,
	rows,
	limit,
}: {
	title: string;
	rows: Array< { name: string; value: number } >;
	limit: number;
} ) {
	const shown = rows.slice( 0, limit );
	return (
		<section className="uip-analytics-realtime__list">
			<h3 className="uip-analytics-realtime__list-title">{ title }</h3>
			{ shown.length === 0 ? (
				<p className="uip-analytics-realtime__none">
					{ __( 'No active users right now', 'uipress' ) }
				</p>
			) : (
				<ol>
					{ shown.map( ( row, index ) => (
						<li key={ `${ row.name }-${ index }` }>
							<span className="uip-analytics-realtime__name">
								{ row.name }
							</span>
							<span className="uip-analytics-realtime__count">
								{ formatMetric( row.value, COUNT ) }
							</span>
						</li>
					) ) }
				</ol>
			) }
		</section>
	);
}

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function AnalyticsRealtime( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const source = sourceOption( options );
	const title = customTitle( options );
	const stored = Number( options.rowLimit );
	const limit =
		Number.isInteger( stored ) && stored > 0 ? Math.min( stored, 20 ) : 5;
	const state = useBlockReport< RealtimeReport >( { block, mode, options } );
	// Not while a request is under way: its answer restarts the wait.
	useRefreshWhileVisible(
		state.reload,
		state.loading ? 0 : state.settledAt,
		REALTIME_REFRESH_MS
	);

	return (
		<div className="uip-analytics uip-analytics-realtime">
			<div className="uip-analytics__header">
				{ title ? (
					<div>
						<h2 className="uip-analytics__title">{ title }</h2>
						<StaleNotice answer={ state.answer } />
					</div>
				) : (
					<StaleNotice answer={ state.answer } />
				) }
			</div>
			<ReportStates
				state={ state }
				source={ source }
				isEmpty={ ( report ) => report.kind !== 'realtime' }
			>
				{ ( { report } ) => (
					<>
						<div className="uip-analytics-realtime__now">
							<span
								className="uip-analytics-realtime__active"
								aria-live="polite"
								aria-atomic="true"
							>
								<span className="uip-analytics-realtime__number">
									{ formatMetric(
										report.activeUsers,
										COUNT
									) }
								</span>
								<span className="screen-reader-text">
									{ sprintf(
										/* translators: %s: a number of users. */
										__(
											'%s active users in the last 30 minutes',
											'uipress'
										),
										formatMetric(
											report.activeUsers,
											COUNT
										)
									) }
								</span>
							</span>
							<span
								className="uip-analytics-realtime__caption"
								aria-hidden="true"
							>
								{ __(
									'Active users in the last 30 minutes',
									'uipress'
								) }
							</span>
						</div>
						<div className="uip-analytics-realtime__lists">
							<TopList
								title={ __( 'Pages', 'uipress' ) }
								rows={ report.pages }
								limit={ limit }
							/>
							<TopList
								title={ __( 'Countries', 'uipress' ) }
								rows={ report.countries.map( ( row ) => ( {
									name: row.country,
									value: row.value,
								} ) ) }
								limit={ limit }
							/>
						</div>
					</>
				) }
			</ReportStates>
		</div>
	);
}
