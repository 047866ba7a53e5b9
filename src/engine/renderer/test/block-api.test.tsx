/**
 * External dependencies
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { TemplateRenderer, useBlockActions } from '..';
import { BLOCKS_FILTER } from '../../registry';
import type {
	BlockComponentProps,
	BlockDefinition,
	Interaction,
} from '../../types';
import { block, engine, paragraph, rootOf } from './helpers';

const NAMESPACE = 'uipress-test/block-api';

const sayHello = jest.fn();

function Greeter( { block: self }: BlockComponentProps ) {
	useBlockActions( self.uid, { sayHello } );
	return <span>Greeter</span>;
}

function Broken(): JSX.Element {
	throw new Error( 'broken block' );
}

function definition(
	moduleName: string,
	component: BlockDefinition[ 'component' ]
): BlockDefinition {
	return {
		name: moduleName,
		moduleName,
		description: '',
		group: 'elements',
		icon: 'extension',
		optionsEnabled: {},
		component,
	};
}

function interaction( overrides: Partial< Interaction > ): Interaction {
	return {
		id: 'click-1',
		type: 'click',
		target: 'block',
		blockTarget: '',
		selector: '',
		action: 'toggleElementVisibility',
		key: '',
		keyvalue: '',
		javascript: '',
		...overrides,
	};
}

describe( 'TemplateRenderer and blocks', () => {
	afterEach( () => {
		cleanup();
		removeFilter( BLOCKS_FILTER, NAMESPACE );
		sayHello.mockReset();
	} );

	it( 'binds interactions in prod and preview, not in the builder', () => {
		const target = paragraph( 'Now you see me' );
		const button = block( 'uip-button', {
			settings: { block: { options: { buttonText: 'Toggle' } } },
			interactions: [ interaction( { blockTarget: target.uid } ) ],
		} );

		for ( const mode of [ 'prod', 'preview' ] as const ) {
			const { container, unmount } = render(
				<TemplateRenderer blocks={ [ button, target ] } mode={ mode } />
			);
			fireEvent.click( screen.getByRole( 'button', { name: 'Toggle' } ) );
			expect( rootOf( container, target.uid ) ).not.toBeVisible();
			fireEvent.click( screen.getByRole( 'button', { name: 'Toggle' } ) );
			expect( rootOf( container, target.uid ) ).toBeVisible();
			unmount();
		}

		const { container } = render(
			<TemplateRenderer blocks={ [ button, target ] } mode="builder" />
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Toggle' } ) );
		expect( rootOf( container, target.uid ) ).toBeVisible();
	} );

	it( 'runs block-specific actions a block registered with useBlockActions', () => {
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			definition( 'test-greeter', Greeter ),
		] );
		const greeter = block( 'test-greeter' );
		const trigger = block( 'uip-button', {
			settings: { block: { options: { buttonText: 'Greet' } } },
			interactions: [
				interaction( { blockTarget: greeter.uid, action: 'sayHello' } ),
			],
		} );
		render(
			<TemplateRenderer blocks={ [ trigger, greeter ] } mode="prod" />
		);

		fireEvent.click( screen.getByRole( 'button', { name: 'Greet' } ) );

		expect( sayHello ).toHaveBeenCalledTimes( 1 );
		expect( sayHello ).toHaveBeenCalledWith(
			expect.objectContaining( { action: 'sayHello' } )
		);
	} );

	it( 'renders a block whose filter is added after the template', () => {
		const late = block( 'test-late' );
		render( <TemplateRenderer blocks={ [ late ] } mode="prod" /> );
		expect(
			screen.getByText( "This component is missing or can't be loaded" )
		).toBeInTheDocument();

		act( () => {
			addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
				...blocks,
				definition( 'test-late', () => <span>Arrived</span> ),
			] );
		} );

		expect( screen.getByText( 'Arrived' ) ).toBeInTheDocument();
	} );

	it( 'shows the missing notice for a block that fails, and the rest', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			definition( 'test-broken', Broken ),
		] );
		const broken = block( 'test-broken' );
		const { container } = render(
			<TemplateRenderer
				blocks={ [ broken, paragraph( 'Unharmed' ) ] }
				mode="prod"
			/>
		);

		expect( rootOf( container, broken.uid ) ).toHaveTextContent(
			"This component is missing or can't be loaded"
		);
		expect( screen.getByText( 'Unharmed' ) ).toBeInTheDocument();
		expect( error ).toHaveBeenCalledWith(
			'UiPress: the block "test-broken" failed to render.',
			expect.any( Error )
		);
		error.mockRestore();
	} );

	it( 'tries a failed block again once it changes', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			definition( 'test-fragile', ( { options } ) => {
				if ( options.broken ) {
					throw new Error( 'broken' );
				}
				return <span>Mended</span>;
			} ),
		] );
		const fragile = block( 'test-fragile', {
			settings: { block: { options: { broken: true } } },
		} );
		const { rerender } = render(
			<TemplateRenderer blocks={ [ fragile ] } mode="prod" />
		);
		expect(
			screen.getByText( "This component is missing or can't be loaded" )
		).toBeInTheDocument();

		const mended = { ...fragile, settings: { block: { options: {} } } };
		rerender( <TemplateRenderer blocks={ [ mended ] } mode="prod" /> );

		expect( screen.getByText( 'Mended' ) ).toBeInTheDocument();
		error.mockRestore();
	} );

	it( 'puts dynamic values into dynamic-capable text', () => {
		const greeting = block( 'uip-heading', {
			settings: {
				block: {
					options: {
						headingText: {
							string: 'Hello',
							dynamic: true,
							dynamicKey: 'test_name',
							dynamicPos: 'right',
						},
					},
				},
			},
		} );
		render(
			<TemplateRenderer
				blocks={ [ greeting ] }
				mode="prod"
				engine={ engine( {
					dynamicData: {
						test_name: {
							label: 'Name',
							value: 'Ada',
							group: 'user',
						},
					},
				} ) }
			/>
		);
		expect(
			screen.getByRole( 'heading', { name: 'Hello Ada' } )
		).toBeInTheDocument();
	} );

	it( 'shows a dynamic value holding markup as text', () => {
		const markup = '<img src=x onerror=window.__uipXss=1>';
		const text = {
			string: 'Hi',
			dynamic: true,
			dynamicKey: 'test_markup',
			dynamicPos: 'right',
		};
		const { container } = render(
			<TemplateRenderer
				blocks={ [
					block( 'uip-heading', {
						settings: { block: { options: { headingText: text } } },
					} ),
					paragraph( '', {
						settings: { block: { options: { text } } },
					} ),
				] }
				mode="prod"
				engine={ engine( {
					dynamicData: {
						test_markup: {
							label: 'Markup',
							value: markup,
							group: 'site',
						},
					},
				} ) }
			/>
		);
		expect(
			screen.getByRole( 'heading', { name: `Hi ${ markup }` } )
		).toBeInTheDocument();
		expect( container.querySelector( 'p' ) ).toHaveTextContent(
			`Hi ${ markup }`
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'renders again only the blocks whose objects changed', () => {
		const renders = jest.fn();
		addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
			...blocks,
			definition( 'test-counted', ( { block: self } ) => {
				renders( self.uid );
				return <span>{ self.uid }</span>;
			} ),
		] );
		const first = block( 'test-counted' );
		const second = block( 'test-counted' );
		const { rerender } = render(
			<TemplateRenderer blocks={ [ first, second ] } mode="prod" />
		);
		renders.mockClear();

		const changed = { ...second, name: 'Renamed' };
		rerender(
			<TemplateRenderer blocks={ [ first, changed ] } mode="prod" />
		);

		expect( renders.mock.calls ).toEqual( [ [ second.uid ] ] );
	} );

	it( 'applies definition defaults under stored options', () => {
		render(
			<TemplateRenderer
				blocks={ [ block( 'uip-button' ) ] }
				mode="prod"
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Press me' } )
		).toBeInTheDocument();
	} );
} );
