/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import type { Field } from '@wordpress/dataviews/wp';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { summariseAudience } from '../post-list/audience';
import { formatModified, statusLabel } from '../post-list/labels';
import NetworkBadge from '../post-list/network-badge';
import { positionOf } from './move';
import type { EntityConfig, EntityItem } from './types';

/** The audience value of a post chosen for users, not roles. */
export const CHOSEN_USERS = 'uip-chosen-users';

/**
 * Who a post is for, as filter values: its roles, and CHOSEN_USERS when it
 * names users.
 *
 * @param item The post.
 */
export function audienceValues( item: EntityItem ): string[] {
	const values = [ ...item.fields.forRoles ];
	if ( item.fields.forUsers.length ) {
		values.push( CHOSEN_USERS );
	}
	return values;
}

/**
 * The statuses offered by the filter.
 */
export function statusElements() {
	return [
		{ value: 'publish', label: statusLabel( 'publish' ) },
		{ value: 'draft', label: statusLabel( 'draft' ) },
		{ value: 'trash', label: __( 'Trash', 'uipress' ) },
	];
}

/**
 * The list's fields: title (opens the post), the kind's own, status, who it
 * applies to (role names), modified, and the order when it matters.
 *
 * @param config    The kind.
 * @param items     The posts (the order's positions).
 * @param roleNames Role names by role.
 * @param onOpen    Opens a post by id.
 */
export function useEntityFields< Item extends EntityItem >(
	config: EntityConfig< Item >,
	items: Item[],
	roleNames: ReadonlyMap< string, string >,
	onOpen: ( id: number ) => void
): Field< Item >[] {
	const { extraFields, order } = config;
	return useMemo( () => {
		const roles = new Set(
			items.flatMap( ( item ) => item.fields.forRoles )
		);
		const fields: Field< Item >[] = [
			{
				id: 'title',
				label: __( 'Title', 'uipress' ),
				type: 'text',
				enableHiding: false,
				enableGlobalSearch: true,
				getValue: ( { item } ) => item.title,
				render: ( { item } ) => (
					<span className="uip-entity-list__title">
						{ item.status === 'trash' ? (
							<span className="uip-entity-list__name">
								{ item.title || __( '(no title)', 'uipress' ) }
							</span>
						) : (
							<Button
								variant="link"
								className="uip-entity-list__name"
								onClick={ () => onOpen( item.id ) }
							>
								{ item.title || __( '(no title)', 'uipress' ) }
							</Button>
						) }
						<NetworkBadge shown={ item.network } />
					</span>
				),
			},
			...( extraFields ?? [] ),
			{
				id: 'status',
				label: __( 'Status', 'uipress' ),
				type: 'text',
				elements: statusElements(),
				filterBy: { operators: [ 'isAny' ], isPrimary: true },
				enableSorting: true,
				getValue: ( { item } ) => item.status,
				render: ( { item } ) =>
					item.status === 'trash'
						? __( 'Trash', 'uipress' )
						: statusLabel( item.status ),
			},
			{
				id: 'audience',
				label: __( 'Applies to', 'uipress' ),
				type: 'array',
				elements: [
					...[ ...roles ].map( ( role ) => ( {
						value: role,
						label: roleNames.get( role ) ?? role,
					} ) ),
					{
						value: CHOSEN_USERS,
						label: __( 'Chosen users', 'uipress' ),
					},
				],
				filterBy: { operators: [ 'isAny' ], isPrimary: true },
				enableSorting: false,
				getValue: ( { item } ) => audienceValues( item ),
				render: ( { item } ) =>
					summariseAudience( item.fields, roleNames ),
			},
			{
				id: 'modified',
				label: __( 'Modified', 'uipress' ),
				type: 'datetime',
				filterBy: false,
				getValue: ( { item } ) => item.modified,
				render: ( { item } ) => formatModified( item.modified ),
			},
		];
		if ( order ) {
			fields.unshift( {
				id: 'order',
				label: __( 'Order', 'uipress' ),
				type: 'integer',
				filterBy: false,
				enableHiding: false,
				getValue: ( { item } ) => {
					const position = positionOf( items, item.id );
					// Trashed posts come after every ranked one.
					return position || Number.MAX_SAFE_INTEGER;
				},
				render: ( { item } ) => positionOf( items, item.id ) || '—',
			} );
		}
		return fields;
	}, [ extraFields, onOpen, order, items, roleNames ] );
}
