/**
 * The builder's settings sidebar as an administrator uses it: block
 * options, styles, conditions and interactions set through the panels,
 * saved, found again after a reload and applied on the preview screen; the
 * template's own settings and undo; an image uploaded in the media dialog.
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { drag } from '../utils/drag';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	dynamicText,
	previewPath,
	type StoredTemplatePost,
} from '../utils/templates';
import { snackbar } from '../utils/snackbars';
import { selectLayer } from '../utils/builder-sidebar';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/** An 8×8 opaque red PNG. */
const RED_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAIAQMAAAD+wSzIAAAABlBMVEX/AAD///9BHTQRAAAAC0lEQVQI12NgQAcAABAAAVQm8agAAAAASUVORK5CYII=',
	'base64'
);

/** The Primary colour (light) of the administrator's scheme (WordPress's default, modern), as computed styles report it. */
const PRIMARY_RGB = 'rgb(56, 88, 233)';

/** The theme's L spacing. */
const SPACING_L = '20px';

function canvasBlocks( page: Page, moduleName: string ): Locator {
	return page.locator(
		`.uip-editor-canvas [data-uip-module="${ moduleName }"]`
	);
}

function canvasBlock( page: Page, uid: string ): Locator {
	return page.locator( `.uip-editor-canvas [data-uip-uid="${ uid }"]` );
}

function sidebar( page: Page ): Locator {
	return page.locator( '.uip-settings' );
}

/**
 * Drags a block type from the inserter into a container of the canvas and
 * returns the uid of the block it created there.
 *
 * @param page       The page.
 * @param moduleName The block type.
 * @param container  The container to drop into.
 */
async function dragInto(
	page: Page,
	moduleName: string,
	container: Locator
): Promise< string > {
	const inside = container.locator( `[data-uip-module="${ moduleName }"]` );
	const before = await inside.count();
	await drag(
		page,
		page.locator( `[data-uip-inserter-item="${ moduleName }"]` ),
		container
	);
	await expect( inside ).toHaveCount( before + 1 );
	return uidOf( inside.nth( before ) );
}

/**
 * Opens a tab of the selected block's settings.
 *
 * @param page The page.
 * @param name 'Settings', 'Style' or 'Advanced'.
 */
async function openTab(
	page: Page,
	name: 'Settings' | 'Style' | 'Advanced'
): Promise< void > {
	const tab = sidebar( page ).getByRole( 'tab', { name, exact: true } );
	await tab.click();
	await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
}

/**
 * Opens a collapsible panel of the sidebar (a PanelBody) unless it is open.
 *
 * @param scope Where the panel is.
 * @param title The panel's title.
 */
async function openPanel( scope: Locator, title: string ): Promise< void > {
	const toggle = scope.getByRole( 'button', { name: title, exact: true } );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
}

/**
 * The 'Background colour' field: a button naming the chosen colour
 * ("Background colour: Primary") that opens the theme's colours.
 *
 * @param scope Where the field is.
 */
function backgroundField( scope: Locator ): Locator {
	return scope.getByRole( 'group', { name: 'Background colour' } );
}

/**
 * Chooses a theme colour in the 'Background colour' field, by its name.
 *
 * @param scope Where the field is.
 * @param name  The colour's name, e.g. 'Primary'.
 */
async function chooseBackground(
	scope: Locator,
	name: string
): Promise< void > {
	const field = backgroundField( scope );
	const toggle = field.getByRole( 'button', {
		name: /^Background colour: /,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	const colour = field
		.getByRole( 'group', { name: 'Background colour: theme colours' } )
		.getByRole( 'button', { name, exact: true } );
	await colour.click();
	await expect( colour ).toHaveAttribute( 'aria-pressed', 'true' );
}

/**
 * Selects a block by clicking it in the canvas and waits for its settings.
 *
 * @param page  The page.
 * @param uid   The block's uid.
 * @param title The heading the sidebar shows for it.
 */
async function selectInCanvas(
	page: Page,
	uid: string,
	title: string
): Promise< void > {
	await canvasBlock( page, uid ).click();
	await expect(
		sidebar( page ).getByRole( 'heading', { name: title, exact: true } )
	).toBeVisible();
}

/**
 * The id of the template the builder edits, from its URL.
 *
 * @param page The page.
 */
function templateId( page: Page ): number {
	const id = Number( new URL( page.url() ).searchParams.get( 'template' ) );
	expect( Number.isInteger( id ) && id > 0 ).toBe( true );
	return id;
}

async function storedTemplate(
	requestUtils: RequestUtils,
	id: number
): Promise< StoredTemplatePost > {
	return requestUtils.rest< StoredTemplatePost >( {
		path: `/wp/v2/uip-ui-template/${ id }`,
		params: { context: 'edit' },
	} );
}

function findStored( blocks: Block[], uid: string ): Block | undefined {
	for ( const item of blocks ) {
		if ( item.uid === uid ) {
			return item;
		}
		const inner = Array.isArray( item.content )
			? findStored( item.content, uid )
			: undefined;
		if ( inner ) {
			return inner;
		}
	}
	return undefined;
}

/**
 * The uid of a block element.
 *
 * @param element The block's root element.
 */
async function uidOf( element: Locator ): Promise< string > {
	const uid = await element.getAttribute( 'data-uip-uid' );
	if ( ! uid ) {
		throw new Error( 'The block element has no uid.' );
	}
	return uid;
}

async function save( page: Page ): Promise< void > {
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
}

async function createTemplateInBuilder( page: Page ): Promise< void > {
	await page.goto( BUILDER );
	await page.getByRole( 'button', { name: 'Create template' } ).click();
	await expect(
		page.getByRole( 'textbox', { name: 'Template title' } )
	).toBeVisible();
}

test.describe( 'Builder settings sidebar', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'builds a template from empty and keeps every setting after a reload', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 180_000 );
		await createTemplateInBuilder( page );
		await page
			.getByRole( 'textbox', { name: 'Template title' } )
			.fill( 'Settings round trip' );

		// Everything by drag and drop: the container onto the empty canvas,
		// then the blocks into the container.
		const emptyCanvas = page.locator( '.uip-canvas-drop-area.is-empty' );
		await expect( emptyCanvas ).toContainText( 'This template is empty.' );
		await drag(
			page,
			page.locator( '[data-uip-inserter-item="uip-container"]' ),
			emptyCanvas
		);
		await expect( canvasBlocks( page, 'uip-container' ) ).toHaveCount( 1 );
		await expect( emptyCanvas ).toHaveCount( 0 );
		const container = canvasBlocks( page, 'uip-container' );
		const headingUid = await dragInto( page, 'uip-heading', container );
		const buttonUid = await dragInto( page, 'uip-button', container );
		const paragraphUid = await dragInto( page, 'uip-paragraph', container );

		// The heading's text, in the Settings tab.
		await selectInCanvas( page, headingUid, 'Heading' );
		await openTab( page, 'Settings' );
		await sidebar( page )
			.getByRole( 'textbox', { name: 'Text', exact: true } )
			.fill( 'Welcome back' );
		await expect( canvasBlock( page, headingUid ) ).toHaveText(
			'Welcome back'
		);

		// Its background colour and padding, in the Style tab.
		const headingElement = canvasBlock( page, headingUid );
		const computed = ( property: 'backgroundColor' | 'paddingTop' ) =>
			headingElement.evaluate(
				( element, name ) => getComputedStyle( element )[ name ],
				property
			);
		await openTab( page, 'Style' );
		const style = sidebar( page );
		await openPanel( style, 'Block style' );
		await openPanel( style, 'Background and border' );
		await chooseBackground( style, 'Primary' );
		await openPanel( style, 'Spacing' );
		await style
			.getByRole( 'combobox', { name: 'Padding preset' } )
			.selectOption( 'L' );
		// The canvas applies the style at once, with the theme's values.
		await expect
			.poll( () => computed( 'backgroundColor' ), {
				message: 'the canvas shows the Primary background',
			} )
			.toBe( PRIMARY_RGB );
		await expect
			.poll( () => computed( 'paddingTop' ), {
				message: 'the canvas shows the L padding',
			} )
			.toBe( SPACING_L );

		// A condition that is false for the administrator on the paragraph:
		// the builder still shows the block.
		await selectInCanvas( page, paragraphUid, 'Paragraph' );
		await openTab( page, 'Advanced' );
		await openPanel( sidebar( page ), 'Conditions' );
		await sidebar( page )
			.getByRole( 'button', { name: 'Add condition' } )
			.click();
		const condition = sidebar( page ).getByRole( 'group', {
			name: 'Condition 1',
		} );
		await condition
			.getByRole( 'combobox', { name: 'Condition type' } )
			.selectOption( 'userrole' );
		await condition
			.getByRole( 'combobox', { name: 'Operator' } )
			.selectOption( 'is' );
		// The value from the role search: the role's name, not its label.
		await condition.getByRole( 'button', { name: 'Find a role' } ).click();
		await condition.getByRole( 'searchbox' ).fill( 'edit' );
		await condition.getByRole( 'button', { name: /^Editor\b/ } ).click();
		await expect(
			condition.getByRole( 'textbox', { name: 'Value' } )
		).toHaveValue( 'editor' );
		await expect( canvasBlock( page, paragraphUid ) ).toBeVisible();

		// The button toggles the heading when clicked.
		await selectInCanvas( page, buttonUid, 'Button' );
		await openTab( page, 'Advanced' );
		await openPanel( sidebar( page ), 'Interactions' );
		await sidebar( page )
			.getByRole( 'button', { name: 'Add interaction' } )
			.click();
		const interaction = sidebar( page ).locator(
			'.uip-advanced-interaction'
		);
		await expect( interaction ).toHaveCount( 1 );
		await interaction
			.getByRole( 'combobox', { name: 'Event' } )
			.selectOption( 'click' );
		await interaction
			.getByRole( 'combobox', { name: 'Action' } )
			.selectOption( 'toggleElementVisibility' );
		await interaction
			.getByRole( 'combobox', { name: 'Target', exact: true } )
			.selectOption( 'block' );
		await interaction
			.getByRole( 'combobox', { name: 'Target block' } )
			.selectOption( headingUid );
		await expect(
			interaction.getByText( '1. Click: Toggle element visibility' )
		).toBeVisible();

		await save( page );
		const id = templateId( page );

		// After a reload every field shows what was set.
		await page.reload();
		await expect(
			page.getByRole( 'textbox', { name: 'Template title' } )
		).toHaveValue( 'Settings round trip' );
		await expect( canvasBlock( page, headingUid ) ).toHaveText(
			'Welcome back'
		);
		expect( await computed( 'backgroundColor' ) ).toBe( PRIMARY_RGB );

		await selectInCanvas( page, headingUid, 'Heading' );
		await openTab( page, 'Settings' );
		await expect(
			sidebar( page ).getByRole( 'textbox', {
				name: 'Text',
				exact: true,
			} )
		).toHaveValue( 'Welcome back' );
		await openTab( page, 'Style' );
		await openPanel( sidebar( page ), 'Block style' );
		await openPanel( sidebar( page ), 'Background and border' );
		await expect(
			backgroundField( sidebar( page ) ).getByRole( 'button', {
				name: 'Background colour: Primary',
			} )
		).toBeVisible();
		await openPanel( sidebar( page ), 'Spacing' );
		await expect(
			sidebar( page ).getByRole( 'combobox', { name: 'Padding preset' } )
		).toHaveValue( 'L' );

		await selectInCanvas( page, paragraphUid, 'Paragraph' );
		await openTab( page, 'Advanced' );
		const storedCondition = sidebar( page ).getByRole( 'group', {
			name: 'Condition 1',
		} );
		await expect(
			storedCondition.getByRole( 'combobox', { name: 'Condition type' } )
		).toHaveValue( 'userrole' );
		await expect(
			storedCondition.getByRole( 'combobox', { name: 'Operator' } )
		).toHaveValue( 'is' );
		await expect(
			storedCondition.getByRole( 'textbox', { name: 'Value' } )
		).toHaveValue( 'editor' );

		await selectInCanvas( page, buttonUid, 'Button' );
		await openTab( page, 'Advanced' );
		const storedInteraction = sidebar( page ).locator(
			'.uip-advanced-interaction'
		);
		await expect(
			storedInteraction.getByRole( 'combobox', { name: 'Action' } )
		).toHaveValue( 'toggleElementVisibility' );
		await expect(
			storedInteraction.getByRole( 'combobox', { name: 'Target block' } )
		).toHaveValue( headingUid );

		// The stored shapes.
		const stored = await storedTemplate( requestUtils, id );
		// The container came from the inserter with a gap and padding.
		expect( stored.uipress.content[ 0 ]?.settings.style ).toEqual( {
			options: {
				flexLayout: {
					display: 'flex',
					direction: 'column',
					gap: { value: 12, units: 'px' },
				},
				spacing: { padding: { preset: 'M' } },
			},
		} );
		const heading = findStored( stored.uipress.content, headingUid );
		expect( heading?.settings.block?.options?.headingText ).toMatchObject( {
			string: 'Welcome back',
		} );
		expect( heading?.settings.style ).toMatchObject( {
			options: {
				styles: { backgroundColor: 'var(--uip-color-primary)' },
				spacing: { padding: { preset: 'L' } },
			},
		} );
		const paragraph = findStored( stored.uipress.content, paragraphUid );
		expect( paragraph?.settings.advanced?.options?.conditions ).toEqual( {
			relation: 'and',
			conditions: [
				{ type: 'userrole', operator: 'is', value: 'editor' },
			],
		} );
		const button = findStored( stored.uipress.content, buttonUid );
		expect( button?.interactions?.[ 0 ] ).toMatchObject( {
			type: 'click',
			action: 'toggleElementVisibility',
			target: 'block',
			blockTarget: headingUid,
		} );

		// The preview renders in production: the condition hides the
		// paragraph and the button toggles the heading.
		await page.goto( previewPath( id ) );
		const previewHeading = page.locator(
			`[data-uip-uid="${ headingUid }"]`
		);
		await expect( previewHeading ).toHaveText( 'Welcome back' );
		await expect( previewHeading ).toHaveCSS(
			'background-color',
			PRIMARY_RGB
		);
		await expect( previewHeading ).toHaveCSS( 'padding-top', SPACING_L );
		await expect(
			page.locator( `[data-uip-uid="${ paragraphUid }"]` )
		).toHaveCount( 0 );
		const previewButton = page
			.locator( `[data-uip-uid="${ buttonUid }"]` )
			.getByRole( 'button' );
		await previewButton.click();
		await expect( previewHeading ).toBeHidden();
		await previewButton.click();
		await expect( previewHeading ).toBeVisible();

		expect( browserErrors ).toEqual( [] );
	} );

	test( 'template settings: who it applies to, and undo of a setting', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await createTemplateInBuilder( page );
		await expect(
			sidebar( page ).getByRole( 'heading', {
				name: 'Template settings',
			} )
		).toBeVisible();

		// The name has one field, the top bar's.
		await expect(
			sidebar( page ).getByRole( 'textbox', { name: 'Name' } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'textbox', { name: 'Template title' } )
			.fill( 'For editors' );
		await sidebar( page )
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( 'publish' );
		await sidebar( page )
			.getByRole( 'combobox', { name: 'Type' } )
			.selectOption( 'ui-admin-page' );

		const audience = sidebar( page ).getByRole( 'group', {
			name: 'Who it applies to',
		} );
		await audience.getByRole( 'button', { name: 'Role select' } ).click();
		const editorRole = page
			.locator( '.uip-role-select__results' )
			.getByRole( 'button', { name: /^Editor/ } );
		await editorRole.click();
		await expect( editorRole ).toHaveAttribute( 'aria-pressed', 'true' );
		await page.keyboard.press( 'Escape' );
		// Named as the site names the role, in the picker and the summary.
		await expect(
			audience.getByRole( 'button', { name: 'Role select' } )
		).toHaveText( 'Editor' );
		await expect(
			sidebar( page ).getByText( 'Applies to: Editor', { exact: true } )
		).toBeVisible();

		await save( page );
		const id = templateId( page );
		const stored = await storedTemplate( requestUtils, id );
		expect( stored.title.raw ).toBe( 'For editors' );
		expect( stored.status ).toBe( 'publish' );
		expect( stored.uipress.type ).toBe( 'ui-admin-page' );
		expect( stored.uipress.forRoles ).toContain( 'editor' );

		// A block setting, then Undo puts the old value back.
		await page.locator( '[data-uip-inserter-item="uip-heading"]' ).click();
		await expect( canvasBlocks( page, 'uip-heading' ) ).toHaveCount( 1 );
		const uid = await uidOf( canvasBlocks( page, 'uip-heading' ) );
		await selectInCanvas( page, uid, 'Heading' );
		await openTab( page, 'Settings' );
		const text = sidebar( page ).getByRole( 'textbox', {
			name: 'Text',
			exact: true,
		} );
		await expect( text ).toHaveValue( 'Heading' );
		await text.fill( 'Changed for a moment' );
		await expect( canvasBlock( page, uid ) ).toHaveText(
			'Changed for a moment'
		);
		const history = page.getByRole( 'group', { name: 'History' } );
		await history.getByRole( 'button', { name: 'Undo' } ).click();
		await expect( text ).toHaveValue( 'Heading' );
		await expect( canvasBlock( page, uid ) ).toHaveText( 'Heading' );
		await history.getByRole( 'button', { name: 'Redo' } ).click();
		await expect( text ).toHaveValue( 'Changed for a moment' );

		expect( browserErrors ).toEqual( [] );
	} );

	test( 'a button from an old-format template keeps its link and target in the builder, after saving, and for users', async ( {
		page,
		browser,
		requestUtils,
		browserErrors,
	} ) => {
		// As an earlier UiPress stored a button (and its exports hold it):
		// the link in the button's own `linkSelect` option.
		const oldButton = block( 'uip-button', {
			settings: {
				block: {
					options: {
						buttonText: dynamicText( 'All pages' ),
						linkSelect: {
							value: '/wp-admin/edit.php?post_type=page',
							newTab: 'newTab',
						},
					},
				},
			},
		} );
		const id = await createTemplate(
			requestUtils,
			[ block( 'uip-container', { content: [ oldButton ] } ) ],
			'Old button',
			{ forRoles: [ 'editor' ] }
		);

		// The builder shows it in the one link setting there is.
		await page.goto( `${ BUILDER }&template=${ id }` );
		await selectLayer( page, oldButton.uid );
		await openTab( page, 'Settings' );
		const link = sidebar( page ).getByRole( 'textbox', { name: 'Link' } );
		await expect( link ).toHaveCount( 1 );
		await expect( link ).toHaveValue( '/wp-admin/edit.php?post_type=page' );
		await expect(
			sidebar( page ).getByRole( 'combobox', {
				name: 'Open the link in',
			} )
		).toHaveValue( 'new' );

		// Saved in today's shape, link and target kept.
		await sidebar( page )
			.getByRole( 'textbox', { name: 'Tooltip' } )
			.fill( 'Every page' );
		await save( page );
		const stored = findStored(
			( await storedTemplate( requestUtils, id ) ).uipress.content,
			oldButton.uid
		);
		expect( stored?.linkTo ).toEqual( {
			value: '/wp-admin/edit.php?post_type=page',
			newTab: true,
		} );
		expect( stored?.settings.block?.options ).not.toHaveProperty(
			'linkSelect'
		);

		// An editor's interface: one real link, opening a new tab.
		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		try {
			const editor = await context.newPage();
			await editor.goto( '/wp-admin/index.php' );
			const rendered = editor.locator(
				`[data-uip-uid="${ oldButton.uid }"]`
			);
			const anchor = rendered.getByRole( 'link', { name: 'All pages' } );
			await expect( anchor ).toHaveAttribute(
				'href',
				'/wp-admin/edit.php?post_type=page'
			);
			await expect( anchor ).toHaveAttribute( 'target', '_blank' );
			await expect( rendered.getByRole( 'link' ) ).toHaveCount( 1 );
			await expect( rendered ).not.toHaveAttribute( 'role', 'link' );
		} finally {
			await context.close();
		}

		expect( browserErrors ).toEqual( [] );
	} );

	test( 'the code editor loads when a code field first shows, and edits the template’s CSS', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await createTemplateInBuilder( page );
		await expect(
			sidebar( page ).getByRole( 'heading', {
				name: 'Template settings',
			} )
		).toBeVisible();
		// Not with the page: CodeMirror and its linters are some 300 KB.
		expect(
			requested.filter( ( url ) => /codemirror|code-editor/i.test( url ) )
		).toEqual( [] );

		await sidebar( page )
			.getByRole( 'button', { name: 'Custom code' } )
			.click();
		const css = sidebar( page ).locator( '.uip-code-editor--css' );
		await expect( css.locator( '.CodeMirror' ) ).toBeVisible();
		expect(
			requested.filter( ( url ) => /codemirror/i.test( url ) ).length
		).toBeGreaterThan( 0 );
		await css.locator( '.CodeMirror' ).click();
		await page.keyboard.type( '.uip-template{gap:4px}' );
		await save( page );
		const stored = await storedTemplate( requestUtils, templateId( page ) );
		expect( stored.uipress.settings.css ).toContain(
			'.uip-template{gap:4px}'
		);
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'uploads an image in the media dialog and selects it', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		const uploaded: number[] = [];
		try {
			await createTemplateInBuilder( page );
			await page
				.locator( '[data-uip-inserter-item="uip-page-loader"]' )
				.click();
			await expect( canvasBlocks( page, 'uip-page-loader' ) ).toHaveCount(
				1
			);
			const uid = await uidOf( canvasBlocks( page, 'uip-page-loader' ) );
			await selectLayer( page, uid );
			await expect(
				sidebar( page ).getByRole( 'heading', { name: 'Page loader' } )
			).toBeVisible();
			await openTab( page, 'Settings' );
			await expect(
				sidebar( page ).getByText( 'No image chosen.' )
			).toBeVisible();
			await sidebar( page )
				.getByRole( 'button', { name: 'Choose image' } )
				.click();

			const dialog = page.getByRole( 'dialog', { name: 'Loader image' } );
			await expect( dialog ).toBeVisible();
			await expect(
				dialog.getByRole( 'button', { name: 'Select', exact: true } )
			).toBeDisabled();
			await dialog.getByRole( 'tab', { name: 'Upload' } ).click();

			const name = `uip-e2e-${ Date.now() }.png`;
			const chooser = page.waitForEvent( 'filechooser' );
			await dialog
				.getByRole( 'button', { name: 'Select files' } )
				.click();
			await (
				await chooser
			).setFiles( { name, mimeType: 'image/png', buffer: RED_PNG } );
			await expect( snackbar( page, 'uploaded complete' ) ).toBeVisible();
			await expect(
				dialog.getByRole( 'tab', { name: 'Library' } )
			).toHaveAttribute( 'aria-selected', 'true' );

			const media = await requestUtils.rest<
				Array< { id: number; source_url: string } >
			>( {
				path: '/wp/v2/media',
				params: { search: name.replace( /\.png$/, '' ) },
			} );
			expect( media ).toHaveLength( 1 );
			const [ attachment ] = media as [
				{ id: number; source_url: string },
			];
			uploaded.push( attachment.id );

			const item = dialog.getByRole( 'button', {
				name: name.replace( /\.png$/, '' ),
			} );
			await expect( item ).toBeVisible();
			await item.click();
			await expect( item ).toHaveAttribute( 'aria-pressed', 'true' );
			await expect( item.locator( '.uip-media__check' ) ).toBeVisible();
			await dialog
				.getByRole( 'button', { name: 'Select', exact: true } )
				.click();
			await expect( dialog ).toBeHidden();

			const preview = sidebar( page ).locator(
				'img.uip-image-control__preview'
			);
			await expect( preview ).toHaveAttribute(
				'src',
				attachment.source_url
			);
			await expect(
				sidebar( page ).getByRole( 'button', { name: 'Replace image' } )
			).toBeVisible();

			await save( page );
			const stored = await storedTemplate(
				requestUtils,
				templateId( page )
			);
			const loader = findStored( stored.uipress.content, uid );
			expect(
				loader?.settings.block?.options?.loaderImage
			).toMatchObject( {
				id: attachment.id,
				source_url: attachment.source_url,
			} );
			expect( browserErrors ).toEqual( [] );
		} finally {
			for ( const mediaId of uploaded ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/media/${ mediaId }`,
					params: { force: true },
				} );
			}
		}
	} );
} );
