/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { removeQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../components/spinner';
import { Notifications } from '../engine/notifications';
import ScreenShell from '../shared/components/screen-shell';
import { useIdRoute } from '../shared/route/id-route';
import { STORE_NAME as APP_STORE } from '../shared/store/app/constants';
import MenuEditor, { ITEM_PARAM } from './editor/menu-editor';
import './menu-creator.scss';

// The list (DataViews) loads with the start screen only: opening a menu
// straight away carries none of it.
const MenuList = lazy( () => import( './menus/menu-list' ) );

/** The URL parameter naming the menu being edited. */
export const MENU_PARAM = 'menu';

/**
 * The menu creator: the list of custom admin menus, or the editor when the
 * URL names one (`&menu=<id>`).
 */
export default function MenuCreatorScreen() {
	const [ menuId, openMenu ] = useIdRoute( MENU_PARAM );
	const { setLoading } = useDispatch( APP_STORE ) as {
		setLoading: ( loading: boolean ) => void;
	};

	// The list and the editor show their own loading states.
	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	return (
		<>
			{ menuId === null ? (
				<ScreenShell
					title={ __( 'UiPress menu creator', 'uipress' ) }
					loadingLabel={ __( 'Loading menus…', 'uipress' ) }
				>
					<Suspense
						fallback={
							<LoadingSpinner
								label={ __( 'Loading menus…', 'uipress' ) }
							/>
						}
					>
						<MenuList onOpen={ openMenu } />
					</Suspense>
				</ScreenShell>
			) : (
				<MenuEditor
					key={ menuId }
					menuId={ menuId }
					onBack={ () => {
						openMenu( null );
						// The list has no item panel; the editor's entry keeps
						// its own, so Back reopens the menu as it was.
						window.history.replaceState(
							window.history.state,
							'',
							removeQueryArgs( window.location.href, ITEM_PARAM )
						);
					} }
				/>
			) }
			<Notifications />
		</>
	);
}
