/**
 * Internal dependencies
 */
import { commandFor, type KeyPress } from '../shortcuts';
import { templateIdFromUrl, urlForTemplate } from '../route';

function press(
	key: string,
	target: Element,
	modifiers: Partial< KeyPress > = {}
): KeyPress {
	return {
		key,
		ctrlKey: false,
		metaKey: false,
		shiftKey: false,
		altKey: false,
		target,
		...modifiers,
	};
}

describe( 'commandFor', () => {
	document.body.innerHTML = `
		<div class="uip-editor-canvas"><div data-uip-uid="a" id="block"></div></div>
		<aside class="uip-editor__sidebar--right"><button id="setting"></button><input id="text"></aside>`;
	const block = document.getElementById( 'block' ) as Element;
	const setting = document.getElementById( 'setting' ) as Element;
	const text = document.getElementById( 'text' ) as Element;

	it( 'maps block commands in the canvas', () => {
		expect( commandFor( press( 'Delete', block ) ) ).toBe( 'delete' );
		expect( commandFor( press( 'Backspace', block ) ) ).toBe( 'delete' );
		expect( commandFor( press( 'c', block, { ctrlKey: true } ) ) ).toBe(
			'copy'
		);
		expect( commandFor( press( 'v', block, { metaKey: true } ) ) ).toBe(
			'paste'
		);
		expect( commandFor( press( 'd', block, { ctrlKey: true } ) ) ).toBe(
			'duplicate'
		);
		expect( commandFor( press( 'Escape', block ) ) ).toBe( 'deselect' );
	} );

	it( 'maps undo, redo and save', () => {
		expect( commandFor( press( 'z', block, { ctrlKey: true } ) ) ).toBe(
			'undo'
		);
		expect(
			commandFor( press( 'Z', block, { metaKey: true, shiftKey: true } ) )
		).toBe( 'redo' );
		expect( commandFor( press( 'y', setting, { ctrlKey: true } ) ) ).toBe(
			'redo'
		);
		expect( commandFor( press( 's', text, { ctrlKey: true } ) ) ).toBe(
			'save'
		);
	} );

	it( 'leaves keys to text fields and block keys to the canvas and layers', () => {
		expect( commandFor( press( 'Backspace', text ) ) ).toBeNull();
		expect(
			commandFor( press( 'z', text, { ctrlKey: true } ) )
		).toBeNull();
		expect( commandFor( press( 'Delete', setting ) ) ).toBeNull();
		expect(
			commandFor( press( 'c', setting, { ctrlKey: true } ) )
		).toBeNull();
		expect( commandFor( press( 'x', block ) ) ).toBeNull();
		expect(
			commandFor( press( 'Delete', block, { altKey: true } ) )
		).toBeNull();
	} );
} );

describe( 'template route', () => {
	const base = 'https://example.test/wp-admin/admin.php?page=uip-ui-builder';

	it( 'reads and writes the template parameter', () => {
		expect( templateIdFromUrl( base ) ).toBeNull();
		expect( templateIdFromUrl( `${ base }&template=12` ) ).toBe( 12 );
		expect( templateIdFromUrl( `${ base }&template=x` ) ).toBeNull();
		expect( urlForTemplate( base, 5 ) ).toBe( `${ base }&template=5` );
		expect( urlForTemplate( `${ base }&template=5`, null ) ).toBe( base );
	} );
} );
