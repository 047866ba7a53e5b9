/**
 * The admin menu entry WordPress marked current in a framed page: core
 * decides which entry a screen belongs to ($parent_file, $submenu_file),
 * and prints that in the page's own menu, hidden in the frame. The
 * interface's menu marks the same entry, so screens no entry links to
 * (`users.php?id=4` after adding a user, `post.php?post=5`) mark the right
 * one. No WordPress dependencies: the frame bridge loads alone.
 */

/**
 * The address of the entry WordPress marked current in a page's admin menu
 * (the submenu entry, else the top-level one), or '' when it has none.
 *
 * @param doc   The framed page.
 * @param moved Whether the page moved to another screen since it was
 *              printed (the history API): its menu still marks the old
 *              one, so only the top-level entry counts (the block
 *              editor's `post-new.php` becomes `post.php`, whose entry
 *              is the post type's list: the top-level entry's link).
 */
export function currentMenuUrl( doc: Document, moved = false ): string {
	const top = doc.querySelector< HTMLAnchorElement >(
		'#adminmenu > li.wp-has-current-submenu > a[href], #adminmenu > li.current > a[href]'
	);
	const sub = moved
		? null
		: doc.querySelector< HTMLAnchorElement >(
				'#adminmenu .wp-submenu li.current > a[href]'
			);
	return ( sub ?? top )?.href ?? '';
}

/**
 * Whether two addresses are different screens (another file of the admin).
 *
 * @param from The address the page was printed at.
 * @param to   Its address now.
 */
export function isOtherScreen( from: string, to: string ): boolean {
	try {
		return new URL( from ).pathname !== new URL( to ).pathname;
	} catch {
		return false;
	}
}
