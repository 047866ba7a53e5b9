/**
 * Runs JavaScript stored in a template (a block's `advanced.js` or the
 * template's `settings.js`). The code is trusted by construction: only users
 * with unfiltered_html may save it (the server refuses anyone else). A
 * failure is reported on the console and never breaks the interface.
 *
 * @param code    The stored code.
 * @param element What `element` and `this` are inside the code.
 * @param label   Names the code in the console message.
 * @return Whether the code ran without throwing.
 */
export function runStoredCode(
	code: string,
	element: HTMLElement,
	label: string
): boolean {
	if ( code.trim() === '' ) {
		return false;
	}
	try {
		const run = new Function( 'element', code ) as (
			this: HTMLElement,
			element: HTMLElement
		) => unknown;
		run.call( element, element );
		return true;
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( `UiPress: the ${ label } failed.`, error );
		return false;
	}
}
