/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { iconDefinition } from '../definition';
import Icon from '../icon';

function renderIcon( stored: Record< string, unknown > = {} ) {
	return render(
		<Icon
			block={ block( 'uip-icon' ) }
			mode="prod"
			options={ optionsWithDefaults( iconDefinition, stored ) }
		/>
	);
}

describe( 'uip-icon', () => {
	it( 'shows "favorite" by default, hidden from screen readers', () => {
		const { container } = renderIcon();
		const icon = container.querySelector( '.uip-icon' );
		expect( icon ).toHaveAttribute( 'data-uip-icon', 'favorite' );
		expect( icon ).toHaveAttribute( 'aria-hidden', 'true' );
	} );

	it( 'accepts a name or an { value } object', () => {
		const { container, unmount } = renderIcon( { icon: 'home' } );
		expect( container.querySelector( '.uip-icon' ) ).toHaveAttribute(
			'data-uip-icon',
			'home'
		);
		unmount();

		const second = renderIcon( { icon: { value: 'settings' } } );
		expect( second.container.querySelector( '.uip-icon' ) ).toHaveAttribute(
			'data-uip-icon',
			'settings'
		);
	} );
} );
