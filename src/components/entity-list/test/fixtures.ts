/**
 * A kind of post for the list's tests: plain posts at /wp/v2/test-post,
 * ordered when asked.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../../shared/is-record';
import type { EntityConfig, EntityItem } from '../types';

export interface TestPost extends EntityItem {
	order: number;
}

export const PATH = '/wp/v2/test-post';

/**
 * A post as REST answers it.
 *
 * @param id     Its id.
 * @param title  Its title.
 * @param status Its status.
 * @param roles  Who it is for.
 * @param order  Its menu_order.
 */
export function restPost(
	id: number,
	title: string,
	status = 'publish',
	roles: string[] = [ 'editor' ],
	order = id
) {
	return {
		id,
		title: { raw: title },
		status,
		menu_order: order,
		modified: '2026-05-01T10:00:00',
		uipress: { forRoles: roles, forUsers: [] },
	};
}

/**
 * Reads a REST post.
 *
 * @param value The answer.
 */
export function parsePost( value: unknown ): TestPost {
	const post = isRecord( value ) ? value : {};
	const title = isRecord( post.title ) ? post.title.raw : '';
	const field = isRecord( post.uipress ) ? post.uipress : {};
	return {
		id: Number( post.id ),
		title: typeof title === 'string' ? title : '',
		status: typeof post.status === 'string' ? post.status : 'draft',
		modified: String( post.modified ?? '' ),
		order: Number( post.menu_order ?? 0 ),
		fields: {
			forRoles: Array.isArray( field.forRoles ) ? field.forRoles : [],
			forUsers: [],
			excludesRoles: [],
			excludesUsers: [],
		},
	};
}

/**
 * The test kind.
 *
 * @param overrides What a test changes.
 */
export function testConfig(
	overrides: Partial< EntityConfig< TestPost > > = {}
): EntityConfig< TestPost > {
	return {
		kind: 'menus',
		restPath: PATH,
		parse: parsePost,
		labels: {
			plural: 'Posts',
			create: 'Create post',
			loading: 'Loading posts…',
			loadError: 'The posts could not be loaded.',
			empty: 'There are no posts yet.',
			titleField: 'Post title',
			deleteHeading: 'Delete permanently?',
			deleteMessage: ( count ) => `${ count } will be deleted for good.`,
			importFailed: 'The file was not imported',
		},
		preferenceKey: 'testListView',
		onOpen: jest.fn(),
		copy: jest.fn( async () => undefined ),
		exportFile: ( items ) => items.map( ( item ) => item.title ),
		fileName: () => 'test.json',
		importText: jest.fn( async () => 1 ),
		...overrides,
	};
}
