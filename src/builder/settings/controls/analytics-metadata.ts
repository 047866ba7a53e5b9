/**
 * The metrics and dimensions the analytics pickers offer: the provider's
 * metadata (GET uipress/v1/analytics/metadata?source=…: GA4 getMetadata, or
 * the Matomo subset UiPress maps), asked once per source and page, or the
 * common ones (docs/ANALYTICS.md) when the provider cannot be asked.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

export const ANALYTICS_METADATA_PATH = '/uipress/v1/analytics/metadata';

export type AnalyticsFieldKind = 'metrics' | 'dimensions';

/** A metric or dimension the provider offers. */
export interface AnalyticsField {
	id: string;
	label: string;
	category: string;
}

export interface AnalyticsMetadata {
	metrics: AnalyticsField[];
	dimensions: AnalyticsField[];
	/** Why the provider's own list is not shown (the common fields are). */
	error?: string;
}

/**
 * The common fields: every block's defaults and the metrics the issue
 * names, offered when the provider is not connected or fails.
 */
export function commonFields(): Omit< AnalyticsMetadata, 'error' > {
	const users = __( 'User', 'uipress' );
	const session = __( 'Session', 'uipress' );
	const page = __( 'Page / screen', 'uipress' );
	const event = __( 'Event', 'uipress' );
	const commerce = __( 'E-commerce', 'uipress' );
	const geography = __( 'Geography', 'uipress' );
	const platform = __( 'Platform / device', 'uipress' );
	const traffic = __( 'Traffic source', 'uipress' );
	return {
		metrics: [
			{
				id: 'activeUsers',
				label: __( 'Active users', 'uipress' ),
				category: users,
			},
			{
				id: 'newUsers',
				label: __( 'New users', 'uipress' ),
				category: users,
			},
			{
				id: 'sessions',
				label: __( 'Sessions', 'uipress' ),
				category: session,
			},
			{
				id: 'engagementRate',
				label: __( 'Engagement rate', 'uipress' ),
				category: session,
			},
			{
				// Derived by the server (userEngagementDuration per active user), as GA4 shows it.
				id: 'averageEngagementTime',
				label: __( 'Average engagement time', 'uipress' ),
				category: users,
			},
			{
				id: 'screenPageViews',
				label: __( 'Views', 'uipress' ),
				category: page,
			},
			{
				id: 'keyEvents',
				label: __( 'Key events', 'uipress' ),
				category: event,
			},
			{
				id: 'purchaseRevenue',
				label: __( 'Purchase revenue', 'uipress' ),
				category: commerce,
			},
		],
		dimensions: [
			{
				id: 'pagePath',
				label: __( 'Page path', 'uipress' ),
				category: page,
			},
			{
				id: 'pageTitle',
				label: __( 'Page title', 'uipress' ),
				category: page,
			},
			{
				id: 'sessionSource',
				label: __( 'Session source', 'uipress' ),
				category: traffic,
			},
			{
				id: 'sessionMedium',
				label: __( 'Session medium', 'uipress' ),
				category: traffic,
			},
			{
				id: 'sessionDefaultChannelGroup',
				label: __( 'Session default channel group', 'uipress' ),
				category: traffic,
			},
			{
				id: 'country',
				label: __( 'Country', 'uipress' ),
				category: geography,
			},
			{ id: 'city', label: __( 'City', 'uipress' ), category: geography },
			{
				id: 'deviceCategory',
				label: __( 'Device category', 'uipress' ),
				category: platform,
			},
			{
				id: 'browser',
				label: __( 'Browser', 'uipress' ),
				category: platform,
			},
			{
				id: 'eventName',
				label: __( 'Event name', 'uipress' ),
				category: event,
			},
		],
	};
}

function fieldList( value: unknown ): AnalyticsField[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.flatMap( ( item: unknown ) => {
		const field = item as Partial<
			Record< keyof AnalyticsField, unknown >
		> | null;
		if ( ! field || typeof field.id !== 'string' || ! field.id ) {
			return [];
		}
		return [
			{
				id: field.id,
				label:
					typeof field.label === 'string' && field.label
						? field.label
						: field.id,
				category:
					typeof field.category === 'string' ? field.category : '',
			},
		];
	} );
}

const requests = new Map< string, Promise< AnalyticsMetadata > >();

/**
 * The source's metadata, asked once per page (a failure is asked again next
 * time, so connecting the provider in another tab is picked up).
 *
 * @param source `google` or `matomo`.
 */
export function analyticsMetadata(
	source: string
): Promise< AnalyticsMetadata > {
	const known = requests.get( source );
	if ( known ) {
		return known;
	}
	const request = apiFetch< Record< string, unknown > >( {
		path: addQueryArgs( ANALYTICS_METADATA_PATH, { source } ),
	} ).then(
		( answer ) => {
			const metrics = fieldList( answer.metrics );
			if ( metrics.length === 0 ) {
				return {
					...commonFields(),
					error: __( 'The provider listed no metrics.', 'uipress' ),
				};
			}
			return { metrics, dimensions: fieldList( answer.dimensions ) };
		},
		( error: unknown ) => {
			requests.delete( source );
			const message = ( error as { message?: unknown } | null )?.message;
			return {
				...commonFields(),
				error:
					typeof message === 'string' && message
						? message
						: __( 'The request failed.', 'uipress' ),
			};
		}
	);
	requests.set( source, request );
	return request;
}

/** Forgets the answers (tests). */
export function forgetAnalyticsMetadata(): void {
	requests.clear();
}
