/**
 * The side panel of one user (`&user=<id>`): names, e-mail, roles and
 * managers' notes in a DataForm, saved together; a password reset e-mail,
 * the sessions with "Sign out everywhere", the application passwords count.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { DataForm } from '@wordpress/dataviews/wp';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import SidePanel, { withRouteParam } from '../../../components/side-panel';
import { errorMessage } from '../../../components/utils/api';
import {
	destroySessions,
	fetchUser,
	sendPasswordReset,
	type UserDetail,
	updateUser,
} from '../../api/users';
import type { ConfigRole } from '../../config';
import { fullDate } from '../../components/users-list/user-fields';
import {
	FORM,
	formFields,
	formOf,
	type UserForm,
	userChanges,
} from './user-form';

interface UserPanelProps {
	id: number;
	roles: ConfigRole[];
	/** The roles screen, whose `&user=` shows the user's capabilities. */
	rolesUrl: string;
	notify: {
		success: ( text: string ) => void;
		error: ( text: string ) => void;
	};
	/** After the user changed. */
	onChanged: () => void;
}

/**
 * The panel.
 *
 * @param props           Component props.
 * @param props.id
 * @param props.roles
 * @param props.rolesUrl
 * @param props.notify
 * @param props.onChanged
 */
export default function UserPanel( {
	id,
	roles,
	rolesUrl,
	notify,
	onChanged,
}: UserPanelProps ) {
	const [ user, setUser ] = useState< UserDetail | null >( null );
	const [ form, setForm ] = useState< UserForm | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState< string | null >( null );

	const load = useCallback( () => {
		setLoadError( null );
		fetchUser( id )
			.then( ( found ) => {
				setUser( found );
				setForm( formOf( found ) );
			} )
			.catch( ( error: unknown ) =>
				setLoadError( errorMessage( error ) )
			);
	}, [ id ] );
	useEffect( load, [ load ] );

	// The panel put the focus on its close button while the user loaded;
	// once the form is there it goes to the first field, as on opening.
	const body = useRef< HTMLDivElement >( null );
	const loaded = user !== null;
	useEffect( () => {
		const element = body.current;
		const active = element?.ownerDocument.activeElement;
		if (
			loaded &&
			active instanceof HTMLElement &&
			active.classList.contains( 'uip-side-panel__close' ) &&
			element?.closest( '.uip-side-panel' )?.contains( active )
		) {
			element.querySelector< HTMLElement >( 'input, textarea' )?.focus();
		}
	}, [ loaded ] );

	const fields = useMemo(
		() => ( user ? formFields( roles, user ) : [] ),
		[ roles, user ]
	);
	const changes = user && form ? userChanges( formOf( user ), form ) : {};
	const changed = Object.keys( changes ).length > 0;

	const act = async ( name: string, work: () => Promise< void > ) => {
		setBusy( name );
		try {
			await work();
		} catch ( error ) {
			notify.error( errorMessage( error ) );
		}
		setBusy( null );
	};

	const save = () =>
		act( 'save', async () => {
			const saved = await updateUser( id, changes );
			setUser( saved );
			setForm( formOf( saved ) );
			notify.success( __( 'User saved.', 'uipress' ) );
			onChanged();
		} );

	const sendReset = () =>
		act( 'reset', async () => {
			await sendPasswordReset( id );
			notify.success( __( 'Password reset e-mail sent.', 'uipress' ) );
		} );

	const signOut = () =>
		act( 'sessions', async () => {
			const destroyed = await destroySessions( id );
			notify.success(
				sprintf(
					/* translators: %d: number of sessions ended. */
					_n(
						'%d session ended.',
						'%d sessions ended.',
						destroyed,
						'uipress'
					),
					destroyed
				)
			);
			load();
		} );

	const title = user ? user.name || user.login : __( 'User', 'uipress' );
	return (
		<SidePanel
			title={ title }
			closeRoute={ withRouteParam( window.location.href, 'user', null ) }
			className="uip-user-panel"
		>
			{ loadError && (
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			) }
			{ ! user && ! loadError && <Spinner /> }
			{ user && form && (
				<div
					ref={ body }
					className="uip-users-screen__stack uip-user-panel__body"
				>
					<div className="uip-user-panel__identity">
						<img
							src={ user.avatar }
							alt=""
							width={ 48 }
							height={ 48 }
						/>
						<div>
							<div className="uip-user-panel__login">
								{ user.login }
							</div>
							<div className="uip-user-panel__meta">
								{ sprintf(
									/* translators: %s: the date the user registered. */
									__( 'Registered %s', 'uipress' ),
									fullDate( user.registered )
								) }
							</div>
						</div>
					</div>
					<DataForm< UserForm >
						data={ form }
						fields={ fields }
						form={ FORM }
						onChange={ ( edits ) =>
							setForm( ( current ) =>
								current ? { ...current, ...edits } : current
							)
						}
					/>
					<div className="uip-user-panel__buttons">
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ save }
							isBusy={ busy === 'save' }
							disabled={ ! changed || busy !== null }
						>
							{ __( 'Save', 'uipress' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							disabled={ ! changed || busy !== null }
							onClick={ () => setForm( formOf( user ) ) }
						>
							{ __( 'Discard changes', 'uipress' ) }
						</Button>
					</div>
					<section className="uip-user-panel__section">
						<h3>{ __( 'Password', 'uipress' ) }</h3>
						<p>
							{ __(
								'Send an e-mail with a link to choose a new password.',
								'uipress'
							) }
						</p>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ sendReset }
							isBusy={ busy === 'reset' }
							disabled={ ! user.canEdit || busy !== null }
						>
							{ __( 'Send password reset', 'uipress' ) }
						</Button>
					</section>
					<section className="uip-user-panel__section">
						<h3>{ __( 'Sessions', 'uipress' ) }</h3>
						<p data-uip-user-sessions={ user.sessions }>
							{ sprintf(
								/* translators: %d: number of signed-in sessions. */
								_n(
									'Signed in on %d device or browser.',
									'Signed in on %d devices or browsers.',
									user.sessions,
									'uipress'
								),
								user.sessions
							) }
						</p>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ signOut }
							isBusy={ busy === 'sessions' }
							disabled={
								! user.canEdit ||
								user.sessions === 0 ||
								busy !== null
							}
						>
							{ __( 'Sign out everywhere', 'uipress' ) }
						</Button>
						{ user.isCurrent && (
							<p className="uip-user-panel__meta">
								{ __( 'You stay signed in here.', 'uipress' ) }
							</p>
						) }
					</section>
					<section className="uip-user-panel__section">
						<h3>{ __( 'Application passwords', 'uipress' ) }</h3>
						<p>
							{ sprintf(
								/* translators: %d: number of application passwords. */
								_n(
									'%d application password.',
									'%d application passwords.',
									user.applicationPasswords,
									'uipress'
								),
								user.applicationPasswords
							) }
						</p>
						{ user.editUrl && (
							<Button
								variant="link"
								href={ `${ user.editUrl }#application-passwords-section` }
							>
								{ __( 'Manage in the profile', 'uipress' ) }
							</Button>
						) }
					</section>
					{ rolesUrl && (
						<section className="uip-user-panel__section">
							<h3>{ __( 'Capabilities', 'uipress' ) }</h3>
							<Button
								variant="link"
								href={ addQueryArgs( rolesUrl, { user: id } ) }
							>
								{ __(
									'Edit this user’s own capabilities',
									'uipress'
								) }
							</Button>
						</section>
					) }
				</div>
			) }
		</SidePanel>
	);
}
