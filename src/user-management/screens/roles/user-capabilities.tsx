/**
 * WordPress dependencies
 */
import { Notice, SelectControl, Spinner } from '@wordpress/components';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../components/utils/api';
import { useLeaveConfirmation } from '../../../shared/components/leave-confirmation';
import { useUnsavedWarning } from '../../../shared/hooks/use-unsaved-warning';
import {
	fetchUserCapabilities,
	saveUserCapabilities,
	type CapabilityGroup,
	type CapabilityInfo,
	type CapabilitySet,
	type Role,
} from '../../api/roles';
import CapabilitiesHeader from './capabilities-header';
import CapabilityChecklist, { CapabilityHelp } from './capability-checklist';
import {
	capabilitiesFromRoles,
	sameCapabilities,
	setUserCapability,
	userCapabilityState,
	withUnlisted,
	type UserCapabilityState,
} from './capability-model';
import { useSnackbar } from '../../components/screen-snackbars';
import { fetchUser, type UserRow } from '../../api/users';
import UserPicker from '../../components/user-picker';

interface UserCapabilitiesProps {
	roles: Role[];
	groups: CapabilityGroup[];
	/** The user the page was opened for (`&user=ID`), if any. */
	initialUserId: number | null;
}

/**
 * A user's own capabilities on top of their roles: each capability comes
 * from the roles, or is granted or denied to this user alone.
 *
 * @param props               Component props.
 * @param props.roles         Every role.
 * @param props.groups        The capability groups.
 * @param props.initialUserId The user to show first.
 */
export default function UserCapabilities( {
	roles,
	groups,
	initialUserId,
}: UserCapabilitiesProps ) {
	const [ user, setUser ] = useState< UserRow | null >( null );
	const [ saved, setSaved ] = useState< CapabilitySet | null >( null );
	const [ edited, setEdited ] = useState< CapabilitySet >( {} );
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	// The user chosen next, shown once unsaved changes may be left.
	const chosen = useRef< UserRow | null >( null );
	const snackbar = useSnackbar();

	useEffect( () => {
		if ( initialUserId ) {
			fetchUser( initialUserId )
				.then( setUser )
				.catch( ( failure: unknown ) =>
					setError( errorMessage( failure ) )
				);
		}
	}, [ initialUserId ] );

	useEffect( () => {
		setSaved( null );
		setError( null );
		if ( ! user ) {
			return;
		}
		let current = true;
		fetchUserCapabilities( user.id )
			.then( ( own ) => {
				if ( current ) {
					setSaved( own );
					setEdited( own );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( current ) {
					setError( errorMessage( failure ) );
				}
			} );
		return () => {
			current = false;
		};
	}, [ user ] );

	const fromRoles = useMemo(
		() => capabilitiesFromRoles( roles, user?.roles ?? [] ),
		[ roles, user ]
	);
	const dirty = saved !== null && ! sameCapabilities( edited, saved );
	useUnsavedWarning( dirty );
	const { requestLeave, dialog } = useLeaveConfirmation(
		dirty,
		() => setUser( chosen.current ),
		__(
			'This user’s capabilities have unsaved changes. Leave without saving?',
			'uipress'
		)
	);

	const effective = ( name: string ) => {
		const state = userCapabilityState( edited, name );
		return state === 'roles'
			? fromRoles[ name ] === true
			: state === 'granted';
	};

	const save = () => {
		if ( ! user ) {
			return;
		}
		setSaving( true );
		saveUserCapabilities( user.id, edited )
			.then( ( own ) => {
				setSaved( own );
				setEdited( own );
				snackbar.success(
					sprintf(
						/* translators: %s: user name. */
						__( 'Capabilities of %s saved.', 'uipress' ),
						user.name
					)
				);
			} )
			.catch( ( failure: unknown ) =>
				snackbar.error( errorMessage( failure ) )
			)
			.finally( () => setSaving( false ) );
	};

	const renderControl = ( capability: CapabilityInfo ) => (
		<SelectControl< UserCapabilityState >
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ capability.label }
			help={ <CapabilityHelp capability={ capability } /> }
			value={ userCapabilityState( edited, capability.name ) }
			disabled={ saving || ! capability.granted }
			options={ [
				{
					value: 'roles',
					label: fromRoles[ capability.name ]
						? __( 'From roles: allowed', 'uipress' )
						: __( 'From roles: not allowed', 'uipress' ),
				},
				{
					value: 'granted',
					label: __( 'Granted to this user', 'uipress' ),
				},
				{
					value: 'denied',
					label: __( 'Denied to this user', 'uipress' ),
				},
			] }
			onChange={ ( state ) =>
				setEdited( ( own ) =>
					setUserCapability( own, capability.name, state )
				)
			}
		/>
	);

	return (
		<section className="uip-user-capabilities">
			<p className="uip-user-capabilities__intro">
				{ __(
					'Give one user a capability their roles lack, or take one away from them alone. Everything else comes from their roles.',
					'uipress'
				) }
			</p>
			<div className="uip-user-capabilities__picker">
				<UserPicker
					label={ __( 'User', 'uipress' ) }
					value={ user }
					onChange={ ( next ) => {
						chosen.current = next;
						requestLeave();
					} }
				/>
			</div>
			{ dialog }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ user && ! saved && ! error && <Spinner /> }
			{ user && saved && (
				<>
					<CapabilitiesHeader
						title={ sprintf(
							/* translators: %s: user name. */
							__( 'Capabilities of %s', 'uipress' ),
							user.name
						) }
						dirty={ dirty }
						saving={ saving }
						onDiscard={ () => setEdited( saved ) }
						onSave={ save }
					/>
					<CapabilityChecklist
						groups={ withUnlisted( groups, edited ) }
						countOn={ ( group ) =>
							group.capabilities.filter( ( capability ) =>
								effective( capability.name )
							).length
						}
						renderControl={ renderControl }
					/>
				</>
			) }
		</section>
	);
}
