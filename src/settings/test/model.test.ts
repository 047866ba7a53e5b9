/**
 * Internal dependencies
 */
import {
	changedSettings,
	editableValues,
	exportSettings,
	importSummary,
	linesOf,
	matchesSearch,
	parseSettingsImport,
	SettingsImportError,
} from '../model';
import type { ImportAnswer } from '../api';
import { answer, SCHEMA } from './fixtures';

const setting = ( key: string ) => {
	const found = SCHEMA.find( ( item ) => item.key === key );
	if ( ! found ) {
		throw new Error( key );
	}
	return found;
};

describe( 'changedSettings', () => {
	const stored = editableValues( SCHEMA, answer().settings );

	it( 'is empty when nothing changed, an empty theme [] being {}', () => {
		expect( stored.theme ).toEqual( {} );
		expect( changedSettings( SCHEMA, stored, { ...stored } ) ).toEqual(
			{}
		);
	} );

	it( 'holds only the changed values, lines cleaned', () => {
		const edited = {
			...stored,
			welcomeMessage: 'Hello {name}',
			uipDisabledFor: [ ' options-general.php ', '', 'tools.php', '' ],
		};
		expect( changedSettings( SCHEMA, stored, edited ) ).toEqual( {
			welcomeMessage: 'Hello {name}',
			uipDisabledFor: [ 'options-general.php', 'tools.php' ],
		} );
	} );

	it( 'does not count typed blank lines as a change', () => {
		const edited = {
			...stored,
			uipDisabledFor: linesOf( 'options-general.php\n' ),
		};
		expect( edited.uipDisabledFor ).toEqual( [
			'options-general.php',
			'',
		] );
		expect( changedSettings( SCHEMA, stored, edited ) ).toEqual( {} );
	} );
} );

describe( 'matchesSearch', () => {
	it( 'matches label, help and group name, ignoring case', () => {
		const welcome = setting( 'welcomeMessage' );
		expect( matchesSearch( welcome, 'White label', 'TOOLBAR' ) ).toBe(
			true
		);
		expect( matchesSearch( welcome, 'White label', 'howdy' ) ).toBe( true );
		expect( matchesSearch( welcome, 'White label', 'white' ) ).toBe( true );
		expect( matchesSearch( welcome, 'White label', 'logo' ) ).toBe( false );
		expect( matchesSearch( welcome, 'White label', '  ' ) ).toBe( true );
	} );
} );

describe( 'export and import', () => {
	it( 'exports every setting but the secrets', () => {
		const data = exportSettings( SCHEMA, {
			...answer().settings,
			aiKey: 'should never be here',
		} );
		expect( data ).not.toHaveProperty( 'aiKey' );
		expect( data.welcomeMessage ).toBe( '' );
		expect( data.theme ).toEqual( {} );
	} );

	it( 'reads an object of settings', () => {
		expect( parseSettingsImport( '{"welcomeMessage":"Hi"}' ) ).toEqual( {
			welcomeMessage: 'Hi',
		} );
	} );

	it.each( [
		[ 'not json', 'This file is not valid JSON.' ],
		[ '[1,2]', 'it must be a JSON object' ],
		[ '"text"', 'it must be a JSON object' ],
		[ '{}', 'holds no settings' ],
	] )( 'refuses %s, naming the problem', ( text, problem ) => {
		expect( () => parseSettingsImport( text ) ).toThrow(
			SettingsImportError
		);
		expect( () => parseSettingsImport( text ) ).toThrow( problem );
	} );
} );

describe( 'importSummary', () => {
	const imported = ( extra: Partial< ImportAnswer > ): ImportAnswer => ( {
		...answer(),
		imported: [ 'postIDs' ],
		unknown: [],
		refused: {},
		...extra,
	} );

	it( 'is a plain success when the whole file was imported', () => {
		expect( importSummary( imported( {} ) ) ).toEqual( {
			title: 'Settings imported',
			message: '',
			status: 'success',
		} );
	} );

	it( 'warns, naming unknown names and refused settings by label', () => {
		const summary = importSummary(
			imported( {
				unknown: [ 'plugins.folderColours', 'legacy' ],
				refused: { postIDs: 'Not allowed.' },
			} )
		);
		expect( summary.status ).toBe( 'warning' );
		expect( summary.title ).toBe(
			'Settings imported: 1; some of the file was left out'
		);
		expect( summary.message ).toBe(
			`Not UiPress settings, skipped: plugins.folderColours, legacy. “${
				setting( 'postIDs' ).label
			}” was not imported: Not allowed.`
		);
	} );
} );
