/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { ELEMENT_ACTIONS, GLOBAL_ACTIONS } from '../../types';
import { builtInActions } from '../actions';
import { runInteraction } from '../run';
import type { InteractionActionHandlers } from '../types';
import { environment, interaction, page } from './fixtures';

describe( 'the uipress.interactions.actions filter', () => {
	afterEach( () =>
		removeFilter( 'uipress.interactions.actions', 'uipress/test' )
	);

	it( 'starts from every built-in action', () => {
		expect( Object.keys( builtInActions() ).sort() ).toEqual(
			[ ...ELEMENT_ACTIONS, ...GLOBAL_ACTIONS ].sort()
		);
	} );

	it( 'adds an action that runs on the resolved targets', () => {
		addFilter(
			'uipress.interactions.actions',
			'uipress/test',
			(
				actions: InteractionActionHandlers
			): InteractionActionHandlers => ( {
				...actions,
				addClass: ( targets, { keyvalue } ) =>
					targets.forEach( ( element ) =>
						element.classList.add( keyvalue )
					),
			} )
		);
		const { root, self, panel, other } = page();
		expect(
			runInteraction(
				interaction( {
					action: 'addClass',
					target: 'selector',
					selector: '.panel',
					keyvalue: 'is-active',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( panel ).toHaveClass( 'is-active' );
		expect( other ).toHaveClass( 'is-active' );
	} );

	it( 'can replace a built-in action', () => {
		const hide = jest.fn();
		addFilter(
			'uipress.interactions.actions',
			'uipress/test',
			( actions: InteractionActionHandlers ) => ( {
				...actions,
				hideElement: hide,
			} )
		);
		const { root, self } = page();
		runInteraction( interaction(), environment( self, root ) );
		expect( hide ).toHaveBeenCalledWith(
			[ self ],
			expect.objectContaining( { action: 'hideElement' } ),
			expect.objectContaining( { self } )
		);
		expect( self.hidden ).toBe( false );
	} );

	it( 'ignores entries that are not functions, and a result that is not an object', () => {
		addFilter(
			'uipress.interactions.actions',
			'uipress/test',
			( actions: InteractionActionHandlers ) => ( {
				...actions,
				broken: 'nope',
			} )
		);
		const { root, self } = page();
		const env = environment( self, root );
		expect( runInteraction( interaction(), env ) ).toBe( true );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( '"broken"' )
		);

		removeFilter( 'uipress.interactions.actions', 'uipress/test' );
		addFilter( 'uipress.interactions.actions', 'uipress/test', () => [] );
		const env2 = environment( self, root );
		expect(
			runInteraction( interaction( { action: 'showElement' } ), env2 )
		).toBe( true );
		expect( env2.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'must return an object' )
		);
	} );
} );
