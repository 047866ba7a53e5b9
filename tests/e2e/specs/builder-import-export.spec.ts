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
import {
	BUILDER_LIST,
	importInput,
	importResult,
	listRow,
	rowAction,
} from '../utils/entity-list';

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

		await page.goto( BUILDER_LIST );
		const downloading = page.waitForEvent( 'download' );
		await rowAction( page, 'Sales board', 'Export' );
		const download = await downloading;
		expect( download.suggestedFilename() ).toBe(
			'uipress-sales-board.json'
		);
		const file = await download.path();

		await importInput( page ).setInputFiles( file );
		await expect(
			page.locator( '.uip-entity-list__results li' )
		).toHaveText( /: 1 imported as a draft$/ );
		await expect( listRow( page, 'Sales board' ) ).toHaveCount( 2 );

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
		await page.goto( BUILDER_LIST );
		await expect( listRow( page, 'E2E template' ) ).toBeVisible();

		const input = importInput( page );
		await input.setInputFiles( {
			name: 'not-a-template.json',
			mimeType: 'application/json',
			buffer: Buffer.from( JSON.stringify( { title: 'Loose object' } ) ),
		} );
		await expect( importResult( page, 'not-a-template.json' ) ).toHaveText(
			'not-a-template.json: Unable to import template. This is not a UiPress template: it must be a list whose first item is a template object.'
		);

		await input.setInputFiles( {
			name: 'broken.json',
			mimeType: 'application/json',
			buffer: Buffer.from( '[{"content": [{"name": "Heading"}]}]' ),
		} );
		await expect( importResult( page, 'broken.json' ) ).toHaveText(
			'broken.json: Unable to import template. Template 1: the block at content[0] has no name or module name.'
		);

		expect( await listTemplates( requestUtils ) ).toHaveLength( 1 );
	} );
} );
