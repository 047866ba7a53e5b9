/**
 * Internal dependencies
 */
import type { FolderTree } from '../types';

/**
 * A page tree the panel and dialog tests load: Guides (with Old inside)
 * and Drafts, ten pages of which four are in no folder.
 *
 * @param kind The kind (each test its own, so the store starts empty).
 */
export function pagesTree( kind: string ): FolderTree {
	return {
		kind,
		label: 'Pages',
		folders: [
			{ id: 1, name: 'Guides', parent: 0, position: 0, count: 3 },
			{ id: 2, name: 'Drafts', parent: 0, position: 1, count: 1 },
			{ id: 3, name: 'Old', parent: 1, position: 0, count: 2 },
		],
		all: 10,
		uncategorised: 4,
		canEdit: true,
	};
}
