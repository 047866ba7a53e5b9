/**
 * One CSS declaration; nothing when the value was dropped by sanitising.
 * Every value reaching here has been validated, so it cannot contain
 * `;`, `{`, `}`, `<` or `>` outside an escaped string.
 *
 * @param property CSS property.
 * @param value    Sanitised value, or undefined.
 */
export function declaration(
	property: string,
	value: string | undefined
): string {
	return value === undefined || value === ''
		? ''
		: `${ property }:${ value };`;
}
