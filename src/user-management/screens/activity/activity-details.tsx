/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ActivityRow } from '../../api/activity';
import { ActivityObject, ActivityUser } from './activity-fields';
import { loggedAt, loggedValue, objectTypeLabel } from './activity-query';

/**
 * One entry in full: when, who, what and from where, then each changed
 * field's value before and after.
 *
 * @param props     Component props.
 * @param props.row The entry.
 */
export default function ActivityDetails( { row }: { row: ActivityRow } ) {
	return (
		<div className="uip-activity-details">
			<dl className="uip-activity-details__facts">
				<dt>{ __( 'Date', 'uipress' ) }</dt>
				<dd>
					<time dateTime={ row.date }>{ loggedAt( row.date ) }</time>
				</dd>
				<dt>{ __( 'User', 'uipress' ) }</dt>
				<dd>
					<ActivityUser row={ row } />
				</dd>
				<dt>{ __( 'Object', 'uipress' ) }</dt>
				<dd>
					<ActivityObject row={ row } />{ ' ' }
					<span className="uip-activity-details__muted">
						{ '· ' }
						{ objectTypeLabel( row.objectType ) }
						{ row.objectSubtype &&
							row.objectSubtype !== row.objectType &&
							` · ${ row.objectSubtype }` }
					</span>
				</dd>
				{ row.ip && (
					<>
						<dt>{ __( 'IP address', 'uipress' ) }</dt>
						<dd>{ row.ip }</dd>
					</>
				) }
			</dl>
			{ row.changes.length > 0 ? (
				<table className="uip-activity-details__changes">
					<caption>{ __( 'Changes', 'uipress' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Field', 'uipress' ) }</th>
							<th scope="col">{ __( 'Before', 'uipress' ) }</th>
							<th scope="col">{ __( 'After', 'uipress' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ row.changes.map( ( change ) => (
							<tr key={ change.field }>
								<th scope="row">{ change.label }</th>
								<td>
									<del>{ loggedValue( change.before ) }</del>
								</td>
								<td>
									<ins>{ loggedValue( change.after ) }</ins>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) : (
				<p className="uip-activity-details__muted">
					{ __(
						'No field changes were recorded for this action.',
						'uipress'
					) }
				</p>
			) }
		</div>
	);
}
