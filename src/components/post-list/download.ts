/**
 * Offers `data` as a JSON file download.
 *
 * @param fileName The file's name.
 * @param data     What to write.
 */
export function downloadJson( fileName: string, data: unknown ): void {
	const blob = new Blob( [ JSON.stringify( data, null, 2 ) ], {
		type: 'application/json',
	} );
	const url = window.URL.createObjectURL( blob );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = fileName;
	document.body.appendChild( link );
	link.click();
	link.remove();
	window.setTimeout( () => window.URL.revokeObjectURL( url ), 0 );
}

/**
 * A file name for an export: `uipress-<slug>.json`.
 *
 * @param title    The exported post's title.
 * @param fallback The slug when the title has none.
 */
export function exportFileName( title: string, fallback = 'template' ): string {
	const slug = title
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
	return `uipress-${ slug || fallback }.json`;
}
