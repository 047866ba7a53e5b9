/**
 * The analytics blocks' one request: GET uipress/v1/analytics/report
 * (docs/ANALYTICS.md "Reports"). The client names the template, the block
 * and the date range; the server reads the block's metrics, dimensions and
 * limits from the stored template (or from `draft`, the builder's unsaved
 * options, for template managers) and holds every credential.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../shared/is-record';
import type { BlockOptions } from '../../../engine/types';
import type {
	AnalyticsReport,
	DateRangeId,
	ReportAnswer,
	ReportErrorCode,
	StoreInterval,
} from './types';

export const REPORT_PATH = '/uipress/v1/analytics/report';

export interface ReportRequest {
	template: number;
	block: string;
	/** The template is the sub-site's network template. */
	network?: boolean;
	/** Omitted for realtime. */
	range?: DateRangeId;
	/** The builder's unsaved options (honoured for template managers only). */
	draft?: BlockOptions;
	/** The block's module, with `draft`: a block not saved yet (managers only). */
	module?: string;
	/** Store revenue: the interval the viewer picked. */
	interval?: StoreInterval;
	/** Store top lists: the metric sorted by, the direction and the page. */
	orderby?: string;
	order?: 'asc' | 'desc';
	page?: number;
}

/** A refused or failed report, with what the states need to explain it. */
export class ReportError extends Error {
	code: ReportErrorCode | string;
	/** Whether the viewer may connect the source (not connected). */
	canConnect: boolean;
	/** Where the source is connected (not connected, managers). */
	settingsUrl: string;

	constructor(
		message: string,
		code: string,
		canConnect = false,
		settingsUrl = ''
	) {
		super( message );
		this.name = 'ReportError';
		this.code = code;
		this.canConnect = canConnect;
		this.settingsUrl = settingsUrl;
	}
}

/**
 * The path with its query (the draft as JSON text).
 *
 * @param request What to ask.
 */
export function reportPath( request: ReportRequest ): string {
	const query = new URLSearchParams( {
		template: String( request.template ),
		block: request.block,
	} );
	if ( request.network ) {
		query.set( 'network', '1' );
	}
	if ( request.range ) {
		query.set( 'range', request.range );
	}
	if ( request.interval ) {
		query.set( 'interval', request.interval );
	}
	if ( request.orderby ) {
		query.set( 'orderby', request.orderby );
		query.set( 'order', request.order ?? 'desc' );
	}
	if ( request.page && request.page > 1 ) {
		query.set( 'page', String( request.page ) );
	}
	if ( request.draft ) {
		query.set( 'draft', JSON.stringify( request.draft ) );
		if ( request.module ) {
			query.set( 'module', request.module );
		}
	}
	return `${ REPORT_PATH }?${ query.toString() }`;
}

/**
 * What apiFetch threw, as a ReportError.
 *
 * @param error A WP_Error's JSON, or a network failure.
 */
export function toReportError( error: unknown ): ReportError {
	if ( error instanceof ReportError ) {
		return error;
	}
	const body = isRecord( error ) ? error : {};
	const data = isRecord( body.data ) ? body.data : {};
	const message =
		typeof body.message === 'string' && body.message
			? body.message
			: __( 'The analytics could not be loaded.', 'uipress' );
	return new ReportError(
		message,
		typeof body.code === 'string' ? body.code : 'unknown',
		data.canConnect === true,
		typeof data.settingsUrl === 'string' ? data.settingsUrl : ''
	);
}

/**
 * Whether an answer has the route's shape (so a block never renders a
 * proxy's or a plugin's page as a report).
 *
 * @param value The parsed answer.
 */
export function isReportAnswer( value: unknown ): value is ReportAnswer {
	return (
		isRecord( value ) &&
		isRecord( value.report ) &&
		typeof value.report.kind === 'string' &&
		isRecord( value.range ) &&
		typeof value.updatedAt === 'string'
	);
}

/**
 * Fetches a block's report.
 *
 * @param request What to ask.
 * @param signal  Aborts the request.
 */
export async function fetchReport< R extends AnalyticsReport >(
	request: ReportRequest,
	signal?: AbortSignal
): Promise< ReportAnswer< R > > {
	let answer: unknown;
	try {
		answer = await apiFetch( { path: reportPath( request ), signal } );
	} catch ( error ) {
		throw toReportError( error );
	}
	if ( ! isReportAnswer( answer ) ) {
		throw toReportError( null );
	}
	return answer as ReportAnswer< R >;
}
