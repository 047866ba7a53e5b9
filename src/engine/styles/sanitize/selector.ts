/**
 * Characters a uid may hold inside the attribute selector. Uids are 24
 * alphanumeric characters; anything else is dropped.
 *
 * @param uid The block uid.
 */
export function safeUid( uid: string ): string {
	return /^[A-Za-z0-9_-]*$/.test( uid )
		? uid
		: uid.replace( /[^A-Za-z0-9_-]/g, '' );
}

/**
 * The class every rendered block's root element carries for its own styles.
 *
 * @param uid The block uid.
 */
export function blockClass( uid: string ): string {
	return `uip-b-${ safeUid( uid ) }`;
}

/**
 * The selector block styles are scoped to. A class, not the `data-uip-uid`
 * attribute: browsers index class selectors, while every attribute selector
 * is tried on every element carrying the attribute, which makes matching a
 * 1,000-block template's styles quadratic.
 *
 * @param uid The block uid.
 */
export function blockSelector( uid: string ): string {
	return `.${ blockClass( uid ) }`;
}

/**
 * The selector that finds a block's root element in the page (`data-uip-uid`).
 *
 * @param uid The block uid.
 */
export function blockElementSelector( uid: string ): string {
	return `[data-uip-uid="${ safeUid( uid ) }"]`;
}

/**
 * A style group's inner selector (from a block definition, i.e. code, not
 * stored data) without the characters that could end the rule.
 *
 * @param selector The group's class selector, e.g. '.uip-button'.
 */
export function safeInnerSelector( selector: string ): string {
	return selector.replace( /[{};<>\\]/g, '' ).trim();
}

const innerParts = new Map< string, string[] >();

/**
 * The parts of a style group's selector list ('.a, .b' → ['.a', '.b']),
 * made safe; cached, as every block of a type shares its definition's groups.
 *
 * @param selector The group's class selector.
 */
export function innerSelectorParts( selector: string ): string[] {
	let parts = innerParts.get( selector );
	if ( ! parts ) {
		parts = safeInnerSelector( selector )
			.split( ',' )
			.map( ( part ) => part.trim() )
			.filter( ( part ) => part !== '' );
		innerParts.set( selector, parts );
	}
	return parts;
}
