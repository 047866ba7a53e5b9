/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from '../../../engine/theme';
import { contrastMessage } from '../theme-colours';
import {
	effectiveColour,
	toOverrides,
	variableGroups,
	withColour,
	withoutVariable,
} from '../theme-overrides';

const primary = THEME_VARIABLES.find(
	( variable ) => variable.name === '--uip-color-primary'
);
if ( ! primary ) {
	throw new Error( 'no primary colour' );
}

describe( 'theme overrides', () => {
	it( 'reads only well-formed overrides ([] from PHP is none)', () => {
		expect( toOverrides( [] ) ).toEqual( {} );
		expect(
			toOverrides( {
				'--uip-color-primary': { value: '#000000', darkValue: 3 },
				'--uip-color-accent': 'red',
				'--uip-color-border': {},
			} )
		).toEqual( { '--uip-color-primary': { value: '#000000' } } );
	} );

	it( 'shows the override, else the default', () => {
		const overrides = { '--uip-color-primary': { darkValue: '#123456' } };
		expect( effectiveColour( overrides, primary, 'value' ) ).toBe(
			primary.value
		);
		expect( effectiveColour( overrides, primary, 'darkValue' ) ).toBe(
			'#123456'
		);
	} );

	it( 'stores only values that differ from the default', () => {
		const changed = withColour( {}, primary, 'value', '#000000' );
		expect( changed ).toEqual( {
			'--uip-color-primary': { value: '#000000' },
		} );
		expect(
			withColour( changed, primary, 'value', primary.value.toUpperCase() )
		).toEqual( {} );
		expect(
			withoutVariable(
				withColour( changed, primary, 'darkValue', '#111111' ),
				primary.name
			)
		).toEqual( {} );
	} );

	it( 'groups every variable once: brand colours, bases, text, border', () => {
		const groups = variableGroups();
		expect( groups.map( ( group ) => group.id ) ).toEqual( [
			'brand',
			'bases',
			'text',
			'border',
		] );
		expect( groups.flatMap( ( group ) => group.variables ).length ).toBe(
			THEME_VARIABLES.length
		);
		expect( groups[ 2 ]?.variables.map( ( v ) => v.label ) ).toContain(
			'Muted text'
		);
	} );

	it( 'words a contrast problem as the screen shows it', () => {
		expect(
			contrastMessage( {
				text: 'text-muted',
				base: 'base-2',
				mode: 'dark',
				ratio: 3.96,
			} )
		).toBe(
			'Muted text on Raised surface is 3.9:1 in dark mode; text needs at least 4.5:1.'
		);
	} );
} );
