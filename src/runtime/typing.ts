/**
 * Whether a keyboard event comes from a field the user types in, where keys
 * such as Escape belong to the field.
 *
 * @param target The event target.
 */
export function isTypingTarget( target: EventTarget | null ): boolean {
	const element = target as HTMLElement | null;
	if ( ! element || typeof element.tagName !== 'string' ) {
		return false;
	}
	return (
		[ 'INPUT', 'TEXTAREA', 'SELECT' ].includes( element.tagName ) ||
		element.isContentEditable === true
	);
}
