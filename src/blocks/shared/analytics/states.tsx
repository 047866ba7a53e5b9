/**
 * What an analytics block shows before and instead of its report: a
 * skeleton while the first answer loads, "No data for this period", the
 * not-connected notice (managers get the link to connect the source, or to
 * activate WooCommerce for store blocks), the error's message, "Last
 * updated …" beside the title when the numbers come from the last good copy,
 * and the notice that WooCommerce is still importing orders.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { DisplayMode } from '../../../engine/types';
import type { ReportError } from './api';
import { pageLocale } from './format';
import type { AnalyticsReport, AnalyticsSource, ReportAnswer } from './types';
import type { ReportState } from './use-analytics-report';
import './analytics.scss';

/** A grey outline of the block while its first answer loads. */
export function AnalyticsSkeleton() {
	return (
		<div className="uip-analytics__skeleton" role="status" aria-busy="true">
			<span className="screen-reader-text">
				{ __( 'Loading analytics', 'uipress' ) }
			</span>
			<span className="uip-analytics__skeleton-line" />
			<span className="uip-analytics__skeleton-line is-short" />
			<span className="uip-analytics__skeleton-block" />
		</div>
	);
}

export function AnalyticsEmpty() {
	return (
		<p className="uip-analytics__message">
			{ __( 'No data for this period', 'uipress' ) }
		</p>
	);
}

/**
 * The link's text for a manager whose source is not connected.
 *
 * @param source The block's source.
 */
export function connectText( source: AnalyticsSource ): string {
	if ( source === 'woocommerce' ) {
		return __( 'Activate WooCommerce', 'uipress' );
	}
	return source === 'matomo'
		? __( 'Connect Matomo', 'uipress' )
		: __( 'Connect Google Analytics', 'uipress' );
}

/**
 * What a viewer who may not connect the source (or is refused) reads.
 *
 * @param source The block's source.
 */
export function unavailableText( source: AnalyticsSource ): string {
	return source === 'woocommerce'
		? __( 'Store analytics are not available.', 'uipress' )
		: __( 'Analytics are not available.', 'uipress' );
}

/**
 * Whether the report was refused because the viewer cannot edit shop
 * orders (recent orders): the block then renders nothing on the interface.
 *
 * @param error The report's error, if any.
 */
export function isStoreOrdersForbidden( error?: ReportError ): boolean {
	return error?.code === 'uipress_store_orders_forbidden';
}

/**
 * Whether the report is refused or its source not connected: no range or
 * interval the viewer picks would change that, so their selects go. Other
 * errors keep them (another range may answer).
 *
 * @param error The report's error, if any.
 */
export function isUnavailable( error?: ReportError ): boolean {
	return (
		error?.code === 'uipress_analytics_not_connected' ||
		error?.code === 'uipress_analytics_forbidden' ||
		error?.code === 'uipress_analytics_no_template' ||
		isStoreOrdersForbidden( error )
	);
}

/**
 * Whether a block renders nothing at all: recent orders refused to a viewer
 * who cannot edit orders, on the interface (the builder and preview show
 * the route's short note instead, so its author knows why).
 *
 * @param error The report's error, if any.
 * @param mode  Where the block renders.
 */
export function hiddenForViewer(
	error: ReportError | undefined,
	mode: DisplayMode
): boolean {
	return mode === 'prod' && isStoreOrdersForbidden( error );
}

/**
 * "WooCommerce is still importing orders…" when the answer says so.
 *
 * @param props        Component props.
 * @param props.answer The answer shown.
 */
export function ImportingNotice( { answer }: { answer?: ReportAnswer } ) {
	if ( ! answer?.importing ) {
		return null;
	}
	return (
		<p className="uip-analytics__importing" role="status">
			{ __(
				'WooCommerce is still importing orders into its analytics. Figures may be incomplete.',
				'uipress'
			) }
		</p>
	);
}

/**
 * A refused or failed report.
 *
 * @param props        Component props.
 * @param props.error  What failed.
 * @param props.source The block's source.
 */
export function AnalyticsErrorState( {
	error,
	source,
}: {
	error: ReportError;
	source: AnalyticsSource;
} ) {
	if ( error.code === 'uipress_analytics_not_connected' ) {
		return error.canConnect && error.settingsUrl ? (
			<p className="uip-analytics__message">
				<a
					className="uip-analytics__connect"
					href={ error.settingsUrl }
				>
					{ connectText( source ) }
				</a>
			</p>
		) : (
			<p className="uip-analytics__message">
				{ unavailableText( source ) }
			</p>
		);
	}
	if (
		error.code === 'uipress_analytics_forbidden' ||
		error.code === 'uipress_analytics_no_template'
	) {
		return (
			<p className="uip-analytics__message">
				{ unavailableText( source ) }
			</p>
		);
	}
	if ( isStoreOrdersForbidden( error ) ) {
		// Only the builder and preview get here (hiddenForViewer).
		return <p className="uip-analytics__message">{ error.message }</p>;
	}
	return (
		<p className="uip-analytics__message is-error" role="alert">
			{ error.message }
		</p>
	);
}

/**
 * A date and time in the user's locale.
 *
 * @param iso ISO 8601.
 */
export function formatUpdatedAt( iso: string ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	try {
		return new Intl.DateTimeFormat( pageLocale(), {
			dateStyle: 'medium',
			timeStyle: 'short',
		} ).format( date );
	} catch {
		return date.toLocaleString();
	}
}

/**
 * "Last updated …" when the answer is the last good copy; nothing else.
 *
 * @param props        Component props.
 * @param props.answer The answer.
 */
export function StaleNotice( { answer }: { answer?: ReportAnswer } ) {
	if ( ! answer?.stale ) {
		return null;
	}
	return (
		<span className="uip-analytics__stale" title={ answer.notice }>
			{ sprintf(
				/* translators: %s: the date and time the numbers were fetched. */
				__( 'Last updated %s', 'uipress' ),
				formatUpdatedAt( answer.updatedAt )
			) }
		</span>
	);
}

/**
 * The block's body for each state: the children render a report that has
 * data (below the importing notice of a store answer).
 *
 * @param props          Component props.
 * @param props.state    The report's state.
 * @param props.source   The block's source.
 * @param props.isEmpty  Whether a report has nothing to show.
 * @param props.children Renders the report.
 */
export function ReportStates< R extends AnalyticsReport >( {
	state,
	source,
	isEmpty,
	children,
}: {
	state: ReportState< R >;
	source: AnalyticsSource;
	isEmpty: ( report: R ) => boolean;
	children: ( answer: ReportAnswer< R > ) => ReactNode;
} ) {
	if ( state.error ) {
		return <AnalyticsErrorState error={ state.error } source={ source } />;
	}
	if ( ! state.answer ) {
		return <AnalyticsSkeleton />;
	}
	if ( isEmpty( state.answer.report ) ) {
		return (
			<>
				<ImportingNotice answer={ state.answer } />
				<AnalyticsEmpty />
			</>
		);
	}
	return (
		<>
			<ImportingNotice answer={ state.answer } />
			{ children( state.answer ) }
		</>
	);
}
