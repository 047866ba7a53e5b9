/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * What the block's live region says, and a function that says something.
 * The block has its own polite live region rather than `speak()` of the
 * WordPress a11y package: the interface loads only UiPress's scripts and what they
 * depend on, and a block chunk cannot add a WordPress script to the page
 * (docs/ARCHITECTURE.md, "Block code"). Saying the same words twice adds a
 * no-break space, so screen readers announce them again (as `speak()` does).
 */
export function useAnnouncer(): [ string, ( message: string ) => void ] {
	const [ message, setMessage ] = useState( '' );
	const announce = useCallback( ( next: string ) => {
		setMessage( ( current ) =>
			current === next ? `${ next }\u00A0` : next
		);
	}, [] );
	return [ message, announce ];
}
