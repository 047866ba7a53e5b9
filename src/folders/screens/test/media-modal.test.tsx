/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { addFoldersToMediaModals } from '../media-modal';

/** Lets the panel's kept folder arrive and React render. */
const settle = () =>
	act( () => new Promise< void >( ( resolve ) => setTimeout( resolve, 0 ) ) );

jest.mock( '../screen-panel', () => () => null );
jest.mock( '../kept-folder', () => ( {
	keptFolder: jest.fn( () => Promise.resolve( 3 ) ),
} ) );

interface FakeBrowser {
	el: HTMLElement;
	controller: { isModeActive: ( mode: string ) => boolean; on: jest.Mock };
	collection: unknown;
	options: Record< string, unknown >;
	initialize: () => void;
	remove: () => void;
}

function library( values: Record< string, unknown > ) {
	return {
		models: [],
		props: {
			get: ( key: string ) => values[ key ],
			set: ( next: Record< string, unknown > ) =>
				Object.assign( values, next ),
			unset: ( key: string ) => delete values[ key ],
		},
	};
}

function browser(
	grid: boolean,
	collection: unknown
): FakeBrowser & { values?: unknown } {
	// What wp.media.view.AttachmentsBrowser's prototype gives its views.
	const Browser = function ( this: FakeBrowser ) {
		this.el = document.createElement( 'div' );
		this.controller = { isModeActive: () => grid, on: jest.fn() };
		this.collection = collection;
		this.options = {};
		this.initialize();
	} as unknown as {
		new (): FakeBrowser;
		prototype: Record< string, unknown >;
	};
	Browser.prototype.initialize = jest.fn();
	Browser.prototype.remove = jest.fn();
	( window as unknown as { wp: unknown } ).wp = {
		media: { view: { AttachmentsBrowser: Browser } },
	};
	addFoldersToMediaModals( true );
	return new Browser();
}

describe( 'folders in media modals', () => {
	afterEach( () => {
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'puts a panel in a modal’s browser and opens the kept folder in its library', async () => {
		const values: Record< string, unknown > = { query: true };
		const made = browser( false, library( values ) );
		expect(
			made.el.querySelector( '.uip-folders-modal-panel' )
		).not.toBeNull();
		expect( made.el ).toHaveClass( 'uip-folders-has-panel' );
		await settle();
		expect( values.uip_folder ).toBe( 3 );
	} );

	it( 'puts it back when core re-renders the browser', async () => {
		const made = browser( false, library( { query: true } ) );
		made.el.innerHTML = '<div class="attachments-wrapper"></div>';
		await settle();
		expect(
			made.el.firstElementChild?.classList.contains(
				'uip-folders-modal-panel'
			)
		).toBe( true );
	} );

	it( 'leaves the grid’s browser (its panel is beside it) and a non-query collection (a gallery being edited)', () => {
		expect(
			browser( true, library( { query: true } ) ).el.children
		).toHaveLength( 0 );
		expect( browser( false, library( {} ) ).el.children ).toHaveLength( 0 );
	} );
} );
