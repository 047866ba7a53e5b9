/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	isLazyBlockComponent,
	lazyBlockComponent,
} from '../lazy-block-component';
import { block } from '../../renderer/test/helpers';
import type { BlockComponentProps } from '../../types';

function Real( { options }: BlockComponentProps ) {
	return <p>Real { String( options.text ) }</p>;
}

const props: BlockComponentProps = {
	block: block( 'uip-test' ),
	mode: 'prod',
	options: { text: 'block' },
};

describe( 'lazyBlockComponent', () => {
	it( 'loads once, shows a busy placeholder meanwhile, then the component', async () => {
		let resolve: ( value: { default: typeof Real } ) => void = () => {};
		const load = jest.fn(
			() =>
				new Promise< { default: typeof Real } >( ( done ) => {
					resolve = done;
				} )
		);
		const Lazy = lazyBlockComponent( load );
		expect( isLazyBlockComponent( Lazy ) ).toBe( true );
		expect( isLazyBlockComponent( Real ) ).toBe( false );

		const { container } = render( <Lazy { ...props } /> );
		expect(
			container.querySelector( '.uip-block-loading[aria-busy="true"]' )
		).not.toBeNull();
		resolve( { default: Real } );
		expect( await screen.findByText( 'Real block' ) ).toBeInTheDocument();
		expect( await Lazy.preload() ).toBe( Real );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'renders at once when its code was loaded before', async () => {
		const Lazy = lazyBlockComponent( async () => ( { default: Real } ) );
		await Lazy.preload();
		render( <Lazy { ...props } /> );
		expect( screen.getByText( 'Real block' ) ).toBeInTheDocument();
	} );

	it( 'says so when the code cannot be loaded, and tries again next time', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( { default: Real } );
		const Lazy = lazyBlockComponent( load );
		render( <Lazy { ...props } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This block could not be loaded. Reload the page to try again.'
		);
		expect( await Lazy.preload() ).toBe( Real );
	} );
} );
