/**
 * A new administrator's first template, in one journey, with only what they
 * can see: named buttons, tabs, fields and menus (no test ids). From an
 * empty template to a published template for editors, built from the
 * "Sidebar + top bar + content" starter layout at 1440×900; then an editor
 * works in it. Screenshots of each step go to artifacts/builder-journey/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	cleanUpBuilder,
	startAsNewBuilder,
} from '../utils/builder-preferences';
import { ARTIFACTS_DIR, EDITOR } from '../utils/site';
import { snackbar } from '../utils/snackbars';
import { listTemplates } from '../utils/templates';

const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'builder-journey' );

/**
 * Keeps a screenshot of the step under artifacts/ and in the report.
 *
 * @param page     The page.
 * @param testInfo The test.
 * @param name     The step's name.
 */
async function keepScreenshot( page: Page, testInfo: TestInfo, name: string ) {
	fs.mkdirSync( SHOTS_DIR, { recursive: true } );
	const file = path.join( SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

test.describe( 'A new administrator', () => {
	test.beforeEach( startAsNewBuilder );

	test.afterEach( cleanUpBuilder );

	test( 'builds a template for editors from a starter layout, by what the screen shows, and an editor works in it', async ( {
		page,
		browser,
		requestUtils,
	}, testInfo ) => {
		test.setTimeout( 120_000 );

		// From WordPress's menu to a new template.
		await page.goto( '/wp-admin/' );
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'UiPress', exact: true } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'UiPress builder' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Create template' } ).click();

		// The builder opens full screen, and says where a block will go.
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		const blocksTab = page.getByRole( 'tab', { name: 'Blocks' } );
		const layersTab = page.getByRole( 'tab', { name: 'Layers' } );
		await expect( blocksTab ).toHaveAttribute( 'aria-selected', 'true' );
		await expect(
			page.getByText( 'At the end of the template', { exact: true } )
		).toBeVisible();
		await keepScreenshot( page, testInfo, '1-empty-template' );

		// The starter layout: a sidebar with the admin menu, a top bar and
		// the page content.
		await page
			.getByRole( 'button', { name: /^Sidebar \+ top bar \+ content/ } )
			.click();
		const canvas = page.getByRole( 'region', { name: 'Canvas' } );
		await expect(
			canvas.getByRole( 'navigation', { name: 'Admin menu' } )
		).toBeVisible();

		// The top bar, chosen in the layers; new blocks go inside it.
		await layersTab.click();
		const tree = page.getByRole( 'tree', { name: 'Template blocks' } );
		await tree.getByRole( 'treeitem', { name: /(^| )Top bar$/ } ).click();
		await blocksTab.click();
		await expect(
			page.getByText( 'Inside “Top bar”', { exact: true } )
		).toBeVisible();
		await keepScreenshot( page, testInfo, '2-top-bar-selected' );

		// A button in the top bar: it lands inside it, at its real size.
		await page.getByRole( 'button', { name: /^Button/ } ).click();
		const settings = page.getByRole( 'region', { name: 'Settings' } );
		await expect(
			settings.getByRole( 'heading', { name: 'Button', level: 2 } )
		).toBeVisible();
		await settings
			.getByRole( 'textbox', { name: 'Text', exact: true } )
			.fill( 'Write a post' );
		await settings
			.getByRole( 'textbox', { name: 'Link', exact: true } )
			.fill( '/wp-admin/post-new.php' );
		// One link setting: the button has no second one.
		await expect(
			settings.getByRole( 'textbox', { name: /link/i } )
		).toHaveCount( 1 );
		const button = canvas.getByRole( 'link', { name: 'Write a post' } );
		await expect( button ).toBeVisible();
		// Inside the top bar, where the inserter said: one level below it
		// in the layers, after its other blocks.
		await layersTab.click();
		const topBarRow = tree.getByRole( 'treeitem', {
			name: /(^| )Top bar$/,
		} );
		const buttonRow = tree.getByRole( 'treeitem', { name: /Button$/ } );
		const topBarLevel = Number(
			await topBarRow.getAttribute( 'aria-level' )
		);
		await expect( buttonRow ).toHaveAttribute(
			'aria-level',
			String( topBarLevel + 1 )
		);
		// The row after the button is no longer inside the top bar.
		const next = await buttonRow.evaluate( ( row ) =>
			Number(
				row.nextElementSibling?.getAttribute( 'aria-level' ) ?? '0'
			)
		);
		expect( next ).toBeLessThanOrEqual( topBarLevel );
		await blocksTab.click();
		await keepScreenshot( page, testInfo, '3-button-in-top-bar' );

		// Readable at 100%, then back to Fit.
		const zoom = page.getByRole( 'button', { name: /^Zoom: Fit/ } );
		await zoom.click();
		await page.getByRole( 'menuitemradio', { name: '100%' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Zoom: 100%' } )
		).toBeVisible();
		// The real size on screen: the button's text at least 12 px tall
		// (about 5 px at the old 40 % scale).
		const onScreen = await button.evaluate( ( element ) => {
			const size = parseFloat(
				element.ownerDocument.defaultView?.getComputedStyle( element )
					.fontSize ?? '0'
			);
			const scale =
				element.getBoundingClientRect().width /
				( element as HTMLElement ).offsetWidth;
			return size * scale;
		} );
		expect( onScreen ).toBeGreaterThanOrEqual( 12 );
		await button.scrollIntoViewIfNeeded();
		await keepScreenshot( page, testInfo, '4-zoom-100' );
		await page.getByRole( 'button', { name: 'Zoom: 100%' } ).click();
		await page.getByRole( 'menuitemradio', { name: /^Fit/ } ).click();

		// The template's name, status and audience, by their names.
		const title = page.getByRole( 'textbox', { name: 'Template title' } );
		await title.fill( 'Editors’ workspace' );
		await settings
			.getByRole( 'button', { name: 'Show the template settings' } )
			.click();
		await settings
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( { label: 'Published' } );
		await settings
			.getByRole( 'group', { name: 'Who it applies to' } )
			.getByRole( 'button', { name: /Select roles and users/ } )
			.click();
		await page
			.getByRole( 'dialog', { name: /^Role select/ } )
			.getByRole( 'button', { name: /^Editor/ } )
			.click();
		await page.keyboard.press( 'Escape' );
		await expect(
			settings.getByText( 'Applies to: Editor', { exact: true } )
		).toBeVisible();
		await keepScreenshot( page, testInfo, '5-template-for-editors' );

		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
		// The message does not widen the page: no sideways scrolling.
		expect(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth <=
					document.documentElement.clientWidth
			)
		).toBe( true );
		await keepScreenshot( page, testInfo, '6-saved' );
		const [ stored ] = await listTemplates( requestUtils );
		expect( stored ).toMatchObject( {
			title: { raw: 'Editors’ workspace' },
			status: 'publish',
		} );

		// An editor works in it: the admin menu, the top bar's button and
		// the page, where the button leads.
		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
			viewport: { width: 1440, height: 900 },
		} );
		try {
			const editorPage = await context.newPage();
			await editorPage.goto( '/wp-admin/' );
			await expect(
				editorPage.getByRole( 'navigation', { name: 'Admin menu' } )
			).toBeVisible();
			const write = editorPage.getByRole( 'link', {
				name: 'Write a post',
			} );
			await expect( write ).toBeVisible();
			await keepScreenshot(
				editorPage,
				testInfo,
				'7-editor-works-in-it'
			);
			await write.click();
			await expect(
				editorPage
					.frameLocator( 'iframe[title="Page content"]' )
					.locator( 'body.post-new-php' )
			).toBeAttached();
		} finally {
			await context.close();
		}
	} );
} );
