/**
 * Internal dependencies
 */
import {
	isCommandPaletteShortcut,
	startCommandPaletteShortcut,
} from '../command-palette';
import { PAGE_EVENTS } from '../events';

describe( 'command palette shortcut', () => {
	const key = ( init: KeyboardEventInit ) =>
		new KeyboardEvent( 'keydown', {
			key: 'k',
			bubbles: true,
			cancelable: true,
			...init,
		} );

	it( 'is Ctrl+K or ⌘K, nothing else', () => {
		expect( isCommandPaletteShortcut( key( { ctrlKey: true } ) ) ).toBe(
			true
		);
		expect(
			isCommandPaletteShortcut( key( { metaKey: true, key: 'K' } ) )
		).toBe( true );
		expect( isCommandPaletteShortcut( key( {} ) ) ).toBe( false );
		expect(
			isCommandPaletteShortcut( key( { ctrlKey: true, shiftKey: true } ) )
		).toBe( false );
		expect(
			isCommandPaletteShortcut( key( { ctrlKey: true, key: 'j' } ) )
		).toBe( false );
	} );

	it( 'asks for the palette and keeps the browser’s own Ctrl+K from running', () => {
		const asked = jest.fn();
		document.addEventListener( PAGE_EVENTS.commandPalette, asked );
		const stop = startCommandPaletteShortcut( document );
		const press = key( { ctrlKey: true } );
		document.body.dispatchEvent( press );
		expect( asked ).toHaveBeenCalledTimes( 1 );
		expect( press.defaultPrevented ).toBe( true );
		document.body.dispatchEvent( key( {} ) );
		expect( asked ).toHaveBeenCalledTimes( 1 );
		stop();
		document.body.dispatchEvent( key( { ctrlKey: true } ) );
		expect( asked ).toHaveBeenCalledTimes( 1 );
		document.removeEventListener( PAGE_EVENTS.commandPalette, asked );
	} );
} );
