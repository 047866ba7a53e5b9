/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Normalises a key name for comparison: 'Meta', 'meta' and 'META' match.
 *
 * @param key A KeyboardEvent.key value or a shortcut key.
 */
export function normaliseKey( key: string ): string {
	return key.length === 1 ? key.toLowerCase() : key.toLowerCase().trim();
}

/**
 * Whether every key of a shortcut is held.
 *
 * @param shortcut Keys that must be held together.
 * @param held     Keys held now (normalised).
 */
export function isShortcutHeld(
	shortcut: readonly string[],
	held: ReadonlySet< string >
): boolean {
	return (
		shortcut.length > 0 &&
		shortcut.every( ( key ) => held.has( normaliseKey( key ) ) )
	);
}

/**
 * Calls `onShortcut` when all the listed keys are held together.
 *
 * @param shortcut   Keys, e.g. [ 'Control', 'k' ]; nothing when empty.
 * @param onShortcut Called once each time the combination completes.
 */
export function useShortcut(
	shortcut: readonly string[] | undefined,
	onShortcut: () => void
): void {
	const callback = useRef( onShortcut );
	callback.current = onShortcut;
	const keys = ( shortcut ?? [] ).join( '\u0000' );

	useEffect( () => {
		const list = keys ? keys.split( '\u0000' ) : [];
		if ( list.length === 0 ) {
			return undefined;
		}
		const held = new Set< string >();
		const down = ( event: KeyboardEvent ) => {
			const key = normaliseKey( event.key );
			if ( held.has( key ) ) {
				return;
			}
			held.add( key );
			if ( isShortcutHeld( list, held ) ) {
				event.preventDefault();
				callback.current();
			}
		};
		const up = ( event: KeyboardEvent ) => {
			held.delete( normaliseKey( event.key ) );
		};
		const clear = () => held.clear();
		document.addEventListener( 'keydown', down );
		document.addEventListener( 'keyup', up );
		window.addEventListener( 'blur', clear );
		return () => {
			document.removeEventListener( 'keydown', down );
			document.removeEventListener( 'keyup', up );
			window.removeEventListener( 'blur', clear );
		};
	}, [ keys ] );
}
