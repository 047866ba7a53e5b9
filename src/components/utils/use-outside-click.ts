/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Calls `onOutside` on a mouse press outside every element of `refs`, while
 * `active`.
 *
 * @param refs      Elements that count as inside.
 * @param active    Whether to listen.
 * @param onOutside Callback.
 */
export function useOutsideClick(
	refs: ReadonlyArray< { current: HTMLElement | null } >,
	active: boolean,
	onOutside: () => void
): void {
	const callback = useRef( onOutside );
	callback.current = onOutside;
	const refList = useRef( refs );
	refList.current = refs;

	useEffect( () => {
		if ( ! active ) {
			return undefined;
		}
		const listener = ( event: MouseEvent ) => {
			const target = event.target;
			if ( ! ( target instanceof Node ) ) {
				return;
			}
			const inside = refList.current.some(
				( ref ) => ref.current && ref.current.contains( target )
			);
			if ( ! inside ) {
				callback.current();
			}
		};
		document.addEventListener( 'mousedown', listener );
		return () => document.removeEventListener( 'mousedown', listener );
	}, [ active ] );
}
