/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { laterChunk, printedChunk } from '../../shared/printed-chunks';
import type { NotificationToastProps } from './notification-toast';

/** The chunk holding the toast's code and styles (webpack.config.js). */
export const TOAST_CHUNK = 'later/toasts';

type Toast = ComponentType< NotificationToastProps >;

function loadedToast(): Toast | undefined {
	const toast = printedChunk( TOAST_CHUNK );
	return typeof toast === 'function' ? ( toast as Toast ) : undefined;
}

/**
 * A toast whose code loads when the first one shows. The list around it,
 * a live region, is already on the page, so screen readers announce the
 * toast once it renders.
 *
 * @param props Props of the toast.
 */
export default function LaterToast( props: NotificationToastProps ) {
	const [ Loaded, setLoaded ] = useState< Toast | undefined >( loadedToast );
	useEffect( () => {
		if ( Loaded ) {
			return;
		}
		let current = true;
		laterChunk( TOAST_CHUNK ).then( () => {
			const toast = loadedToast();
			if ( current && toast ) {
				setLoaded( () => toast );
			}
		} );
		return () => {
			current = false;
		};
	}, [ Loaded ] );
	return Loaded ? <Loaded { ...props } /> : null;
}
