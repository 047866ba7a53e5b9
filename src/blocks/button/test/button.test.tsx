/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type {
	BlockLink,
	BlockOptions,
	DisplayMode,
} from '../../../engine/types';
import { block } from '../../../engine/renderer/test/helpers';
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import Button from '../button';
import { buttonDefinition } from '../definition';

function renderButton(
	stored: BlockOptions = {},
	mode: DisplayMode = 'prod',
	linkTo?: BlockLink
) {
	return render(
		<Button
			block={ block( 'uip-button', linkTo ? { linkTo } : {} ) }
			mode={ mode }
			options={ optionsWithDefaults( buttonDefinition, stored ) }
		/>
	);
}

describe( 'uip-button', () => {
	it( 'says "Press me" by default', () => {
		renderButton();
		expect(
			screen.getByRole( 'button', { name: 'Press me' } )
		).toHaveAttribute( 'type', 'button' );
	} );

	it( 'declares the buttonStyle group on .uip-button', () => {
		expect( buttonDefinition.optionsEnabled.styleGroups ).toEqual( [
			expect.objectContaining( {
				name: 'buttonStyle',
				class: '.uip-button',
			} ),
		] );
	} );

	it( 'has one link setting: the shared link, which it renders itself', () => {
		expect(
			buttonDefinition.optionsEnabled.block?.options.map(
				( option ) => option.option
			)
		).not.toContain( 'linkSelect' );
		expect( buttonDefinition.ownLink ).toBe( true );
	} );

	it( 'is a link when it has one, in a new tab when asked', () => {
		renderButton( { buttonText: 'Docs' }, 'prod', {
			value: 'https://example.com/',
			newTab: true,
		} );
		const link = screen.getByRole( 'link', { name: 'Docs' } );
		expect( link ).toHaveAttribute( 'href', 'https://example.com/' );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'opens external links in a new tab with newTab "dynamic"', () => {
		const { unmount } = renderButton( { buttonText: 'Away' }, 'prod', {
			value: 'https://example.org/',
			newTab: 'dynamic',
		} );
		expect( screen.getByRole( 'link', { name: 'Away' } ) ).toHaveAttribute(
			'target',
			'_blank'
		);
		unmount();

		renderButton( { buttonText: 'Posts' }, 'prod', {
			value: '/wp-admin/edit.php',
			newTab: 'dynamic',
		} );
		expect(
			screen.getByRole( 'link', { name: 'Posts' } )
		).not.toHaveAttribute( 'target' );
	} );

	it( 'refuses script URLs and stays a button', () => {
		renderButton( { buttonText: 'Sneaky' }, 'prod', {
			value: ' javascript:alert(1)',
			newTab: false,
		} );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Sneaky' } )
		).toBeInTheDocument();
	} );

	it( 'does not follow its link in the builder', () => {
		renderButton( { buttonText: 'Stay' }, 'builder', {
			value: '/wp-admin/',
			newTab: false,
		} );
		const link = screen.getByRole( 'link', { name: 'Stay' } );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		fireEvent( link, click );
		expect( click.defaultPrevented ).toBe( true );
	} );

	it( 'puts the icon on the chosen side', () => {
		const { container } = renderButton( {
			buttonText: 'Next',
			icon: 'arrow_forward',
			iconPosition: 'right',
		} );
		const button = container.querySelector( '.uip-button' );
		expect( button?.lastElementChild ).toHaveAttribute(
			'data-uip-icon',
			'arrow_forward'
		);
		expect( button?.firstElementChild ).toHaveTextContent( 'Next' );
	} );
} );
