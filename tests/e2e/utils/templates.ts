/**
 * Templates and posts for engine specs, created through the REST API as the
 * administrator, the way the builder stores them.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type {
	Block,
	DisplayMode,
	TemplateFields,
} from '../../../src/engine/types';

/** Who a template applies to. */
export type Audience = Partial<
	Pick<
		TemplateFields,
		'forRoles' | 'forUsers' | 'excludesRoles' | 'excludesUsers'
	>
>;

/** The demo template `npm start` installs (includes/Demo/demo-template.json). */
export function demoTemplate(): Block[] {
	return JSON.parse(
		fs.readFileSync(
			path.join( __dirname, '../../../includes/Demo/demo-template.json' ),
			'utf8'
		)
	) as Block[];
}

/** A 24-character uid, as the builder generates. */
export function newUid(): string {
	return crypto.randomBytes( 12 ).toString( 'hex' );
}

/**
 * A block with defaults for everything the test does not care about.
 *
 * @param moduleName Block module.
 * @param extra      Fields to set or override.
 */
export function block(
	moduleName: string,
	extra: Partial< Block > = {}
): Block {
	return {
		uid: newUid(),
		name: moduleName,
		moduleName,
		settings: {},
		...extra,
	};
}

/**
 * An admin menu block showing submenus inline, as the builder inserts one
 * (a block stored without a submenu style drills down, the spec's rule).
 */
export function inlineAdminMenu(): Block {
	return block( 'uip-admin-menu-new', {
		settings: { block: { options: { subMenuStyle: 'inline' } } },
	} );
}

/**
 * A dynamic-input value holding plain text, as the builder stores one.
 *
 * @param string The text.
 */
export function dynamicText( string: string ) {
	return { string, dynamic: false, dynamicKey: '', dynamicPos: 'left' };
}

/**
 * A paragraph block showing a text.
 *
 * @param text The text.
 */
export function paragraphBlock( text: string ): Block {
	return block( 'uip-paragraph', {
		settings: { block: { options: { text: dynamicText( text ) } } },
	} );
}

/**
 * Stores a published template and returns its id.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param content      The block tree.
 * @param title        Template title.
 * @param audience     Who it applies to (nobody by default).
 */
export async function createTemplate(
	requestUtils: RequestUtils,
	content: Block[],
	title = 'E2E template',
	audience: Audience = {}
): Promise< number > {
	const created = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/uip-ui-template',
		data: {
			title,
			status: 'publish',
			uipress: {
				type: 'ui-template',
				content,
				settings: { css: '', js: '' },
				forRoles: [],
				forUsers: [],
				excludesRoles: [],
				excludesUsers: [],
				...audience,
			},
		},
	} );
	return created.id;
}

/**
 * A published interface for one role: the admin menu (submenus inline),
 * the toolbar and the page content frame, in which stock screens open.
 *
 * @param requestUtils WordPress's request helpers.
 * @param title        The template's title.
 * @param role         The role it applies to.
 * @return The template's id.
 */
export function createFramedDesk(
	requestUtils: RequestUtils,
	title: string,
	role: string
): Promise< number > {
	return createTemplate(
		requestUtils,
		[
			inlineAdminMenu(),
			block( 'uip-toolbar' ),
			block( 'uip-content-frame' ),
		],
		title,
		{ forRoles: [ role ] }
	);
}

/** A stored template as the REST API returns it in edit context. */
export interface StoredTemplatePost {
	id: number;
	status: string;
	title: { raw: string };
	uipress: TemplateFields;
}

/**
 * Every template, whatever its status, oldest first.
 *
 * @param requestUtils Logged-in admin request utils.
 */
export async function listTemplates(
	requestUtils: RequestUtils
): Promise< StoredTemplatePost[] > {
	return requestUtils.rest< StoredTemplatePost[] >( {
		path: '/wp/v2/uip-ui-template',
		params: {
			status: 'publish,draft,private,pending,future',
			per_page: 100,
			context: 'edit',
			orderby: 'id',
			order: 'asc',
		},
	} );
}

/**
 * Deletes every template, whatever its status.
 *
 * @param requestUtils Logged-in admin request utils.
 */
export async function deleteAllTemplates(
	requestUtils: RequestUtils
): Promise< void > {
	const templates = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/uip-ui-template',
		params: {
			status: 'publish,draft,private,pending,future',
			per_page: 100,
			context: 'edit',
		},
	} );
	for ( const template of templates ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/uip-ui-template/${ template.id }`,
			params: { force: true },
		} );
	}
}

/**
 * The preview screen URL of a template.
 *
 * @param id   Template id.
 * @param mode Display mode to render in (the screen defaults to prod).
 */
export function previewPath( id: number, mode?: DisplayMode ): string {
	const query = new URLSearchParams( {
		page: 'uip-preview',
		template: String( id ),
	} );
	if ( mode ) {
		query.set( 'mode', mode );
	}
	return `/wp-admin/admin.php?${ query.toString() }`;
}
