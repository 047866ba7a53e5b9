/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';

/** The parts of a key press the region keys read. */
interface KeyPress {
	key: string;
	code: string;
	ctrlKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
	metaKey: boolean;
}

/** The editor's regions: what F6 and Ctrl+` move between, in page order. */
export const REGION_SELECTOR = '[role="region"][tabindex="-1"]';

/**
 * Which way a key press moves between regions, as in the block editor:
 * F6 and Ctrl+` forward, Shift+F6 and Ctrl+Shift+` back (and the access
 * combinations N and P); 0 for any other key.
 *
 * @param event The key press.
 */
export function regionStep( event: KeyPress ): -1 | 0 | 1 {
	const { ctrlKey, shiftKey, altKey, metaKey } = event;
	if ( event.key === 'F6' && ! ctrlKey && ! altKey && ! metaKey ) {
		return shiftKey ? -1 : 1;
	}
	if ( event.code === 'Backquote' && ctrlKey && ! altKey && ! metaKey ) {
		return shiftKey ? -1 : 1;
	}
	// The access modifier: Shift+Alt, or Ctrl+Alt on Apple keyboards.
	const access = altKey && ! metaKey && shiftKey !== ctrlKey;
	if ( access && event.code === 'KeyN' ) {
		return 1;
	}
	if ( access && event.code === 'KeyP' ) {
		return -1;
	}
	return 0;
}

/**
 * Moves the focus between the regions inside an element: the next (or
 * previous) region after the one holding the focus, wrapping around; the
 * first one when the focus is in none. While nothing holds the focus (the
 * button that opened the editor went with the view it was in), the first
 * region takes it, and the keys work from the page too.
 *
 * @return The element's ref and its keydown handler.
 */
export function useRegionNavigation() {
	const ref = useRef< HTMLDivElement >( null );
	const onKeyDown = useCallback(
		( event: KeyPress & { preventDefault: () => void } ) => {
			const step = regionStep( event );
			const root = ref.current;
			if ( step === 0 || ! root ) {
				return;
			}
			const regions = Array.from(
				root.querySelectorAll< HTMLElement >( REGION_SELECTOR )
			).filter( ( region ) => region.getClientRects().length > 0 );
			if ( regions.length === 0 ) {
				return;
			}
			event.preventDefault();
			const active = root.ownerDocument.activeElement;
			const current = regions.findIndex( ( region ) =>
				region.contains( active )
			);
			const next =
				current === -1
					? 0
					: ( current + step + regions.length ) % regions.length;
			regions[ next ]?.focus();
		},
		[]
	);
	useEffect( () => {
		const root = ref.current;
		if ( ! root ) {
			return undefined;
		}
		const page = root.ownerDocument;
		const focusIsLost = () =>
			! page.activeElement || page.activeElement === page.body;
		if ( focusIsLost() ) {
			root.querySelector< HTMLElement >( REGION_SELECTOR )?.focus();
		}
		const onPageKeyDown = ( event: KeyboardEvent ) => {
			if ( focusIsLost() ) {
				onKeyDown( event );
			}
		};
		page.addEventListener( 'keydown', onPageKeyDown );
		return () => page.removeEventListener( 'keydown', onPageKeyDown );
	}, [ onKeyDown ] );
	return { ref, onKeyDown };
}
