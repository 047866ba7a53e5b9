/**
 * Folders (issue 34) in e2e: the switch, folders and items through the
 * routes, the panel in a screen, and where the review screenshots go.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { makePng } from './png';
import { saveSettings } from './settings';
import { seriousViolations, WCAG_22_AA } from './axe';

/** Where the review screenshots go. */
export const FOLDER_SHOTS_DIR = '/tmp/shots/i34';

/** The folders routes. */
export const FOLDERS_ROUTE = '/uipress/v1/folders';

/** A folder as the routes answer it. */
export interface E2eFolder {
	id: number;
	name: string;
	parent: number;
	position: number;
	count: number;
}

/** `GET /folders/{kind}`. */
export interface E2eFolderTree {
	folders: E2eFolder[];
	all: number;
	uncategorised: number;
}

/**
 * Turns folders on (media and the post types named) or off.
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param enabled      On or off.
 * @param postTypes    The post types with folders besides media.
 */
export async function setFolders(
	requestUtils: RequestUtils,
	enabled: boolean,
	postTypes: string[] = [ 'page' ]
): Promise< void > {
	await saveSettings( requestUtils, {
		foldersEnabled: enabled,
		folderPostTypes: postTypes,
	} );
}

/**
 * A kind's tree.
 *
 * @param requestUtils WordPress's request helpers.
 * @param kind         The kind (`attachment`, `page`…).
 */
export function folderTree(
	requestUtils: RequestUtils,
	kind: string
): Promise< E2eFolderTree > {
	return requestUtils.rest< E2eFolderTree >( {
		path: `${ FOLDERS_ROUTE }/${ kind }`,
	} );
}

/**
 * Makes a folder.
 *
 * @param requestUtils WordPress's request helpers.
 * @param kind         The kind.
 * @param name         Its name.
 * @param parent       Its parent (0 at the top).
 */
export function makeFolder(
	requestUtils: RequestUtils,
	kind: string,
	name: string,
	parent = 0
): Promise< E2eFolder > {
	return requestUtils.rest< E2eFolder >( {
		method: 'POST',
		path: `${ FOLDERS_ROUTE }/${ kind }`,
		data: { name, parent },
	} );
}

/**
 * Deletes every folder of a kind (children first), and the user's kept
 * open folders (a spec opens the lists on All).
 *
 * @param requestUtils WordPress's request helpers.
 * @param kind         The kind.
 */
export async function deleteAllFolders(
	requestUtils: RequestUtils,
	kind: string
): Promise< void > {
	const { folders } = await folderTree( requestUtils, kind );
	const depth = ( folder: E2eFolder ): number => {
		const parent = folders.find( ( other ) => other.id === folder.parent );
		return parent ? 1 + depth( parent ) : 0;
	};
	const deepestFirst = [ ...folders ].sort(
		( a, b ) => depth( b ) - depth( a )
	);
	for ( const folder of deepestFirst ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `${ FOLDERS_ROUTE }/${ kind }/${ folder.id }`,
		} );
	}
	await requestUtils.rest( {
		method: 'POST',
		path: '/uipress/v1/preferences/folders',
		data: { value: {} },
	} );
}

/**
 * The ids of a kind's items in a folder, as the REST collection filters
 * them (`uip_folder`).
 *
 * @param requestUtils WordPress's request helpers.
 * @param restBase     The collection (`media`, `pages`).
 * @param folder       The folder (0 = Uncategorised).
 */
export async function idsInFolder(
	requestUtils: RequestUtils,
	restBase: string,
	folder: number
): Promise< number[] > {
	const items = await requestUtils.rest< Array< { id: number } > >( {
		path: `/wp/v2/${ restBase }`,
		params: {
			uip_folder: folder,
			per_page: 100,
			// Media have their own statuses; every page counts.
			...( restBase === 'media' ? {} : { status: 'any' } ),
		},
	} );
	return items.map( ( item ) => item.id ).sort( ( a, b ) => a - b );
}

/**
 * Uploads PNG images through the REST API.
 *
 * @param requestUtils WordPress's request helpers.
 * @param names        Their file names, without `.png`.
 * @return Their ids, in order.
 */
export async function uploadImages(
	requestUtils: RequestUtils,
	names: string[]
): Promise< number[] > {
	const ids: number[] = [];
	for ( const [ index, name ] of names.entries() ) {
		const media = await requestUtils.uploadMedia( {
			name: `${ name }.png`,
			mimeType: 'image/png',
			buffer: makePng( 64 + index, 48 ),
		} as unknown as string );
		ids.push( media.id );
	}
	return ids;
}

/**
 * The folder panel of a screen (or of the modal, in `scope`).
 *
 * @param scope The page, frame or dialog holding it.
 */
export function folderPanel( scope: Page | FrameLocator | Locator ): Locator {
	return scope.locator( '.uip-folders-screen-panel' ).first();
}

/**
 * A folder of the panel's tree.
 *
 * @param panel The panel.
 * @param name  The folder's name.
 */
export function folderItem( panel: Locator, name: string | RegExp ): Locator {
	return panel.getByRole( 'treeitem', { name } ).first();
}

/**
 * Saves a screenshot for review in FOLDER_SHOTS_DIR and attaches it.
 *
 * @param page     The page.
 * @param testInfo The test's info.
 * @param name     The file's name, without `.png`.
 */
export async function folderShot(
	page: Page,
	testInfo: TestInfo,
	name: string
): Promise< void > {
	fs.mkdirSync( FOLDER_SHOTS_DIR, { recursive: true } );
	const file = path.join( FOLDER_SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

/**
 * The serious and critical axe violations inside one part of the page
 * (a folder panel), one line each (rule, then where).
 *
 * @param page    The page (frames are checked too).
 * @param include The part's selectors; one inside a frame is the list of
 *                the frame's selector then its own.
 */
export async function axeViolations(
	page: Page,
	include: Array< string | string[] >
): Promise< string[] > {
	let builder = new AxeBuilder( { page } ).withTags( WCAG_22_AA );
	for ( const selector of include ) {
		builder = builder.include( selector );
	}
	return seriousViolations( await builder.analyze() );
}
