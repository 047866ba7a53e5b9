/**
 * Internal dependencies
 */
import { createBlock } from '../../../builder/components/inserter/catalogue';
import { compileBlockCss } from '../../../engine/styles';
import { SIZE_VARIABLES, SPACING_VARIABLES } from '../../../engine/theme';
import { headingDefinition } from '../../heading/definition';
import { containerDefinition } from '../definition';

describe( 'a new container', () => {
	it( 'lays its blocks out in a column with the theme’s M spacing as gap and padding', () => {
		const block = createBlock( containerDefinition );
		expect( block.settings.style?.options ).toEqual( {
			flexLayout: {
				display: 'flex',
				direction: 'column',
				gap: { value: 12, units: 'px' },
			},
			spacing: { padding: { preset: 'M' } },
		} );
		// The gap is the M step of the spacing scale the padding uses.
		expect(
			SIZE_VARIABLES.find( ( size ) => size.name === SPACING_VARIABLES.M )
				?.value
		).toBe( '12px' );
		expect( compileBlockCss( block ) ).toBe(
			`.uip-b-${ block.uid }{display:flex;flex-direction:column;gap:12px;padding:var(--uip-spacing-m);}`
		);
		expect( block.content ).toEqual( [] );
	} );

	it( 'gets a copy: editing one new container changes no other', () => {
		const first = createBlock( containerDefinition );
		const second = createBlock( containerDefinition );
		expect( first.settings ).not.toBe( second.settings );
		expect( first.settings.style ).not.toBe(
			containerDefinition.newBlockSettings?.style
		);
	} );

	it( 'leaves other blocks as they were: no settings of their own', () => {
		expect( createBlock( headingDefinition ).settings ).toEqual( {} );
	} );
} );
