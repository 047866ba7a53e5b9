/**
 * The recent orders block (`uip-store-recent-orders`): the latest
 * WooCommerce orders, each a link to its edit screen that opens in the page
 * content block (a normal link where the page has none), asked again every
 * minute while the page is visible. Only users who can edit orders get
 * them: for anyone else the route answers 403 and the block renders nothing
 * on the interface (the builder shows the route's note).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import type { BlockComponentProps, DisplayMode } from '../../engine/types';
import { followInFrame } from '../../runtime/open-admin-page';
import { formatMetric } from '../shared/analytics/format';
import { customTitle } from '../shared/analytics/options';
import { useRefreshWhileVisible } from '../shared/analytics/refresh-rule';
import {
	formatUpdatedAt,
	hiddenForViewer,
	ReportStates,
	StaleNotice,
} from '../shared/analytics/states';
import type {
	OrdersReport,
	ReportAnswer,
	StoreOrderRow,
} from '../shared/analytics/types';
import { useBlockReport } from '../shared/analytics/use-block-report';
import { relativeTime } from './relative-time';
import './store-recent-orders.scss';

/** How often the list is asked again (the server caches it as long). */
export const ORDERS_REFRESH_MS = 60_000;

/** WooCommerce's statuses with a colour of their own; others are muted. */
const STATUS_TONES: Readonly< Record< string, string > > = {
	processing: 'success',
	completed: 'primary',
	'on-hold': 'warning',
	failed: 'danger',
};

/**
 * One order: a link to its edit screen.
 *
 * @param props        Component props.
 * @param props.order  The order.
 * @param props.answer The answer (the store's money format).
 * @param props.mode   Where the block renders (the builder follows no link).
 * @param props.now    Now (ms), for "2 hours ago".
 */
function OrderItem( {
	order,
	answer,
	mode,
	now,
}: {
	order: StoreOrderRow;
	answer: ReportAnswer< OrdersReport >;
	mode: DisplayMode;
	now: number;
} ) {
	const onClick = ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( mode !== 'builder' ) {
			followInFrame( event, order.editUrl, '' );
		}
	};
	const tone = STATUS_TONES[ order.status ] ?? 'muted';
	return (
		<li className="uip-store-orders__item">
			<a
				className="uip-store-orders__link"
				href={ order.editUrl }
				onClick={ onClick }
			>
				<span className="uip-store-orders__main">
					<span className="uip-store-orders__number">
						#{ order.number }
					</span>
					<span className="uip-store-orders__customer">
						{ order.customer }
					</span>
				</span>
				<span className="uip-store-orders__total">
					{ formatMetric(
						order.total,
						{ type: 'currency', currency: order.currency },
						false,
						undefined,
						answer.currency
					) }
				</span>
				<span className={ `uip-store-orders__status is-${ tone }` }>
					{ order.statusLabel }
				</span>
				<time
					className="uip-store-orders__date"
					dateTime={ order.date }
					title={ formatUpdatedAt( order.date ) }
				>
					{ relativeTime( order.date, now ) }
				</time>
			</a>
		</li>
	);
}

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 */
export default function StoreRecentOrders( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const state = useBlockReport< OrdersReport >( { block, mode, options } );
	useRefreshWhileVisible( state.reload, state.settledAt, ORDERS_REFRESH_MS );
	if ( hiddenForViewer( state.error, mode ) ) {
		return null;
	}
	const title = customTitle( options ) || __( 'Recent orders', 'uipress' );
	// "2 hours ago" counts from the last answer, which comes every minute.
	const now = state.settledAt || Date.now();

	return (
		<div className="uip-analytics uip-store-orders">
			<div className="uip-analytics__header">
				<div>
					<h2 className="uip-analytics__title">{ title }</h2>
					<StaleNotice answer={ state.answer } />
				</div>
			</div>
			<ReportStates
				state={ state }
				source="woocommerce"
				// An empty shop says so in its own words, below.
				isEmpty={ () => false }
			>
				{ ( answer ) =>
					answer.report.rows.length === 0 ? (
						<p className="uip-analytics__message">
							{ __( 'No orders yet', 'uipress' ) }
						</p>
					) : (
						<ul
							className="uip-store-orders__list"
							aria-label={ title }
						>
							{ answer.report.rows.map( ( order ) => (
								<OrderItem
									key={ order.id }
									order={ order }
									answer={ answer }
									mode={ mode }
									now={ now }
								/>
							) ) }
						</ul>
					)
				}
			</ReportStates>
		</div>
	);
}
