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

	describe( 'onClickCode', () => {
		const code =
			'element.dataset.clicks = String( Number( element.dataset.clicks || 0 ) + 1 );';

		it( 'is a JavaScript code option (guarded as code on the server)', () => {
			expect(
				buttonDefinition.optionsEnabled.block?.options.find(
					( option ) => option.uniqueKey === 'onClickCode'
				)
			).toEqual(
				expect.objectContaining( {
					option: 'code',
					args: { language: 'js' },
				} )
			);
		} );

		it( 'runs on each click in production, with element the button', () => {
			renderButton( { buttonText: 'Run', onClickCode: code } );
			const button = screen.getByRole( 'button', { name: 'Run' } );
			fireEvent.click( button );
			fireEvent.click( button );
			expect( button ).toHaveAttribute( 'data-clicks', '2' );
		} );

		it( 'runs before a link is followed', () => {
			renderButton( { buttonText: 'Go', onClickCode: code }, 'prod', {
				value: '/wp-admin/edit.php',
				newTab: false,
			} );
			const link = screen.getByRole( 'link', { name: 'Go' } );
			fireEvent.click( link );
			expect( link ).toHaveAttribute( 'data-clicks', '1' );
		} );

		it.each( [ 'builder', 'preview' ] as const )(
			'never runs in the %s',
			( mode ) => {
				renderButton( { buttonText: 'Run', onClickCode: code }, mode );
				const button = screen.getByRole( 'button', { name: 'Run' } );
				fireEvent.click( button );
				expect( button ).not.toHaveAttribute( 'data-clicks' );
			}
		);

		it( 'reports failing code on the console and keeps working', () => {
			const error = jest
				.spyOn( console, 'error' )
				.mockImplementation( () => undefined );
			renderButton( { buttonText: 'Oops', onClickCode: 'nope(' } );
			fireEvent.click( screen.getByRole( 'button', { name: 'Oops' } ) );
			expect( error ).toHaveBeenCalledWith(
				expect.stringContaining( 'click code of block' ),
				expect.anything()
			);
			error.mockRestore();
		} );
	} );
} );
