/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { summariseAudience } from '../../post-list/audience';
import { formatModified, statusLabel, typeLabel } from '../../post-list/labels';
import NetworkBadge from '../../post-list/network-badge';
import type { NetworkItem, NetworkKind } from './api';
import './network.scss';

interface NetworkSectionProps {
	kind: NetworkKind;
	items: NetworkItem[];
	/** Role names by role, as the list has them. */
	roleNames: ReadonlyMap< string, string >;
}

/**
 * The network's templates or menus in a site's list, read-only: they apply
 * where the site publishes nothing of its own for the same users, and only
 * the network administrator changes them (on the main site). Nothing shows
 * when the network has none.
 *
 * @param props           Component props.
 * @param props.kind      Templates or menus.
 * @param props.items     The network's posts.
 * @param props.roleNames Role names by role.
 */
export default function NetworkSection( {
	kind,
	items,
	roleNames,
}: NetworkSectionProps ) {
	const headingId = useId();
	if ( ! items.length ) {
		return null;
	}
	const templates = kind === 'templates';
	return (
		<section className="uip-network-section" aria-labelledby={ headingId }>
			<h2 id={ headingId } className="uip-network-section__heading">
				{ templates
					? __( 'Network templates', 'uipress' )
					: __( 'Network menus', 'uipress' ) }
			</h2>
			<p className="uip-network-section__note">
				{ __( 'Managed by the network administrator.', 'uipress' ) }{ ' ' }
				{ templates
					? __(
							'A network template applies to the users this site publishes no template of its own for.',
							'uipress'
						)
					: __(
							'A network menu applies to the users this site publishes no menu of its own for.',
							'uipress'
						) }
			</p>
			<table className="wp-list-table widefat striped uip-post-list-table uip-network-section__table">
				<thead>
					<tr>
						<th scope="col">{ __( 'Title', 'uipress' ) }</th>
						{ templates && (
							<th scope="col">{ __( 'Type', 'uipress' ) }</th>
						) }
						<th scope="col">{ __( 'Status', 'uipress' ) }</th>
						<th scope="col">{ __( 'Applies to', 'uipress' ) }</th>
						<th scope="col">{ __( 'Modified', 'uipress' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ items.map( ( item ) => (
						<tr key={ item.id }>
							<td className="uip-network-section__title">
								<span>
									{ item.title ||
										__( '(no title)', 'uipress' ) }
								</span>
								<NetworkBadge shown />
							</td>
							{ templates && (
								<td>
									{ typeLabel(
										item.type === 'ui-admin-page'
											? 'ui-admin-page'
											: 'ui-template'
									) }
								</td>
							) }
							<td>{ statusLabel( item.status ) }</td>
							<td>
								{ summariseAudience(
									item.audience,
									roleNames
								) }
							</td>
							<td>{ formatModified( item.modified ) }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</section>
	);
}
