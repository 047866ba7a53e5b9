/**
 * Every screen in the administrator's language, as a translator's files
 * make it: a complete pseudo-translation of the shipped POT (each string
 * `ⓤ …`, made in the test by tools/i18n/pseudo-translate.mjs with the
 * build's map, not committed) is installed where a language pack goes, the
 * administrator's language is set to it, and the builder, the menu
 * creator, the settings screen, the interface with every interface block
 * and a page of every other block (the store's with WooCommerce only) are
 * scanned: no text or accessible label UiPress shows may equal a
 * POT string, DataViews' included (it would have stayed English).
 *
 * WordPress itself has no files for the pseudo-locale, so what WordPress
 * draws or names stays English: the framed admin page, and in the
 * interface the admin menu's entries, the toolbar's and the crumbs, and
 * wherever they are shown, role names and post type, taxonomy and status
 * labels (pseudo-locale.php lists them); those are left out of the scan.
 */
import type { Page } from '@playwright/test';
import chunks from '../../../src/blocks/chunks.json';
import { expect, test } from '../fixtures';
import {
	INTERFACE_MODULES,
	everyInterfaceBlockTemplate,
} from '../utils/interface-template';
import { runCommand, runSitePhp } from '../utils/site-php';
import { ADMIN, SCREENS, WOOCOMMERCE, screenPath } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const LOCALE = 'de_DE';
const MARK = 'ⓤ';

/** Where a text was seen, for the failure message. */
interface Seen {
	text: string;
	where: string;
}

/**
 * Every visible text and accessible label of the page's own document (not
 * its frames), outside the parts WordPress draws.
 *
 * @param page    The page.
 * @param exclude Selectors of parts whose words are WordPress's.
 */
async function shownTexts( page: Page, exclude: string[] ): Promise< Seen[] > {
	return page.evaluate( ( excluded ) => {
		const seen: Array< { text: string; where: string } > = [];
		const placeOf = ( element: Element ) => {
			const named = element.closest( '[class]' );
			return named
				? `${ named.tagName.toLowerCase() }.${ String(
						named.getAttribute( 'class' )
					)
						.split( /\s+/ )
						.slice( 0, 2 )
						.join( '.' ) }`
				: element.tagName.toLowerCase();
		};
		const skipped = ( element: Element ) =>
			excluded.some( ( selector ) => element.closest( selector ) );
		const visible = ( element: Element ) => {
			const box = element.getBoundingClientRect();
			const style = getComputedStyle( element );
			return (
				box.width > 0 &&
				box.height > 0 &&
				style.visibility !== 'hidden' &&
				style.display !== 'none'
			);
		};
		const walker = document.createTreeWalker(
			document.body,
			NodeFilter.SHOW_TEXT
		);
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			const parent = node.parentElement;
			const text = node.textContent?.trim() ?? '';
			if (
				text &&
				parent &&
				! parent.closest( 'script, style, noscript, iframe' ) &&
				! skipped( parent ) &&
				visible( parent )
			) {
				seen.push( { text, where: placeOf( parent ) } );
			}
		}
		for ( const element of Array.from(
			document.querySelectorAll(
				'[aria-label], [placeholder], [title], [aria-description]'
			)
		) ) {
			if ( skipped( element ) || element.closest( 'iframe' ) ) {
				continue;
			}
			for ( const name of [
				'aria-label',
				'placeholder',
				'title',
				'aria-description',
			] ) {
				const text = element.getAttribute( name )?.trim();
				if ( text ) {
					seen.push( {
						text,
						where: `${ placeOf( element ) }[${ name }]`,
					} );
				}
			}
		}
		return seen;
	}, exclude );
}

test.describe( 'Every screen in the translator’s language', () => {
	test.use( { storageState: ADMIN.storageState } );

	let strings: Set< string >;

	test.beforeAll( () => {
		const { folder, wordpress } = JSON.parse(
			runSitePhp( 'pseudo-locale.php', [ 'set', ADMIN.username, LOCALE ] )
		) as { folder: string; wordpress: string[] };
		const printed = runCommand(
			'node',
			[
				'tools/i18n/pseudo-translate.mjs',
				`--locale=${ LOCALE }`,
				`--out=${ folder }`,
				'--print-strings',
			],
			'pseudo-translate'
		);
		// UiPress's strings, but not those that are WordPress's words too.
		const theirs = new Set( wordpress );
		strings = new Set(
			( JSON.parse( printed ) as string[] ).filter(
				( text ) => ! theirs.has( text )
			)
		);
	} );

	test.afterAll( () => {
		runSitePhp( 'pseudo-locale.php', [ 'unset', ADMIN.username, LOCALE ] );
	} );

	/**
	 * The texts of the page that are POT strings left untranslated.
	 *
	 * @param page    The page.
	 * @param exclude Parts whose words are WordPress's.
	 */
	async function untranslated( page: Page, exclude: string[] = [] ) {
		const seen = await shownTexts( page, [
			// WordPress's own admin bar and menu around UiPress's screens.
			'#wpadminbar',
			'#adminmenumain',
			'#wpfooter',
			'.notice',
			// An icon's name, drawn by the icon font as its picture.
			'.uip-icon',
			...exclude,
		] );
		expect(
			seen.some( ( { text } ) => text.startsWith( MARK ) ),
			'The pseudo-translation is in use.'
		).toBe( true );
		return seen
			.filter( ( { text } ) => strings.has( text ) )
			.map( ( { text, where } ) => `${ text } (${ where })` );
	}

	for ( const screen of SCREENS ) {
		test( `${ screen.title } shows no untranslated string`, async ( {
			page,
		} ) => {
			await page.goto( screenPath( screen ) );
			await expect(
				page.getByRole( screen.ready.role, {
					name: `${ MARK } ${ screen.ready.text }`,
				} )
			).toBeVisible();
			expect( await untranslated( page ) ).toEqual( [] );
		} );
	}

	test( 'the builder editing a template of every interface block shows no untranslated string', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate(
			requestUtils,
			everyInterfaceBlockTemplate(),
			'Every interface block',
			{ forRoles: [] }
		);
		try {
			await page.goto(
				`${ screenPath( SCREENS[ 0 ] ) }&template=${ id }`
			);
			await expect( page.locator( '.uip-editor-canvas' ) ).toBeVisible();
			expect(
				await untranslated( page, [
					// The template's own words: its blocks' names, as stored.
					'.uip-layers',
					'.uip-editor-canvas',
				] )
			).toEqual( [] );
		} finally {
			await deleteAllTemplates( requestUtils );
		}
	} );

	test( 'the interface with every interface block shows no untranslated string', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			everyInterfaceBlockTemplate(),
			'Every interface block',
			{ forRoles: [ 'administrator' ] }
		);
		try {
			await page.goto( '/wp-admin/index.php' );
			await expect(
				page.locator( '[data-uip-frame-state]' ).first()
			).toHaveAttribute( 'data-uip-frame-state', 'ready' );
			expect(
				await untranslated( page, [
					// WordPress's words: its menu entries, toolbar and page titles.
					'.uip-admin-menu__item',
					'.uip-toolbar__link',
					'.uip-breadcrumbs',
				] )
			).toEqual( [] );
		} finally {
			await deleteAllTemplates( requestUtils );
		}
	} );

	test( 'a page of every other block shows no untranslated string', async ( {
		page,
		requestUtils,
	} ) => {
		const interfaceModules: readonly string[] = INTERFACE_MODULES;
		const modules = Object.keys( chunks ).filter(
			( name ) =>
				! interfaceModules.includes( name ) &&
				( WOOCOMMERCE || ! name.startsWith( 'uip-store-' ) )
		);
		// A post, so the posts table (DataViews) has a row to show.
		const post = await requestUtils.createPost( {
			title: 'A post to list',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: modules.map( ( name ) => block( name ) ),
				} ),
			],
			'Every block',
			{ forRoles: [ 'administrator' ] }
		);
		try {
			await page.goto( '/wp-admin/index.php' );
			// The posts table (DataViews) has its rows.
			await expect(
				page
					.locator(
						'.uip-posts-table .dataviews-view-table tbody tr'
					)
					.first()
			).toBeVisible();
			// Every block has drawn: no spinner is left.
			await expect( page.locator( '.components-spinner' ) ).toHaveCount(
				0
			);
			expect( await untranslated( page ) ).toEqual( [] );
		} finally {
			await deleteAllTemplates( requestUtils );
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );
} );
