/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../components/utils/api';
import { isRecord } from '../shared/config/fields';
import { loginPreviewUrl, type SettingValues } from './api';

/** How long typing must pause before the preview reloads. */
export const PREVIEW_DELAY = 500;

/**
 * The screen the login page is laid out on before it is scaled to the
 * preview's width: a laptop's, so the form and panel alignments show as
 * visitors will see them (below 783 px WordPress centres everything).
 */
export const PREVIEW_SCREEN = { width: 1280, height: 800 };

/**
 * The preview's width, kept current as the screen resizes.
 *
 * @return A ref for the element to measure, and its width (0 until measured).
 */
function useWidth() {
	const ref = useRef< HTMLDivElement >( null );
	const [ width, setWidth ] = useState( 0 );
	useEffect( () => {
		const element = ref.current;
		if ( ! element ) {
			return;
		}
		const measure = () => setWidth( element.clientWidth );
		measure();
		if ( typeof window.ResizeObserver === 'undefined' ) {
			return;
		}
		const observer = new window.ResizeObserver( measure );
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );
	return [ ref, width ] as const;
}

interface LoginPreviewProps {
	/** The login settings as edited. */
	settings: SettingValues;
	/** The login page, shown until the server gives a preview URL. */
	loginUrl: string;
}

/**
 * Whether a REST error says the route does not exist (yet).
 *
 * @param caught The error.
 */
function isMissingRoute( caught: unknown ): boolean {
	return isRecord( caught ) && caught.code === 'rest_no_route';
}

/**
 * The login page with the unsaved login settings, in a frame. It reloads a
 * moment after the last change; the previous page stays until the new one
 * has loaded, so the preview never flashes blank.
 *
 * @param props          Component props.
 * @param props.settings The login settings as edited.
 * @param props.loginUrl The login page's URL.
 */
export default function LoginPreview( {
	settings,
	loginUrl,
}: LoginPreviewProps ) {
	const [ shown, setShown ] = useState( '' );
	const [ pending, setPending ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const request = useRef( 0 );
	const key = JSON.stringify( settings );

	useEffect( () => {
		const id = ++request.current;
		const timer = window.setTimeout( async () => {
			let url: string;
			try {
				url = ( await loginPreviewUrl( JSON.parse( key ) ) ).url;
			} catch ( caught ) {
				if ( ! isMissingRoute( caught ) ) {
					if ( id === request.current ) {
						setError( errorMessage( caught ) );
					}
					return;
				}
				url = loginUrl;
			}
			if ( id === request.current ) {
				setError( '' );
				setPending( url );
			}
		}, PREVIEW_DELAY );
		return () => window.clearTimeout( timer );
	}, [ key, loginUrl ] );

	const [ framesRef, width ] = useWidth();
	const scale = width > 0 ? Math.min( 1, width / PREVIEW_SCREEN.width ) : 1;
	const frameStyle = {
		width: PREVIEW_SCREEN.width,
		height: PREVIEW_SCREEN.height,
		transform: `scale(${ scale })`,
	};

	const title = __( 'Login page preview', 'uipress' );
	return (
		<div className="uip-settings-login-preview">
			{ error && (
				<Notice status="warning" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div
				ref={ framesRef }
				className="uip-settings-login-preview__frames"
				style={ { height: PREVIEW_SCREEN.height * scale } }
			>
				{ shown && (
					<iframe
						className="uip-settings-login-preview__frame"
						title={ title }
						src={ shown }
						style={ frameStyle }
						tabIndex={ -1 }
					/>
				) }
				{ pending && pending !== shown && (
					<iframe
						key={ pending }
						className="uip-settings-login-preview__frame is-loading"
						title={ __(
							'Login page preview (loading)',
							'uipress'
						) }
						src={ pending }
						style={ frameStyle }
						aria-hidden="true"
						tabIndex={ -1 }
						onLoad={ () => {
							setShown( pending );
							setPending( '' );
						} }
					/>
				) }
				{ ! shown && (
					<p
						className="uip-settings-login-preview__loading"
						role="status"
					>
						<Spinner />
						{ __( 'Loading the preview…', 'uipress' ) }
					</p>
				) }
			</div>
		</div>
	);
}
