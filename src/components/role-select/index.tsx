/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, SearchControl } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { check, closeSmall, Icon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import PopoverDropdown from '../popover-dropdown';
import { useRoleNames } from '../post-list/use-role-names';
import SegmentedToggle from '../segmented-toggle';
import LoadingSpinner from '../spinner';
import {
	errorMessage,
	type PickerItem,
	type RoleResult,
	type UserResult,
	type UsersRolesResponse,
} from '../utils/api';
import {
	hasMoreUsers,
	previewText,
	PREVIEW_HOVER_CLOSE_MS,
	sameItem,
	shouldSearch,
	toggleItem,
	toPickerItem,
	USERS_ROLES_PATH,
	withRoleNames,
	type RoleSelectReturnType,
} from './rules';
import '../popover-dropdown/button-toggle.scss';
import './role-select.scss';

export * from './rules';

export interface RoleSelectProps {
	/** Chosen roles and users. */
	value: PickerItem[];
	onChange: ( value: PickerItem[] ) => void;
	/** Preview text when nothing is chosen (followed by '...'). */
	placeholder?: string;
	/** 'all' (roles and users, default) or 'role' (roles only). */
	type?: 'all' | 'role';
	/** What an item's name holds; default 'login' (users) / role name. */
	returnType?: RoleSelectReturnType;
}

type Tab = 'roles' | 'users';

/**
 * The picker panel: Roles/Users toggle, search, results, users paging.
 *
 * @param props            Component props.
 * @param props.value
 * @param props.onChange
 * @param props.type
 * @param props.returnType
 */
export function RolePicker( {
	value,
	onChange,
	type = 'all',
	returnType = 'login',
}: RoleSelectProps ) {
	const [ tab, setTab ] = useState< Tab >( 'roles' );
	const [ search, setSearch ] = useState( '' );
	const [ roles, setRoles ] = useState< RoleResult[] >( [] );
	const [ users, setUsers ] = useState< UserResult[] >( [] );
	const [ total, setTotal ] = useState( 0 );
	const [ page, setPage ] = useState( 1 );
	const [ loading, setLoading ] = useState( false );
	const notify = useCreateNotification();
	const latest = useRef( 0 );
	// What the unfiltered list last held, for when a search is cleared.
	const unfiltered = useRef< {
		roles: RoleResult[];
		users: UserResult[];
		total: number;
		page: number;
	} | null >( null );

	const load = useCallback(
		( term: string, nextPage: number ) => {
			const request = ++latest.current;
			setLoading( true );
			apiFetch< UsersRolesResponse >( {
				path: addQueryArgs( USERS_ROLES_PATH, {
					search: term,
					type: type === 'role' ? 'roles' : 'all',
					page: nextPage,
				} ),
			} )
				.then( ( response ) => {
					if ( request !== latest.current ) {
						return;
					}
					if ( response.error ) {
						throw response;
					}
					const receivedRoles = response.roles ?? [];
					const receivedUsers = response.users ?? [];
					setRoles( receivedRoles );
					setUsers( ( loaded ) => {
						const listed =
							nextPage > 1
								? [ ...loaded, ...receivedUsers ]
								: receivedUsers;
						if ( term === '' ) {
							unfiltered.current = {
								roles: receivedRoles,
								users: listed,
								total: response.total_users ?? 0,
								page: nextPage,
							};
						}
						return listed;
					} );
					setTotal( response.total_users ?? 0 );
					setPage( nextPage );
				} )
				.catch( ( error: unknown ) => {
					notify( { title: errorMessage( error ), status: 'error' } );
				} )
				.finally( () => {
					if ( request === latest.current ) {
						setLoading( false );
					}
				} );
		},
		[ notify, type ]
	);

	useEffect( () => {
		load( '', 1 );
	}, [ load ] );

	const onSearch = ( next: string ) => {
		setSearch( next );
		if ( shouldSearch( next ) ) {
			load( next.trim(), 1 );
			return;
		}
		if ( ! shouldSearch( search ) ) {
			return;
		}
		// Cleared: an empty search asks nothing (spec), so the unfiltered
		// roles and users come back from the last unfiltered answer.
		++latest.current;
		setLoading( false );
		const list = unfiltered.current;
		if ( list ) {
			setRoles( list.roles );
			setUsers( list.users );
			setTotal( list.total );
			setPage( list.page );
		} else {
			load( '', 1 );
		}
	};

	const shown: Array< RoleResult | UserResult > =
		tab === 'roles' || type === 'role' ? roles : users;

	return (
		<div className="uip-role-select">
			<div className="uip-role-select__title">
				{ __( 'Role select', 'uipress' ) }
			</div>
			{ type !== 'role' && (
				<SegmentedToggle
					label={ __( 'Show', 'uipress' ) }
					value={ tab }
					onChange={ ( next ) =>
						setTab( next === 'users' ? 'users' : 'roles' )
					}
					options={ [
						{ label: __( 'Roles', 'uipress' ), value: 'roles' },
						{ label: __( 'Users', 'uipress' ), value: 'users' },
					] }
				/>
			) }
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search roles and users', 'uipress' ) }
				value={ search }
				onChange={ onSearch }
			/>
			{ loading && <LoadingSpinner /> }
			<ul className="uip-role-select__results">
				{ shown.map( ( result ) => {
					const item = toPickerItem( result, returnType );
					const chosen = value.some( ( entry ) =>
						sameItem( entry, item )
					);
					return (
						<li key={ `${ result.type }:${ item.name }` }>
							<button
								type="button"
								className="uip-role-select__result"
								aria-pressed={ chosen }
								onClick={ () =>
									onChange( toggleItem( value, item ) )
								}
							>
								<span>{ result.label }</span>
								<span className="uip-role-select__type">
									{ result.type === 'user'
										? result.email
										: result.name }
								</span>
								{ chosen && (
									<Icon icon={ check } size={ 18 } />
								) }
							</button>
						</li>
					);
				} ) }
			</ul>
			{ tab === 'users' &&
				type !== 'role' &&
				hasMoreUsers( total, users.length ) && (
					<Button
						variant="secondary"
						disabled={ loading }
						onClick={ () =>
							load(
								shouldSearch( search ) ? search.trim() : '',
								page + 1
							)
						}
					>
						{ __( 'next', 'uipress' ) }
					</Button>
				) }
		</div>
	);
}

/**
 * The role and user picker: a preview of the chosen items that opens the
 * picker; hovering the preview lists every chosen item (closing 1 s after
 * the mouse leaves).
 *
 * @param props Component props.
 */
export default function RoleSelect( props: RoleSelectProps ) {
	const { value, onChange } = props;
	const placeholder = props.placeholder ?? __( 'Select roles', 'uipress' );
	// Roles by their names in the user's language, never their slugs.
	const shown = withRoleNames( value, useRoleNames() );
	const [ showChosen, setShowChosen ] = useState( false );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const cancel = () => {
		if ( timer.current ) {
			clearTimeout( timer.current );
			timer.current = undefined;
		}
	};
	useEffect( () => cancel, [] );

	return (
		<div
			className="uip-role-select__field"
			onMouseEnter={ () => {
				cancel();
				setShowChosen( value.length > 0 );
			} }
			onMouseLeave={ () => {
				cancel();
				timer.current = setTimeout(
					() => setShowChosen( false ),
					PREVIEW_HOVER_CLOSE_MS
				);
			} }
		>
			<PopoverDropdown
				// Its name holds the words it shows, for voice control.
				label={ sprintf(
					/* translators: %s: the chosen roles and users, or the placeholder. */
					__( 'Role select: %s', 'uipress' ),
					previewText( shown, placeholder )
				) }
				// Drawn as WordPress's secondary button: it is the control
				// that opens the picker, not a line of text.
				className="uip-role-select__preview uip-dropdown__toggle--button components-button is-secondary"
				trigger={ <span>{ previewText( shown, placeholder ) }</span> }
			>
				<RolePicker { ...props } />
			</PopoverDropdown>
			{ value.length === 1 && value[ 0 ] && (
				<Button
					size="small"
					icon={ closeSmall }
					label={ __( 'Remove', 'uipress' ) }
					onClick={ () => onChange( [] ) }
				/>
			) }
			{ value.length > 1 && (
				<Button
					size="small"
					icon={ closeSmall }
					label={ __( 'Clear all', 'uipress' ) }
					onClick={ () => onChange( [] ) }
				/>
			) }
			{ showChosen && value.length > 0 && (
				<ul
					className="uip-role-select__chosen"
					aria-label={ __( 'Chosen', 'uipress' ) }
				>
					{ shown.map( ( item ) => (
						<li key={ `${ item.type }:${ item.name }` }>
							<span>{ item.label || item.name }</span>
							<Button
								size="small"
								icon={ closeSmall }
								label={ __( 'Remove', 'uipress' ) }
								onClick={ () =>
									onChange( toggleItem( value, item ) )
								}
							/>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
