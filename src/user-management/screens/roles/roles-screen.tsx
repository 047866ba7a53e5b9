/**
 * WordPress dependencies
 */
import { Button, Modal, Notice, TabPanel } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getQueryArg } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { useLeaveConfirmation } from '../../../shared/components/leave-confirmation';
import ScreenShell from '../../../shared/components/screen-shell';
import { STORE_NAME as APP_STORE } from '../../../shared/store/app/constants';
import RoleCapabilities from './role-capabilities';
import { RoleNameForm } from './role-dialogs';
import RoleList from './role-list';
import ScreenSnackbars from '../../components/screen-snackbars';
import UserCapabilities from './user-capabilities';
import { useRoleEditorData } from './use-role-editor-data';
import './roles-screen.scss';

/** `&role=<slug>` (the activity log's links) shows that role first. */
function roleFromUrl(): string | null {
	const value = getQueryArg( window.location.href, 'role' );
	return typeof value === 'string' && value !== '' ? value : null;
}

/** `&user=ID` opens the user capabilities tab on that user. */
function userFromUrl(): number | null {
	const value = Number( getQueryArg( window.location.href, 'user' ) );
	return Number.isInteger( value ) && value > 0 ? value : null;
}

/**
 * The page Roles and capabilities: the roles with their capabilities, and
 * one user's own capabilities on top of their roles.
 */
export default function RolesScreen() {
	const { setLoading } = useDispatch( APP_STORE );
	const data = useRoleEditorData();
	const { roles, groups, reloadRoles } = data;
	const [ selected, setSelected ] = useState< string | null >( roleFromUrl );
	const [ adding, setAdding ] = useState( false );
	const editor = useRef< HTMLDivElement >( null );
	const initialUser = useRef( userFromUrl() ).current;

	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	// The first role is shown until one is chosen (or the shown one goes).
	const role =
		roles.find( ( candidate ) => candidate.slug === selected ) ??
		roles[ 0 ];

	// Another role is shown once unsaved changes may be left.
	const [ dirty, setDirty ] = useState( false );
	const next = useRef< string | null >( null );
	const { requestLeave, dialog } = useLeaveConfirmation(
		dirty,
		useCallback( () => {
			setSelected( next.current );
			// On a narrow screen the capabilities are below the list.
			window.requestAnimationFrame( () =>
				editor.current?.scrollIntoView( { block: 'start' } )
			);
		}, [] ),
		__(
			'This role’s capabilities have unsaved changes. Leave without saving?',
			'uipress'
		)
	);
	const select = useCallback(
		( slug: string ) => {
			next.current = slug;
			requestLeave();
		},
		[ requestLeave ]
	);

	const changed = useCallback(
		( selectSlug?: string ) => {
			reloadRoles();
			if ( selectSlug ) {
				setSelected( selectSlug );
			}
		},
		[ reloadRoles ]
	);

	const tabs = [
		{ name: 'roles', title: __( 'Roles', 'uipress' ) },
		{ name: 'users', title: __( 'User capabilities', 'uipress' ) },
	];

	return (
		<ScreenShell
			title={ __( 'Roles and capabilities', 'uipress' ) }
			loadingLabel={ __( 'Loading…', 'uipress' ) }
		>
			<div className="uip-roles-screen">
				{ data.error && (
					<Notice status="error" isDismissible={ false }>
						{ data.error }
					</Notice>
				) }
				<TabPanel
					className="uip-roles-screen__tabs"
					tabs={ tabs }
					initialTabName={ initialUser ? 'users' : 'roles' }
				>
					{ ( tab ) =>
						tab.name === 'roles' ? (
							<div className="uip-roles-screen__roles">
								<div className="uip-roles-screen__list">
									<div className="uip-roles-screen__toolbar">
										<Button
											__next40pxDefaultSize
											variant="primary"
											onClick={ () => setAdding( true ) }
										>
											{ __( 'Add role', 'uipress' ) }
										</Button>
									</div>
									<RoleList
										roles={ roles }
										loading={ data.loading }
										selected={ role?.slug ?? null }
										onSelect={ select }
										onChanged={ changed }
									/>
								</div>
								<div
									className="uip-roles-screen__editor"
									ref={ editor }
								>
									{ role && (
										<RoleCapabilities
											key={ role.slug }
											role={ role }
											groups={ groups }
											onSaved={ () => reloadRoles() }
											onDirtyChange={ setDirty }
										/>
									) }
								</div>
							</div>
						) : (
							<UserCapabilities
								roles={ roles }
								groups={ groups }
								initialUserId={ initialUser }
							/>
						)
					}
				</TabPanel>
				{ adding && (
					<Modal
						title={ __( 'Add role', 'uipress' ) }
						onRequestClose={ () => setAdding( false ) }
						size="small"
					>
						<RoleNameForm
							mode="create"
							closeModal={ () => setAdding( false ) }
							onDone={ ( saved ) => changed( saved.slug ) }
						/>
					</Modal>
				) }
				{ dialog }
				<ScreenSnackbars />
			</div>
		</ScreenShell>
	);
}
