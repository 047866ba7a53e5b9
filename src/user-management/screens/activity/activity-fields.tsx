/**
 * WordPress dependencies
 */
import type { Field } from '@wordpress/dataviews/wp';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	OBJECT_TYPES,
	type ActivityAction,
	type ActivityRow,
} from '../../api/activity';
import { loggedAt, objectTypeLabel } from './activity-query';

/**
 * Who did it: their avatar and name (a link to their profile when they
 * still exist), or "Visitor" for what no signed-in user did.
 *
 * @param props     Component props.
 * @param props.row The entry.
 */
export function ActivityUser( { row }: { row: ActivityRow } ) {
	return (
		<span className="uip-activity-user">
			{ row.user.avatar && (
				<img
					className="uip-activity-user__avatar"
					src={ row.user.avatar }
					alt=""
					width={ 24 }
					height={ 24 }
					loading="lazy"
				/>
			) }
			<ActivityUserName row={ row } />
		</span>
	);
}

/**
 * Who did it, by name (the list shows their avatar beside the action).
 *
 * @param props     Component props.
 * @param props.row The entry.
 */
function ActivityUserName( { row }: { row: ActivityRow } ) {
	const name = row.user.name || __( 'Visitor', 'uipress' );
	return row.user.url ? (
		<a href={ row.user.url }>{ name }</a>
	) : (
		<span>{ name }</span>
	);
}

/**
 * The object of an entry: its name, a link to it while it exists.
 *
 * @param props     Component props.
 * @param props.row The entry.
 */
export function ActivityObject( { row }: { row: ActivityRow } ) {
	const name = row.objectName || row.objectId;
	return row.objectUrl ? (
		<a href={ row.objectUrl }>{ name }</a>
	) : (
		<span>{ name }</span>
	);
}

/**
 * What changed, in short: the changed fields' labels.
 *
 * @param row The entry.
 */
export function changesSummary( row: ActivityRow ): string {
	// A role's or a user's capabilities: how many, not each name.
	const capabilities = row.changes.filter( ( change ) =>
		change.field.startsWith( 'cap:' )
	).length;
	const labels = row.changes
		.filter( ( change ) => ! change.field.startsWith( 'cap:' ) )
		.map( ( change ) => change.label );
	if ( capabilities ) {
		labels.push(
			sprintf(
				/* translators: %d: how many capabilities changed. */
				_n(
					'%d capability',
					'%d capabilities',
					capabilities,
					'uipress'
				),
				capabilities
			)
		);
	}
	const shown = labels.slice( 0, 3 ).join( ', ' );
	return labels.length > 3
		? sprintf(
				/* translators: 1: the first changed fields, 2: how many more. */
				_n(
					'%1$s and %2$d more',
					'%1$s and %2$d more',
					labels.length - 3,
					'uipress'
				),
				shown,
				labels.length - 3
			)
		: shown;
}

/**
 * The log's columns and filters. Nothing sorts but the date (newest
 * first, the server's order); the filters go to the server.
 *
 * @param actions The actions the log records (the action filter's choices).
 */
export function activityFields(
	actions: ActivityAction[]
): Field< ActivityRow >[] {
	return [
		{
			id: 'action',
			label: __( 'Action', 'uipress' ),
			enableHiding: false,
			enableSorting: false,
			getValue: ( { item } ) => item.action,
			render: ( { item } ) => <span>{ item.actionLabel }</span>,
			elements: actions.map( ( action ) => ( {
				value: action.action,
				label: action.label,
			} ) ),
			filterBy: { operators: [ 'isAny' ] },
		},
		{
			id: 'avatar',
			label: __( 'Avatar', 'uipress' ),
			enableSorting: false,
			render: ( { item } ) =>
				item.user.avatar ? (
					<img
						className="uip-activity-log__avatar"
						src={ item.user.avatar }
						alt=""
						loading="lazy"
					/>
				) : (
					<span className="uip-activity-log__avatar" />
				),
			filterBy: false,
		},
		{
			id: 'object',
			label: __( 'Object', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.objectName,
			render: ( { item } ) => <ActivityObject row={ item } />,
			filterBy: false,
		},
		{
			id: 'user',
			label: __( 'User', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.user.name,
			render: ( { item } ) => <ActivityUserName row={ item } />,
			filterBy: false,
		},
		{
			id: 'date',
			label: __( 'Date', 'uipress' ),
			type: 'date',
			enableSorting: false,
			getValue: ( { item } ) => item.date,
			render: ( { item } ) => (
				<time dateTime={ item.date }>{ loggedAt( item.date ) }</time>
			),
			filterBy: {
				operators: [ 'between', 'on', 'afterInc', 'beforeInc' ],
			},
		},
		{
			id: 'changes',
			label: __( 'Changes', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => changesSummary( item ),
			render: ( { item } ) => <span>{ changesSummary( item ) }</span>,
			filterBy: false,
		},
		{
			id: 'objectType',
			label: __( 'Object type', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.objectType,
			render: ( { item } ) => (
				<span>{ objectTypeLabel( item.objectType ) }</span>
			),
			elements: OBJECT_TYPES.map( ( type ) => ( {
				value: type,
				label: objectTypeLabel( type ),
			} ) ),
			filterBy: { operators: [ 'is' ] },
		},
		{
			id: 'ip',
			label: __( 'IP address', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.ip,
			filterBy: false,
		},
	];
}
