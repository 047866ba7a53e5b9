/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useBlockActions } from '../../engine/renderer/block-hooks';

/**
 * The open state of a block that opens something (accordion, dropdown,
 * slide-out panel, modal), with the interaction actions open, close and
 * toggle registered for it.
 *
 * @param uid           The block's uid.
 * @param initiallyOpen Whether it starts open.
 * @return The state and its setter.
 */
export function useOpenState(
	uid: string,
	initiallyOpen = false
): [
	boolean,
	( open: boolean | ( ( current: boolean ) => boolean ) ) => void,
] {
	const [ open, setOpen ] = useState( initiallyOpen );
	useBlockActions( uid, {
		open: () => setOpen( true ),
		close: () => setOpen( false ),
		toggle: () => setOpen( ( current ) => ! current ),
	} );
	return [ open, setOpen ];
}
