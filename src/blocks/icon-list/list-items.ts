/** One item of an icon list. */
export interface IconListItem {
	icon: string;
	text: string;
}

/** An icon name at the start of a line: "star: Favourites". */
const OWN_ICON = /^([a-z0-9_]{2,40}):\s*(.+)$/;

/**
 * The items of the stored text: one per non-empty line, each with the
 * block's icon unless the line names its own.
 *
 * @param value The stored items option.
 * @param icon  The block's icon.
 */
export function listItems( value: unknown, icon: string ): IconListItem[] {
	const lines = typeof value === 'string' ? value.split( /\r?\n/ ) : [];
	return lines
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => {
			const own = OWN_ICON.exec( line );
			return own
				? { icon: own[ 1 ]!, text: own[ 2 ]! }
				: { icon, text: line };
		} );
}
