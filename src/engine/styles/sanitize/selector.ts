/**
 * Characters a uid may hold inside the attribute selector. Uids are 24
 * alphanumeric characters; anything else is dropped.
 *
 * @param uid The block uid.
 */
export function safeUid( uid: string ): string {
	return uid.replace( /[^A-Za-z0-9_-]/g, '' );
}

/**
 * The selector of a block's root element.
 *
 * @param uid The block uid.
 */
export function blockSelector( uid: string ): string {
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
