/**
 * Export and import in the template list: a template exported to a file and
 * imported again is the same template; a file that is not a template list
 * is refused with its message and nothing is saved.
 */
import fs from 'node:fs/promises';
import { expect, test } from '../fixtures';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	listTemplates,
} from '../utils/templates';
import { snackbar } from '../utils/snackbars';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

test.describe( 'Template import and export', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'an exported template imports as an equal draft', async ( {
		page,
		requestUtils,
	} ) => {
		const heading = block( 'uip-heading', {
			settings: {
				block: {
					options: {
						headingText: {
							string: 'Quarterly numbers',
							dynamic: false,
							dynamicKey: '',
							dynamicPos: 'left',
						},
						headingType: 'h3',
					},
				},
				style: {
					options: { textFormat: { color: '#b32d2e' } },
				},
			},
		} );
		const button = block( 'uip-button', {
			interactions: [
				{
					id: 'toggle-heading',
					type: 'click',
					target: 'block',
					blockTarget: heading.uid,
					selector: '',
					action: 'toggleElementVisibility',
					key: '',
					keyvalue: '',
					javascript: '',
				},
			],
			responsive: { mobile: true },
		} );
		await createTemplate(
			requestUtils,
			[ block( 'uip-container', { content: [ heading, button ] } ) ],
			'Sales board',
			{ forRoles: [ 'editor' ], excludesUsers: [ 1 ] }
		);
		const [ original ] = await listTemplates( requestUtils );
		expect( original ).toBeDefined();

		await page.goto( BUILDER );
		const downloading = page.waitForEvent( 'download' );
		await page
			.getByRole( 'button', { name: 'Export Sales board' } )
			.click();
		const download = await downloading;
		expect( download.suggestedFilename() ).toBe(
			'uipress-sales-board.json'
		);
		const file = await download.path();

		await page
			.locator( '.uip-template-list__toolbar input[type="file"]' )
			.setInputFiles( file );
		await expect( snackbar( page, 'Template imported' ) ).toBeVisible();
		await expect(
			page.getByRole( 'row', { name: /Sales board/ } )
		).toHaveCount( 2 );

		const templates = await listTemplates( requestUtils );
		expect( templates ).toHaveLength( 2 );
		const imported = templates[ 1 ];
		expect( imported?.status ).toBe( 'draft' );
		expect( imported?.title.raw ).toBe( 'Sales board' );
		expect( imported?.uipress ).toEqual( original?.uipress );
		expect( JSON.parse( await fs.readFile( file, 'utf8' ) ) ).toEqual( [
			{ title: 'Sales board', uipress: original?.uipress },
		] );
	} );

	test( 'a file that is not a template list is refused and nothing is saved', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate( requestUtils, [ block( 'uip-heading' ) ] );
		await page.goto( BUILDER );
		await expect(
			page.getByRole( 'row', { name: /E2E template/ } )
		).toBeVisible();

		const input = page.locator(
			'.uip-template-list__toolbar input[type="file"]'
		);
		await input.setInputFiles( {
			name: 'not-a-template.json',
			mimeType: 'application/json',
			buffer: Buffer.from( JSON.stringify( { title: 'Loose object' } ) ),
		} );
		await expect(
			snackbar( page, 'Unable to import template' )
		).toBeVisible();
		await expect(
			snackbar(
				page,
				'This is not a UiPress template: it must be a list whose first item is a template object.'
			)
		).toBeVisible();

		await input.setInputFiles( {
			name: 'broken.json',
			mimeType: 'application/json',
			buffer: Buffer.from( '[{"content": [{"name": "Heading"}]}]' ),
		} );
		await expect(
			snackbar(
				page,
				'Template 1: the block at content[0] has no name or module name.'
			)
		).toBeVisible();

		expect( await listTemplates( requestUtils ) ).toHaveLength( 1 );
	} );
} );
