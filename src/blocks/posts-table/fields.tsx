/**
 * WordPress dependencies
 */
import type { Field } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PostRow } from '../shared/posts-api';
import { siteDate } from '../shared/site-date';

const list = ( names: string[] ) => names.join( ', ' );

/**
 * The posts table's fields (spec: post result row). The server sorts by
 * title, date and modified; it searches, so no field takes part in a
 * client-side search.
 */
export function postFields(): Field< PostRow >[] {
	return [
		{
			id: 'name',
			label: __( 'Title', 'uipress' ),
			enableHiding: false,
			enableGlobalSearch: false,
			getValue: ( { item } ) => item.name,
		},
		{
			id: 'img',
			label: __( 'Image', 'uipress' ),
			enableSorting: false,
			render: ( { item } ) =>
				item.img ? (
					<img
						className="uip-posts-table__image"
						src={ item.img }
						alt=""
						loading="lazy"
					/>
				) : (
					<span
						className="uip-posts-table__image uip-posts-table__image--none"
						aria-hidden="true"
					/>
				),
		},
		{
			id: 'author',
			label: __( 'Author', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.author,
		},
		{
			id: 'type',
			label: __( 'Type', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.typeLabel,
		},
		{
			id: 'status',
			label: __( 'Status', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => item.statusLabel,
		},
		{
			id: 'date',
			label: __( 'Date', 'uipress' ),
			getValue: ( { item } ) => item.date,
			render: ( { item } ) => (
				<time dateTime={ item.date }>{ siteDate( item.date ) }</time>
			),
		},
		{
			id: 'modified',
			label: __( 'Last modified', 'uipress' ),
			getValue: ( { item } ) => item.modified,
			render: ( { item } ) => (
				<time dateTime={ item.modified }>
					{ siteDate( item.modified ) }
				</time>
			),
		},
		{
			id: 'categories',
			label: __( 'Categories', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => list( item.categories ),
		},
		{
			id: 'tags',
			label: __( 'Tags', 'uipress' ),
			enableSorting: false,
			getValue: ( { item } ) => list( item.tags ),
		},
	];
}
