/**
 * The activity log's view as a server query, and how logged values read.
 * Pure, so the rules are tested without a screen.
 */

/**
 * WordPress dependencies
 */
import type { Filter, View } from '@wordpress/dataviews/wp';
import { dateI18n, getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ActivityQuery, ActivityObjectType } from '../../api/activity';

/** What the log is narrowed to outside the view's filters. */
export interface ActivityScope {
	/** Only what this user did. */
	user?: number;
	/** Only this object (a link from another screen: `&object_id=`). */
	objectId?: string;
}

function isDay( value: unknown ): value is string {
	return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test( value );
}

function strings( value: unknown ): string[] {
	if ( typeof value === 'string' && value !== '' ) {
		return [ value ];
	}
	return Array.isArray( value )
		? value.filter(
				( item ): item is string =>
					typeof item === 'string' && item !== ''
			)
		: [];
}

/**
 * The `after` and `before` days of the date filter (both inclusive, in the
 * site's time zone): between two days, on one day, from or until a day.
 *
 * @param filter The date field's filter.
 */
export function dateRange(
	filter: Filter
): Pick< ActivityQuery, 'after' | 'before' > {
	const { operator, value } = filter;
	if ( operator === 'between' && Array.isArray( value ) ) {
		const [ after, before ] = value as unknown[];
		return {
			...( isDay( after ) ? { after } : {} ),
			...( isDay( before ) ? { before } : {} ),
		};
	}
	if ( ! isDay( value ) ) {
		return {};
	}
	switch ( operator ) {
		case 'on':
			return { after: value, before: value };
		case 'afterInc':
			return { after: value };
		case 'beforeInc':
			return { before: value };
	}
	return {};
}

/**
 * The server query of the view's filters and the scope outside them.
 *
 * @param view  The view.
 * @param scope The user and object chosen outside the view.
 */
export function activityQuery(
	view: View,
	scope: ActivityScope
): ActivityQuery {
	const query: ActivityQuery = {};
	if ( scope.user !== undefined ) {
		query.user = scope.user;
	}
	if ( scope.objectId ) {
		query.objectId = scope.objectId;
	}
	( view.filters ?? [] ).forEach( ( filter ) => {
		if ( filter.field === 'action' ) {
			const actions = strings( filter.value );
			if ( actions.length ) {
				query.actions = actions;
			}
		} else if ( filter.field === 'objectType' ) {
			const [ type ] = strings( filter.value );
			if ( type ) {
				query.objectType = type;
			}
		} else if ( filter.field === 'date' ) {
			Object.assign( query, dateRange( filter ) );
		}
	} );
	return query;
}

/**
 * A logged value as text: '—' for nothing, yes or no, lists joined, other
 * structures as JSON. Secrets arrive as '•' and stay so.
 *
 * @param value A before or after value.
 */
export function loggedValue( value: unknown ): string {
	if ( value === null || value === undefined || value === '' ) {
		return '—';
	}
	if ( typeof value === 'boolean' ) {
		return value ? __( 'Yes', 'uipress' ) : __( 'No', 'uipress' );
	}
	if ( typeof value === 'string' || typeof value === 'number' ) {
		return String( value );
	}
	if (
		Array.isArray( value ) &&
		value.every(
			( item ) => typeof item === 'string' || typeof item === 'number'
		)
	) {
		return value.length ? value.join( ', ' ) : '—';
	}
	return JSON.stringify( value );
}

/**
 * When an entry happened, as the site shows dates and times (its formats,
 * its time zone).
 *
 * @param iso An ISO 8601 date in UTC.
 */
export function loggedAt( iso: string ): string {
	if ( ! iso ) {
		return '';
	}
	const { formats } = getSettings();
	return dateI18n( formats.datetime || 'F j, Y g:i a', iso, undefined );
}

/**
 * The readable name of a kind of object.
 *
 * @param type The object type.
 */
export function objectTypeLabel( type: ActivityObjectType | string ): string {
	const labels: Record< ActivityObjectType, string > = {
		post: __( 'Content', 'uipress' ),
		attachment: __( 'Media', 'uipress' ),
		comment: __( 'Comments', 'uipress' ),
		user: __( 'Users', 'uipress' ),
		role: __( 'Roles', 'uipress' ),
		plugin: __( 'Plugins', 'uipress' ),
		theme: __( 'Themes', 'uipress' ),
		setting: __( 'Settings', 'uipress' ),
		uipress: __( 'UiPress', 'uipress' ),
	};
	return labels[ type as ActivityObjectType ] ?? type;
}
