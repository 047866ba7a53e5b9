/**
 * A CSS attribute selector value in double quotes, with quotes, backslashes
 * and line breaks escaped.
 *
 * @param value The attribute value.
 */
function quoted( value: string ): string {
	return (
		'"' +
		value.replace( /["\\]/g, '\\$&' ).replace( /[\n\r\f]/g, ' ' ) +
		'"'
	);
}

/**
 * The CSS outlining the selected and hovered blocks on the canvas.
 *
 * @param selectedUid The selected block's uid.
 * @param hoveredUid  The hovered block's uid.
 */
export function outlineCss(
	selectedUid: string | null,
	hoveredUid: string | null
): string {
	const rules: string[] = [];
	if ( hoveredUid && hoveredUid !== selectedUid ) {
		rules.push(
			`.uip-editor-canvas [data-uip-uid=${ quoted(
				hoveredUid
			) }]{outline:1px dashed var(--wp-admin-theme-color,#3858e9);outline-offset:-1px;}`
		);
	}
	if ( selectedUid ) {
		rules.push(
			`.uip-editor-canvas [data-uip-uid=${ quoted(
				selectedUid
			) }]{outline:2px solid var(--wp-admin-theme-color,#3858e9);outline-offset:-2px;}`
		);
	}
	return rules.join( '\n' );
}
