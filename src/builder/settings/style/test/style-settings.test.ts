/**
 * Internal dependencies
 */
import { fieldSetter, withField } from '../style-values';
import {
	presetOptions,
	withGroupOptions,
	withGroupPseudo,
	withResponsiveFlag,
} from '../style-settings';
import { sampleBlock } from './harness';

describe( 'withField', () => {
	it( 'sets a field and deletes it when undefined', () => {
		expect( withField( { a: 1, b: 2 }, 'a', 3 ) ).toEqual( { a: 3, b: 2 } );
		expect( withField( { a: 1, b: 2 }, 'a', undefined ) ).toEqual( {
			b: 2,
		} );
	} );

	it( 'gives undefined when no field is left', () => {
		expect( withField( { a: 1 }, 'a', undefined ) ).toBeUndefined();
		expect(
			withField< { a?: number }, 'a' >( undefined, 'a', undefined )
		).toBeUndefined();
	} );

	it( 'passes the field name as merge path only while typing', () => {
		const onChange = jest.fn();
		const set = fieldSetter< { a?: number } >( {}, onChange );
		set( 'a' )( 1, true );
		expect( onChange ).toHaveBeenLastCalledWith( { a: 1 }, 'a' );
		set( 'a' )( 2 );
		expect( onChange ).toHaveBeenLastCalledWith( { a: 2 }, undefined );
	} );
} );

describe( 'withResponsiveFlag', () => {
	it( 'stores only the true flags', () => {
		const block = sampleBlock();
		expect( withResponsiveFlag( block, 'mobile', true ) ).toEqual( {
			responsive: { mobile: true },
		} );
		expect(
			withResponsiveFlag(
				sampleBlock( { responsive: { mobile: true, tablet: true } } ),
				'mobile',
				false
			)
		).toEqual( { responsive: { tablet: true } } );
	} );

	it( 'removes responsive when no flag is left', () => {
		expect(
			withResponsiveFlag(
				sampleBlock( { responsive: { desktop: true, tablet: false } } ),
				'desktop',
				false
			)
		).toEqual( { responsive: undefined } );
	} );
} );

describe( 'withGroupOptions', () => {
	it( 'replaces the options of one group and keeps the rest', () => {
		const block = sampleBlock( {
			settings: {
				block: { options: { text: 'Go' } },
				style: { options: { spacing: { margin: { preset: 'S' } } } },
			},
		} );
		expect(
			withGroupOptions( block, 'buttonStyle', {
				styles: { radius: { value: 4, units: 'px' } },
			} )
		).toEqual( {
			settings: {
				block: { options: { text: 'Go' } },
				style: { options: { spacing: { margin: { preset: 'S' } } } },
				buttonStyle: {
					options: { styles: { radius: { value: 4, units: 'px' } } },
				},
			},
		} );
	} );

	it( 'removes a group left with nothing', () => {
		const block = sampleBlock( {
			settings: {
				style: { options: { spacing: { margin: { preset: 'S' } } } },
			},
		} );
		expect( withGroupOptions( block, 'style', undefined ) ).toEqual( {
			settings: {},
		} );
	} );

	it( 'keeps a group whose pseudo-element still has content', () => {
		const block = sampleBlock( {
			settings: {
				style: {
					options: { styles: { cursor: 'pointer' } },
					afterContent: { content: '→', options: {} },
				},
			},
		} );
		expect( withGroupOptions( block, 'style', {} ) ).toEqual( {
			settings: {
				style: {
					options: {},
					afterContent: { content: '→', options: {} },
				},
			},
		} );
	} );
} );

describe( 'withGroupPseudo', () => {
	it( 'drops an empty pseudo-element', () => {
		const block = sampleBlock( {
			settings: {
				style: {
					options: { styles: { cursor: 'pointer' } },
					beforeContent: { content: 'x', options: {} },
				},
			},
		} );
		expect(
			withGroupPseudo( block, 'style', 'beforeContent', {
				content: '',
				options: {},
			} )
		).toEqual( {
			settings: { style: { options: { styles: { cursor: 'pointer' } } } },
		} );
	} );
} );

describe( 'presetOptions', () => {
	it( 'copies the preset', () => {
		const preset = { styles: { cursor: 'pointer' as const } };
		const copy = presetOptions( preset );
		expect( copy ).toEqual( preset );
		expect( copy.styles ).not.toBe( preset.styles );
	} );
} );
