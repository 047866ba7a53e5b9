/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block, paragraph } from '../../../engine/renderer/test/helpers';
import { containerLandmark } from '../landmark';

function landmarkBox( landmark: string, landmarkLabel = '' ) {
	return block( 'uip-container', {
		content: [ paragraph( 'Inside' ) ],
		settings: { block: { options: { landmark, landmarkLabel } } },
	} );
}

describe( 'container landmarks', () => {
	it( 'makes the container the landmark its options name', () => {
		render(
			<TemplateRenderer
				blocks={ [
					landmarkBox( 'banner' ),
					landmarkBox( 'navigation', 'Shortcuts' ),
				] }
				mode="prod"
			/>
		);
		expect( screen.getByRole( 'banner' ) ).toHaveTextContent( 'Inside' );
		expect(
			screen.getByRole( 'navigation', { name: 'Shortcuts' } )
		).toBeInTheDocument();
	} );

	it( 'is no landmark in the builder, whose canvas sits in its own', () => {
		render(
			<TemplateRenderer
				blocks={ [ landmarkBox( 'banner' ) ] }
				mode="builder"
			/>
		);
		expect( screen.queryByRole( 'banner' ) ).not.toBeInTheDocument();
	} );

	it( 'accepts only landmark roles, and a region only with a name', () => {
		expect( containerLandmark( { landmark: 'main' } ) ).toBeUndefined();
		expect( containerLandmark( { landmark: 'button' } ) ).toBeUndefined();
		expect( containerLandmark( { landmark: '' } ) ).toBeUndefined();
		expect( containerLandmark( { landmark: 'region' } ) ).toBeUndefined();
		expect(
			containerLandmark( {
				landmark: 'region',
				landmarkLabel: ' Stats ',
			} )
		).toEqual( { role: 'region', label: 'Stats' } );
		expect( containerLandmark( { landmark: 'complementary' } ) ).toEqual( {
			role: 'complementary',
		} );
	} );
} );
