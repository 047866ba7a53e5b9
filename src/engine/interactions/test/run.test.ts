/**
 * Internal dependencies
 */
import { GLOBAL_ACTION_EVENTS } from '../global-events';
import { runInteraction } from '../run';
import { environment, interaction, page } from './fixtures';

describe( 'runInteraction: element actions', () => {
	it( 'hideElement sets hidden and the uip-hidden class on the target', () => {
		const { root, self, panel } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( {
					action: 'hideElement',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				env
			)
		).toBe( true );
		expect( panel.hidden ).toBe( true );
		expect( panel ).toHaveClass( 'uip-hidden' );
		expect( panel ).not.toBeVisible();
		expect( env.log ).not.toHaveBeenCalled();
	} );

	it( 'showElement removes both', () => {
		const { root, self, panel } = page();
		panel.hidden = true;
		panel.classList.add( 'uip-hidden' );
		expect(
			runInteraction(
				interaction( {
					action: 'showElement',
					target: 'selector',
					selector: '.panel',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( panel.hidden ).toBe( false );
		expect( panel ).not.toHaveClass( 'uip-hidden' );
	} );

	it( 'toggleElementVisibility flips each target', () => {
		const { root, self, panel, other } = page();
		other.hidden = true;
		const toggle = interaction( {
			action: 'toggleElementVisibility',
			target: 'selector',
			selector: '.panel',
		} );
		const env = environment( self, root );
		expect( runInteraction( toggle, env ) ).toBe( true );
		expect( panel.hidden ).toBe( true );
		expect( other.hidden ).toBe( false );
		runInteraction( toggle, env );
		expect( panel.hidden ).toBe( false );
		expect( panel ).not.toHaveClass( 'uip-hidden' );
		expect( other.hidden ).toBe( true );
	} );

	it( 'addAttribute sets the attribute on self', () => {
		const { root, self } = page();
		expect(
			runInteraction(
				interaction( {
					action: 'addAttribute',
					key: 'aria-pressed',
					keyvalue: 'true',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( self ).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'removeAttribute removes it', () => {
		const { root, self, panel } = page();
		panel.setAttribute( 'title', 'Hello' );
		expect(
			runInteraction(
				interaction( {
					action: 'removeAttribute',
					key: 'title',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( panel ).not.toHaveAttribute( 'title' );
	} );

	it( 'toggleAttribute sets the value, then removes it', () => {
		const { root, self } = page();
		const toggle = interaction( {
			action: 'toggleAttribute',
			key: 'data-open',
			keyvalue: 'yes',
		} );
		const env = environment( self, root );
		expect( runInteraction( toggle, env ) ).toBe( true );
		expect( self ).toHaveAttribute( 'data-open', 'yes' );
		runInteraction( toggle, env );
		expect( self ).not.toHaveAttribute( 'data-open' );
		self.setAttribute( 'data-open', 'no' );
		runInteraction( toggle, env );
		expect( self ).toHaveAttribute( 'data-open', 'yes' );
	} );

	it( 'javascript runs the code with the target element', () => {
		const { root, self, panel } = page();
		expect(
			runInteraction(
				interaction( {
					action: 'javascript',
					target: 'selector',
					selector: '.panel',
					javascript:
						'element.dataset.ran = String( targets.length ); this.classList.add( interaction.id );',
				} ),
				environment( self, root )
			)
		).toBe( true );
		expect( panel.dataset.ran ).toBe( '2' );
		expect( panel ).toHaveClass( 'i1' );
	} );

	it( 'javascript that throws is logged and fails', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( {
					action: 'javascript',
					javascript: 'throw new Error( "bad" )',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'the action threw' ),
			expect.objectContaining( { message: 'bad' } )
		);
	} );

	it( 'acts on every rendered copy of a target block', () => {
		const { root, self, panel } = page();
		const copy = panel.cloneNode( true ) as HTMLElement;
		root.appendChild( copy );
		runInteraction(
			interaction( {
				action: 'hideElement',
				target: 'block',
				blockTarget: 'pnl000000000000000000001',
			} ),
			environment( self, root )
		);
		expect( panel.hidden ).toBe( true );
		expect( copy.hidden ).toBe( true );
	} );

	it( 'looks targets up only inside the root', () => {
		const { self, panel } = page();
		const elsewhere = document.createElement( 'div' );
		document.body.appendChild( elsewhere );
		const env = environment( self, elsewhere );
		expect(
			runInteraction(
				interaction( {
					target: 'selector',
					selector: '.panel',
				} ),
				env
			)
		).toBe( false );
		expect( panel.hidden ).toBe( false );
	} );
} );

describe( 'runInteraction: failures are logged and return false', () => {
	it( 'no valid target: nothing matches', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( { target: 'selector', selector: '.missing' } ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'no valid target' )
		);
	} );

	it( 'no valid target: a block uid not on the page', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( { target: 'block', blockTarget: 'nope' } ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'no valid target' )
		);
	} );

	it( 'no target at all', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction( interaction( { target: 'block' } ), env )
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'no target' )
		);
	} );

	it( 'no key', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( { action: 'addAttribute', keyvalue: 'x' } ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'no key' )
		);
	} );

	it( 'invalid selector', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( { target: 'selector', selector: '.panel[' } ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'invalid selector ".panel["' )
		);
	} );

	it( 'an attribute name the browser refuses', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( {
					action: 'addAttribute',
					key: 'bad name',
					keyvalue: 'x',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'the action threw' ),
			expect.anything()
		);
	} );
} );

describe( 'runInteraction: block-specific actions', () => {
	it( 'calls the target block’s handler with the interaction', () => {
		const { root, self } = page();
		const openDropdown = jest.fn();
		const env = environment( self, root, {
			pnl000000000000000000001: { openDropdown },
		} );
		const open = interaction( {
			action: 'openDropdown',
			target: 'block',
			blockTarget: 'pnl000000000000000000001',
		} );
		expect( runInteraction( open, env ) ).toBe( true );
		expect( openDropdown ).toHaveBeenCalledWith( open );
	} );

	it( 'on self uses the triggering block’s uid', () => {
		const { root, self } = page();
		const press = jest.fn();
		const env = environment( self, root, {
			btn000000000000000000001: { press },
		} );
		expect(
			runInteraction( interaction( { action: 'press' } ), env )
		).toBe( true );
		expect( press ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'block not found', () => {
		const { root, self } = page();
		const env = environment( self, root );
		expect(
			runInteraction(
				interaction( {
					action: 'openDropdown',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'block not found' )
		);
	} );

	it( 'block lacks the method', () => {
		const { root, self } = page();
		const env = environment( self, root, {
			pnl000000000000000000001: { closeDropdown: jest.fn() },
		} );
		expect(
			runInteraction(
				interaction( {
					action: 'openDropdown',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'lacks the method "openDropdown"' )
		);
	} );

	it( 'does not treat inherited properties as methods', () => {
		const { root, self } = page();
		const env = environment( self, root, {
			pnl000000000000000000001: {},
		} );
		expect(
			runInteraction(
				interaction( {
					action: 'toString',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( 'lacks the method' )
		);
	} );

	it( 'a handler that throws is logged', () => {
		const { root, self } = page();
		const env = environment( self, root, {
			pnl000000000000000000001: {
				openDropdown: () => {
					throw new Error( 'nope' );
				},
			},
		} );
		expect(
			runInteraction(
				interaction( {
					action: 'openDropdown',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				env
			)
		).toBe( false );
		expect( env.log ).toHaveBeenCalled();
	} );
} );

describe( 'runInteraction: global actions', () => {
	it.each( Object.entries( GLOBAL_ACTION_EVENTS ) )(
		'%s dispatches %s on document, without a target',
		( action, eventName ) => {
			const { root, self } = page();
			const listener = jest.fn();
			document.addEventListener( eventName, listener );
			const global = interaction( {
				action,
				target: '' as unknown as 'self',
			} );
			expect( runInteraction( global, environment( self, root ) ) ).toBe(
				true
			);
			document.removeEventListener( eventName, listener );
			expect( listener ).toHaveBeenCalledTimes( 1 );
			const event = listener.mock.calls[ 0 ][ 0 ] as CustomEvent;
			expect( event ).toBeInstanceOf( CustomEvent );
			expect( event.detail ).toEqual( {
				interaction: global,
				source: self,
			} );
		}
	);

	it( 'uses the spec’s event names', () => {
		expect( GLOBAL_ACTION_EVENTS ).toEqual( {
			toggleDarkMode: 'uipress/darkmode/toggle',
			toggleMenuCollapse: 'uipress/menu/togglecollapse',
			toggleFulscreenMode: 'uipress/window/fullscreen',
			toggleScreenOptions: 'uipress/screenoptions/toggle',
			toggleHelpOptions: 'uipress/helpoptions/toggle',
		} );
	} );
} );
