/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import { iconListDefinition } from '../definition';
import { listItems } from '../list-items';

describe( 'uip-icon-list', () => {
	it( 'lists one item per line, each after its icon', () => {
		const { container } = render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					block( 'uip-icon-list', {
						settings: {
							block: {
								options: {
									items: 'Drafts\n\nstar: Favourites\n',
									icon: 'task_alt',
								},
							},
						},
					} ),
				] }
			/>
		);
		const items = screen.getAllByRole( 'listitem' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'task_altDrafts',
			'starFavourites',
		] );
		expect(
			[ ...container.querySelectorAll( '[data-uip-icon]' ) ].map(
				( icon ) => icon.getAttribute( 'aria-hidden' )
			)
		).toEqual( [ 'true', 'true' ] );
	} );

	it( 'comes with three items and a check icon', () => {
		const options = iconListDefinition.optionsEnabled.block!.options;
		expect( listItems( options[ 0 ]?.value, 'check_circle' ) ).toHaveLength(
			3
		);
		expect( options[ 1 ]?.value ).toBe( 'check_circle' );
	} );

	it( 'reads only text, and keeps a colon that does not follow an icon name', () => {
		expect( listItems( 42, 'x' ) ).toEqual( [] );
		expect( listItems( 'Time: 10:00', 'schedule' ) ).toEqual( [
			{ icon: 'schedule', text: 'Time: 10:00' },
		] );
	} );
} );
