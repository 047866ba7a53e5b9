/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../components/spinner';
import ScreenShell from '../shared/components/screen-shell';
import { STORE_NAME as APP_STORE } from '../shared/store/app/constants';
import Snackbars from './components/snackbars';
import { Editor, useTemplateRoute } from './editor';
import './store';

// The list (DataViews) loads with the start screen only: opening a
// template straight away carries none of it.
const TemplateList = lazy( () => import( './templates/template-list' ) );

/**
 * The builder: the template list, or the editor when the URL names a
 * template (`&template=<id>`); each shows its messages as snackbars
 * (components/snackbars).
 */
export default function BuilderScreen() {
	const [ templateId, openTemplate ] = useTemplateRoute();
	const { setLoading } = useDispatch( APP_STORE ) as {
		setLoading: ( loading: boolean ) => void;
	};

	// The list and the editor show their own loading states.
	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	return (
		<>
			{ templateId === null ? (
				<>
					<ScreenShell
						title={ __( 'UiPress builder', 'uipress' ) }
						loadingLabel={ __( 'Loading templates…', 'uipress' ) }
					>
						<Suspense
							fallback={
								<LoadingSpinner
									label={ __(
										'Loading templates…',
										'uipress'
									) }
								/>
							}
						>
							<TemplateList onOpen={ openTemplate } />
						</Suspense>
					</ScreenShell>
					<Snackbars />
				</>
			) : (
				<Editor
					templateId={ templateId }
					onBack={ () => openTemplate( null ) }
				/>
			) }
		</>
	);
}
