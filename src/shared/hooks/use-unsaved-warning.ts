/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Asks the browser to warn before leaving the page while `dirty`.
 *
 * @param dirty Whether there are unsaved changes.
 */
export function useUnsavedWarning( dirty: boolean ): void {
	useEffect( () => {
		if ( ! dirty ) {
			return;
		}
		const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the warning only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', onBeforeUnload );
		return () =>
			window.removeEventListener( 'beforeunload', onBeforeUnload );
	}, [ dirty ] );
}
