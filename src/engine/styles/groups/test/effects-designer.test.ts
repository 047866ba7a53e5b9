/**
 * Internal dependencies
 */
import { effectsDesignerCss } from '../effects-designer';

describe( 'effectsDesigner', () => {
	it( 'writes opacity, shadows, blur, transition and transforms', () => {
		expect(
			effectsDesignerCss( {
				opacity: 0.8,
				shadows: [
					{
						x: 0,
						y: 2,
						blur: 8,
						spread: 0,
						color: 'rgba(0,0,0,0.2)',
					},
					{
						x: 1,
						y: 1,
						blur: 0,
						spread: 1,
						color: '#000',
						inset: true,
					},
				],
				blur: 4,
				transition: 200,
				scale: 1.05,
				rotate: -3,
			} )
		).toBe(
			'opacity:0.8;box-shadow:0 2px 8px 0 rgba(0,0,0,0.2),inset 1px 1px 0 1px #000;' +
				'filter:blur(4px);transition:all 200ms;transform:scale(1.05) rotate(-3deg);'
		);
	} );

	it( 'clamps opacity and ignores negative blur and transition', () => {
		expect(
			effectsDesignerCss( { opacity: 3, blur: -1, transition: -5 } )
		).toBe( 'opacity:1;' );
		expect( effectsDesignerCss( { opacity: -1 } ) ).toBe( 'opacity:0;' );
	} );

	it( 'drops invalid shadows and keeps the valid ones', () => {
		expect(
			effectsDesignerCss( {
				shadows: [
					{ x: 0, y: 0, blur: 0, spread: 0, color: 'red;}' },
					{ x: '1px', y: 0, blur: 0, spread: 0, color: 'red' },
					{ x: 1, y: 1, blur: 1, spread: 1, color: 'red' },
				],
			} )
		).toBe( 'box-shadow:1px 1px 1px 1px red;' );
		expect( effectsDesignerCss( { shadows: 'none' } ) ).toBe( '' );
	} );

	it( 'writes at most 10 shadows', () => {
		const shadows = Array.from( { length: 50 }, () => ( {
			x: 1,
			y: 1,
			blur: 1,
			spread: 1,
			color: 'red',
		} ) );
		const css = effectsDesignerCss( { shadows } );
		expect( css.split( ',' ) ).toHaveLength( 10 );
	} );
} );
