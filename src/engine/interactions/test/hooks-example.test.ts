/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { runInteraction } from '../run';
import type { InteractionActionHandlers } from '../types';
import { environment, interaction, page } from './fixtures';

/** The example of docs/HOOKS.md, `uipress.interactions.actions`. */
describe( 'docs/HOOKS.md: uipress.interactions.actions example', () => {
	beforeEach( () => {
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
	} );
	afterEach( () =>
		removeFilter( 'uipress.interactions.actions', 'uipress/test' )
	);

	it( 'adds the class to every target', () => {
		const { root, self, panel } = page();
		expect(
			runInteraction(
				interaction( {
					action: 'addClass',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
					keyvalue: 'is-open',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( panel ).toHaveClass( 'is-open' );
	} );

	it( 'fails, logged, when the target is missing', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( {
					action: 'addClass',
					target: 'selector',
					selector: '.nothing-here',
					keyvalue: 'is-open',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'no valid target' )
		);
	} );
} );
