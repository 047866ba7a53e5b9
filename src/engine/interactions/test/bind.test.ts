/**
 * External dependencies
 */
import { fireEvent } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { Interaction } from '../../types';
import { bindInteractions } from '../bind';
import { environment, interaction, page } from './fixtures';

describe( 'bindInteractions', () => {
	function setup() {
		const { root, self, panel } = page();
		const { blockActions, log } = environment( self, root );
		return { root, self, panel, env: { root, blockActions, log } };
	}

	it.each( [
		[ 'click', ( el: HTMLElement ) => fireEvent.click( el ) ],
		[ 'dblclick', ( el: HTMLElement ) => fireEvent.dblClick( el ) ],
		[ 'mouseenter', ( el: HTMLElement ) => fireEvent.mouseEnter( el ) ],
		[ 'mouseleave', ( el: HTMLElement ) => fireEvent.mouseLeave( el ) ],
		[ 'focus', ( el: HTMLElement ) => el.focus() ],
	] as const )( 'runs %s interactions on that event', ( type, fire ) => {
		const { self, panel, env } = setup();
		const cleanup = bindInteractions(
			self,
			[
				interaction( {
					type,
					action: 'toggleElementVisibility',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
			],
			env
		);
		fire( self );
		expect( panel.hidden ).toBe( true );
		cleanup();
	} );

	it( 'runs blur interactions when focus leaves the block', () => {
		const { self, panel, env } = setup();
		const cleanup = bindInteractions(
			self,
			[
				interaction( {
					type: 'blur',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
			],
			env
		);
		self.focus();
		expect( panel.hidden ).toBe( false );
		self.blur();
		expect( panel.hidden ).toBe( true );
		cleanup();
	} );

	it( 'ignores focus moving inside the block', () => {
		const { panel, env } = setup();
		const wrapper = document.createElement( 'div' );
		wrapper.setAttribute( 'data-uip-uid', 'wrp000000000000000000001' );
		const first = document.createElement( 'input' );
		const second = document.createElement( 'input' );
		wrapper.append( first, second );
		document.body.appendChild( wrapper );
		const cleanup = bindInteractions(
			wrapper,
			[
				interaction( {
					type: 'blur',
					action: 'toggleElementVisibility',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
			],
			{ ...env, root: document }
		);
		first.focus();
		second.focus();
		expect( panel.hidden ).toBe( false );
		second.blur();
		expect( panel.hidden ).toBe( true );
		cleanup();
	} );

	it( 'runs several interactions of one event in order, with self as the element', () => {
		const { self, env } = setup();
		const cleanup = bindInteractions(
			self,
			[
				interaction( {
					id: 'a',
					action: 'addAttribute',
					key: 'data-step',
					keyvalue: 'one',
				} ),
				interaction( {
					id: 'b',
					action: 'addAttribute',
					key: 'data-step',
					keyvalue: 'two',
				} ),
			],
			env
		);
		fireEvent.click( self );
		expect( self ).toHaveAttribute( 'data-step', 'two' );
		cleanup();
	} );

	it( 'the cleanup removes every listener', () => {
		const { self, panel, env } = setup();
		const cleanup = bindInteractions(
			self,
			[
				interaction( {
					type: 'click',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
				interaction( {
					type: 'mouseenter',
					target: 'block',
					blockTarget: 'pnl000000000000000000001',
				} ),
			],
			env
		);
		cleanup();
		fireEvent.click( self );
		fireEvent.mouseEnter( self );
		expect( panel.hidden ).toBe( false );
	} );

	it( 'logs and skips an unknown event type; no interactions is fine', () => {
		const { self, env } = setup();
		bindInteractions(
			self,
			[ interaction( { type: 'keydown' as unknown as 'click' } ) ],
			env
		)();
		expect( env.log ).toHaveBeenCalledWith(
			expect.stringContaining( '"keydown"' )
		);
		expect( () =>
			bindInteractions( self, undefined, env )()
		).not.toThrow();
		expect( () =>
			bindInteractions(
				self,
				[ null, 'click' ] as unknown as Interaction[],
				env
			)()
		).not.toThrow();
		expect( () =>
			bindInteractions(
				self,
				{ click: true } as unknown as Interaction[],
				env
			)()
		).not.toThrow();
	} );
} );
