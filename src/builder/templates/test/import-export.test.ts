/**
 * Internal dependencies
 */
import {
	ImportError,
	exportTemplates,
	parseImport,
	parseImportText,
} from '../import-export';
import { parseSummary } from '../api';

const heading = {
	uid: 'h',
	name: 'Heading',
	moduleName: 'uip-heading',
	settings: {},
};

describe( 'parseImport', () => {
	it( 'refuses anything but an array whose first item is an object', () => {
		for ( const data of [
			{},
			[],
			[ 'text' ],
			[ [ {} ] ],
			null,
			'x',
			[ null, {} ],
		] ) {
			expect( () => parseImport( data, 'Imported' ) ).toThrow(
				ImportError
			);
		}
		expect( () => parseImport( {}, 'Imported' ) ).toThrow(
			'must be a list whose first item is a template object'
		);
	} );

	it( 'refuses text that is not JSON', () => {
		expect( () => parseImportText( '{nope', 'Imported' ) ).toThrow(
			'not valid JSON'
		);
	} );

	it( 'reads our export format and fills defaults', () => {
		const items = parseImport(
			[
				{
					title: 'Mine',
					uipress: { content: [ heading ], forRoles: [ 'editor' ] },
				},
			],
			'Imported'
		);
		expect( items ).toEqual( [
			{
				title: 'Mine',
				uipress: {
					type: 'ui-template',
					content: [ heading ],
					settings: { css: '', js: '' },
					forRoles: [ 'editor' ],
					forUsers: [],
					excludesRoles: [],
					excludesUsers: [],
				},
			},
		] );
	} );

	it( 'reads an item holding the fields itself, with a default title', () => {
		const [ item ] = parseImport(
			[ { content: [ heading ] } ],
			'Imported'
		);
		expect( item?.title ).toBe( 'Imported' );
		expect( item?.uipress.content ).toEqual( [ heading ] );
	} );

	it( 'refuses a block without name or moduleName at any depth, naming it', () => {
		const bad = [
			{
				title: 'Bad',
				uipress: {
					content: [
						{
							...heading,
							content: [ { uid: 'x', name: 'X', settings: {} } ],
						},
					],
				},
			},
		];
		expect( () => parseImport( bad, 'Imported' ) ).toThrow(
			'content[0].content[0]'
		);
	} );

	it( 'round-trips an export', () => {
		const summary = parseSummary( {
			id: 3,
			title: { raw: 'Round' },
			status: 'publish',
			modified: '2026-01-01T10:00:00',
			uipress: { content: [ heading ], settings: { css: 'a{}', js: '' } },
		} );
		const text = JSON.stringify( exportTemplates( [ summary ] ) );
		expect( parseImportText( text, 'Imported' ) ).toEqual( [
			{ title: 'Round', uipress: summary.fields },
		] );
	} );
} );
