/**
 * The layouts UiPress ships (the demo template and the builder's starter
 * layout "Sidebar + top bar + content") keep their sidebar and top bar on
 * screen: the window never scrolls, the sidebar scrolls inside itself with
 * any submenu open, it costs about the stock menu's width, and collapsed it
 * shows no clipped site name.
 */
import type { Locator, Page } from '@playwright/test';
import { starterLayouts } from '../../../src/builder/components/inserter/starter-layouts';
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { ADMIN, EDITOR } from '../utils/site';
import {
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';

/** The starter layout "Sidebar + top bar + content", as the inserter adds it. */
function starterTemplate(): Block[] {
	const layout = starterLayouts().find(
		( candidate ) => candidate.id === 'sidebar-top-bar-content'
	);
	if ( ! layout ) {
		throw new Error( 'The starter layout is missing.' );
	}
	return layout.blocks();
}

const CASES = [
	{
		name: 'the demo template, as an administrator',
		user: ADMIN,
		role: 'administrator',
		blocks: demoTemplate,
	},
	{
		name: 'the starter layout, as an editor',
		user: EDITOR,
		role: 'editor',
		blocks: starterTemplate,
	},
] as const;

const VIEWPORTS = [
	{ width: 1440, height: 900, menuOverflows: false },
	// Short: the menu with Posts open is taller than the window.
	{ width: 1440, height: 520, menuOverflows: true },
] as const;

/**
 * Fails unless the window does not scroll and the top bar and the sidebar
 * are wholly inside it.
 *
 * @param page    The page.
 * @param topBar  The top bar.
 * @param sidebar The sidebar.
 * @param context What is open (for the message).
 */
async function expectRegionsOnScreen(
	page: Page,
	topBar: Locator,
	sidebar: Locator,
	context: string
) {
	const viewport = page.viewportSize();
	const scroll = await page.evaluate( () => ( {
		height: document.scrollingElement?.scrollHeight ?? 0,
		inner: window.innerHeight,
		top: document.scrollingElement?.scrollTop ?? 0,
	} ) );
	expect(
		scroll.height,
		`document height, ${ context }`
	).toBeLessThanOrEqual( scroll.inner );
	expect( scroll.top, `document scrolled, ${ context }` ).toBe( 0 );
	for ( const [ region, locator ] of [
		[ 'top bar', topBar ],
		[ 'sidebar', sidebar ],
	] as const ) {
		const box = await locator.boundingBox();
		expect( box, `${ region } box, ${ context }` ).not.toBeNull();
		if ( box && viewport ) {
			expect(
				box.y,
				`${ region } top, ${ context }`
			).toBeGreaterThanOrEqual( 0 );
			expect(
				box.y + box.height,
				`${ region } bottom, ${ context }`
			).toBeLessThanOrEqual( viewport.height );
		}
	}
}

for ( const layout of CASES ) {
	test.describe( `The interface layout: ${ layout.name }`, () => {
		test.use( { storageState: layout.user.storageState } );

		test.beforeEach( async ( { requestUtils } ) => {
			await deleteAllTemplates( requestUtils );
			await createTemplate( requestUtils, layout.blocks(), 'Layout', {
				forRoles: [ layout.role ],
			} );
		} );

		test.afterEach( async ( { requestUtils } ) => {
			await deleteAllTemplates( requestUtils );
		} );

		for ( const viewport of VIEWPORTS ) {
			test( `at ${ viewport.width }×${ viewport.height } the top bar stays on screen with every submenu open, and the sidebar scrolls inside itself`, async ( {
				page,
			} ) => {
				await page.setViewportSize( viewport );
				// Comments has no submenu: no submenu starts open.
				await page.goto( '/wp-admin/edit-comments.php' );
				const frame = page.frameLocator(
					'iframe[title="Page content"]'
				);
				await expect( frame.locator( 'body' ) ).toHaveClass(
					/\buip-framed\b/
				);
				const topBar = page.getByRole( 'banner' );
				const sidebar = page.locator( '[data-uip-menu-host]' );
				const menu = page.getByRole( 'navigation', {
					name: 'Admin menu',
				} );
				await expect( topBar ).toBeVisible();
				await expect( sidebar ).toHaveAttribute(
					'data-uip-menu-host',
					'expanded'
				);
				await expectRegionsOnScreen(
					page,
					topBar,
					sidebar,
					'nothing open'
				);

				// One inline submenu opens at a time: open each in turn.
				const toggles = menu.locator( '.uip-admin-menu__toggle' );
				const count = await toggles.count();
				expect( count ).toBeGreaterThan( 3 );
				for ( let index = 0; index < count; index++ ) {
					const toggle = toggles.nth( index );
					const label =
						( await toggle.getAttribute( 'aria-label' ) ) ?? '';
					// Opening one closes the one before.
					await toggle.click();
					await expect( toggle ).toHaveAttribute(
						'aria-expanded',
						'true'
					);
					await expectRegionsOnScreen( page, topBar, sidebar, label );
				}

				// Posts open: where the menu is taller than the window, the
				// sidebar scrolls, and its last entry can be reached.
				const postsToggle = menu.getByRole( 'button', {
					name: 'Submenu of Posts',
				} );
				await postsToggle.click();
				await expect( postsToggle ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				const sizes = await sidebar.evaluate( ( element ) => ( {
					scrollHeight: element.scrollHeight,
					clientHeight: element.clientHeight,
				} ) );
				expect( sizes.scrollHeight > sizes.clientHeight ).toBe(
					viewport.menuOverflows
				);
				const last = menu.locator( '.uip-admin-menu__link' ).last();
				await last.scrollIntoViewIfNeeded();
				await expect( last ).toBeInViewport();
				await expectRegionsOnScreen(
					page,
					topBar,
					sidebar,
					'Posts open, scrolled to the end'
				);
			} );
		}

		test( 'the sidebar costs no more than the stock menu plus its search box; collapsed, the site name is not clipped', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 1440, height: 900 } );
			await page.goto( '/wp-admin/index.php' );
			const sidebar = page.locator( '[data-uip-menu-host]' );
			await expect( sidebar ).toHaveAttribute(
				'data-uip-menu-host',
				'expanded'
			);
			// Stock wp-admin's expanded menu is 160px wide; the search box
			// needs a little more, not another 125px.
			const expanded = ( await sidebar.boundingBox() )?.width ?? 0;
			expect( expanded ).toBeLessThanOrEqual( 210 );
			const search = page.getByRole( 'combobox', {
				name: 'Search menu',
			} );
			await expect( search ).toBeVisible();

			try {
				await page
					.getByRole( 'navigation', { name: 'Admin menu' } )
					.getByRole( 'button', { name: 'Collapse menu' } )
					.click();
				await expect( sidebar ).toHaveAttribute(
					'data-uip-menu-host',
					'collapsed'
				);
				await expect
					.poll(
						async () => ( await sidebar.boundingBox() )?.width ?? 0
					)
					.toBeLessThan( 110 );
				// Every piece of text the sidebar shows is shown whole: hidden
				// (display none, or visually hidden to 1px) or not cut off.
				const clipped = await sidebar.evaluate( ( root ) => {
					const cut: string[] = [];
					const walker = document.createTreeWalker(
						root,
						NodeFilter.SHOW_TEXT
					);
					for (
						let node = walker.nextNode();
						node;
						node = walker.nextNode()
					) {
						const text = ( node.textContent ?? '' ).trim();
						const parent = node.parentElement;
						if ( ! text || ! parent ) {
							continue;
						}
						const box = parent.getBoundingClientRect();
						if ( box.width <= 1 || box.height <= 1 ) {
							continue;
						}
						const range = document.createRange();
						range.selectNodeContents( node );
						const textBox = range.getBoundingClientRect();
						// The text's own extent must fit in every clipping
						// ancestor up to the sidebar.
						for (
							let element: HTMLElement | null = parent;
							element && root.contains( element );
							element = element.parentElement
						) {
							const style = getComputedStyle( element );
							if ( style.overflowX === 'visible' ) {
								continue;
							}
							const clip = element.getBoundingClientRect();
							if (
								textBox.left < clip.left - 0.5 ||
								textBox.right > clip.right + 0.5
							) {
								cut.push( text );
								break;
							}
						}
					}
					return cut;
				} );
				expect( clipped ).toEqual( [] );
			} finally {
				// The preference is the user's: leave it expanded, and saved
				// before the page closes.
				const saved = page.waitForResponse(
					( response ) =>
						decodeURIComponent( response.url() ).includes(
							'/uipress/v1/preferences/menuCollapsed'
						) && response.request().postDataJSON()?.value === false
				);
				await page.evaluate( () =>
					document.dispatchEvent(
						new CustomEvent( 'uipress/menu/togglecollapse', {
							detail: { collapsed: false },
						} )
					)
				);
				await expect( sidebar ).toHaveAttribute(
					'data-uip-menu-host',
					'expanded'
				);
				expect( ( await saved ).ok() ).toBe( true );
			}
		} );
	} );
}
