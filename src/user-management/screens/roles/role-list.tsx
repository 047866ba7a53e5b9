/**
 * WordPress dependencies
 */
import {
	DataViews,
	filterSortAndPaginate,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews/wp';
import { useMemo, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Role } from '../../api/roles';
import { DeleteRoleForm, RoleNameForm } from './role-dialogs';

interface RoleListProps {
	roles: Role[];
	loading: boolean;
	/** The role whose capabilities are shown. */
	selected: string | null;
	onSelect: ( slug: string ) => void;
	/** Called after a role was created, renamed, cloned or deleted. */
	onChanged: ( selectSlug?: string ) => void;
}

const getItemId = ( role: Role ) => role.slug;

/**
 * The roles with their user counts, and the actions on each: edit
 * capabilities, rename, clone, delete.
 *
 * @param props           Component props.
 * @param props.roles     The roles.
 * @param props.loading   Whether they are loading.
 * @param props.selected  The role shown.
 * @param props.onSelect  Shows a role's capabilities.
 * @param props.onChanged Called after a change.
 */
export default function RoleList( {
	roles,
	loading,
	selected,
	onSelect,
	onChanged,
}: RoleListProps ) {
	const [ view, setView ] = useState< View >( {
		type: 'table',
		search: '',
		page: 1,
		perPage: 50,
		titleField: 'name',
		// Under the name, so a narrow list never hides it behind the actions.
		descriptionField: 'users',
		fields: [],
		layout: {},
	} );

	const fields = useMemo< Field< Role >[] >(
		() => [
			{
				id: 'name',
				label: __( 'Role', 'uipress' ),
				enableHiding: false,
				enableGlobalSearch: true,
				getValue: ( { item } ) => item.name,
				render: ( { item } ) => (
					<span className="uip-role-list__name">
						<span
							className={
								item.slug === selected
									? 'uip-role-list__title is-selected'
									: 'uip-role-list__title'
							}
							aria-current={ item.slug === selected || undefined }
						>
							{ item.name }
						</span>
						{ item.isDefault && (
							<span className="uip-role-list__badge">
								{ __( 'Default', 'uipress' ) }
							</span>
						) }
						{ ! item.builtIn && (
							<span className="uip-role-list__badge">
								{ __( 'Custom', 'uipress' ) }
							</span>
						) }
					</span>
				),
			},
			{
				id: 'users',
				label: __( 'Users', 'uipress' ),
				type: 'integer',
				getValue: ( { item } ) => item.users,
				render: ( { item } ) =>
					sprintf(
						/* translators: %d: number of users. */
						_n( '%d user', '%d users', item.users, 'uipress' ),
						item.users
					),
			},
		],
		[ selected ]
	);

	const actions = useMemo< Action< Role >[] >(
		() => [
			{
				id: 'capabilities',
				label: __( 'Edit capabilities', 'uipress' ),
				icon: pencil,
				isPrimary: true,
				callback: ( [ role ] ) => {
					if ( role ) {
						onSelect( role.slug );
					}
				},
			},
			{
				id: 'rename',
				label: __( 'Rename', 'uipress' ),
				isEligible: ( role ) => role.editable,
				modalHeader: __( 'Rename role', 'uipress' ),
				RenderModal: ( { items, closeModal } ) => (
					<RoleNameForm
						mode="rename"
						role={ items[ 0 ] }
						closeModal={ closeModal }
						onDone={ ( saved ) => onChanged( saved.slug ) }
					/>
				),
			},
			{
				id: 'clone',
				label: __( 'Clone', 'uipress' ),
				modalHeader: __( 'Clone role', 'uipress' ),
				RenderModal: ( { items, closeModal } ) => (
					<RoleNameForm
						mode="clone"
						role={ items[ 0 ] }
						closeModal={ closeModal }
						onDone={ ( saved ) => onChanged( saved.slug ) }
					/>
				),
			},
			{
				id: 'delete',
				label: __( 'Delete', 'uipress' ),
				isDestructive: true,
				isEligible: ( role ) => role.deletable,
				modalHeader: __( 'Delete role', 'uipress' ),
				RenderModal: ( { items: [ role ], closeModal } ) =>
					role ? (
						<DeleteRoleForm
							role={ role }
							roles={ roles }
							closeModal={ closeModal }
							onDone={ () => onChanged() }
						/>
					) : (
						<></>
					),
			},
		],
		[ roles, onSelect, onChanged ]
	);

	// The list is small: searched and sorted here, on one page.
	const { data: shown, paginationInfo } = useMemo(
		() => filterSortAndPaginate( roles, view, fields ),
		[ roles, view, fields ]
	);

	return (
		<DataViews< Role >
			data={ shown }
			fields={ fields }
			view={ view }
			onChangeView={ setView }
			actions={ actions }
			getItemId={ getItemId }
			isLoading={ loading }
			searchLabel={ __( 'Search roles', 'uipress' ) }
			paginationInfo={ paginationInfo }
			defaultLayouts={ { table: {} } }
			onClickItem={ ( role ) => onSelect( role.slug ) }
			isItemClickable={ () => true }
			empty={
				<p className="uip-role-list__empty">
					{ __( 'No role matches this search.', 'uipress' ) }
				</p>
			}
		/>
	);
}
