/**
 * External dependencies
 */
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import MediaLibrary from '..';
import { draggedItems } from '../../../folders/drag';
import type { ItemsMoved } from '../../../folders/types';
import { readMediaFolders } from '../library-folders';
import {
	answerApiFetch,
	clearNotifications,
	shownNotifications,
} from '../../utils/test-helpers';
import { listResponse, mediaItem } from './fixtures';

interface PanelProps {
	kind: string;
	folder: number | null;
	onOpen: ( folder: number | null ) => void;
	onItemsMoved?: ( moved: ItemsMoved, ids: number[] ) => void;
}

// The panel is the folders client's (its own tests): here, what the dialog
// gives it and does with what it reports.
jest.mock( '../../../folders/components/folder-panel', () => ( {
	__esModule: true,
	default: ( { kind, folder, onOpen, onItemsMoved }: PanelProps ) => (
		<div
			data-testid="folder-panel"
			data-kind={ kind }
			data-folder={ String( folder ) }
		>
			<button type="button" onClick={ () => onOpen( 7 ) }>
				Open Holidays
			</button>
			<button type="button" onClick={ () => onOpen( 0 ) }>
				Open Uncategorised
			</button>
			<button
				type="button"
				onClick={ () =>
					onItemsMoved?.(
						{ moved: 1, folder: 9, counts: {}, uncategorised: 0 },
						[ 1 ]
					)
				}
			>
				Report a move
			</button>
		</div>
	),
} ) );

interface MoveDialogProps {
	kind: string;
	ids: number[];
	onClose: () => void;
	onMoved?: ( moved: ItemsMoved, ids: number[] ) => void;
}

jest.mock( '../../../folders/components/move-to-folder-dialog', () => ( {
	__esModule: true,
	default: ( { kind, ids, onClose, onMoved }: MoveDialogProps ) => (
		<div role="dialog" aria-label={ `Move ${ kind } ${ ids.join() }` }>
			<button
				type="button"
				onClick={ () => {
					onMoved?.(
						{ moved: 1, folder: 9, counts: {}, uncategorised: 0 },
						ids
					);
					onClose();
				} }
			>
				Move
			</button>
		</div>
	),
} ) );

const TREE = {
	kind: 'attachment',
	label: 'Media',
	folders: [ { id: 7, name: 'Holidays', parent: 0, position: 0, count: 2 } ],
	all: 3,
	uncategorised: 1,
	canEdit: true,
};

function url( options: APIFetchOptions ) {
	return new URL( `http://x${ options.path ?? '' }` );
}

/**
 * Answers the library (two images a folder) and the folders' tree.
 *
 * @param options The request.
 */
function site( options: APIFetchOptions ) {
	const path = url( options );
	if ( path.pathname.startsWith( '/uipress/v1/folders' ) ) {
		return TREE;
	}
	if ( options.method === 'POST' ) {
		return mediaItem( 50 );
	}
	const folder = path.searchParams.get( 'uip_folder' );
	const first = folder === null ? 1 : Number( folder ) * 10 + 1;
	return listResponse( [ mediaItem( first ), mediaItem( first + 1 ) ], 2 );
}

function foldersOn( canEdit = true ) {
	window.uipressConfig = {
		folders: {
			kinds: {
				attachment: {
					label: 'Media',
					taxonomy: 'uip_folder_attachment',
					canEdit,
				},
			},
			screen: 'builder',
			kind: 'attachment',
			folder: null,
			restPath: '/uipress/v1/folders',
		},
	};
}

function renderDialog() {
	render( <MediaLibrary onSelect={ jest.fn() } onCancel={ jest.fn() } /> );
}

function mediaGets( calls: APIFetchOptions[] ) {
	return calls
		.filter(
			( call ) => ! call.method && url( call ).pathname === '/wp/v2/media'
		)
		.map( url );
}

describe( 'MediaLibrary with folders', () => {
	beforeEach( () => clearNotifications() );
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'shows no panel and sends no folder when folders are off', async () => {
		const calls = answerApiFetch( site );
		renderDialog();
		await screen.findByRole( 'button', { name: 'Image 1' } );
		expect( screen.queryByTestId( 'folder-panel' ) ).toBeNull();
		expect(
			mediaGets( calls ).every(
				( call ) => ! call.searchParams.has( 'uip_folder' )
			)
		).toBe( true );
		expect(
			screen
				.getByRole( 'button', { name: 'Image 1' } )
				.getAttribute( 'draggable' )
		).toBeNull();
	} );

	it( 'lists the folder opened in the panel, and Uncategorised as uip_folder=0', async () => {
		foldersOn();
		const calls = answerApiFetch( site );
		renderDialog();
		const panel = await screen.findByTestId( 'folder-panel' );
		expect( panel ).toHaveAttribute( 'data-kind', 'attachment' );
		expect( panel ).toHaveAttribute( 'data-folder', 'null' );
		await screen.findByRole( 'button', { name: 'Image 1' } );
		expect(
			mediaGets( calls )[ 0 ]?.searchParams.has( 'uip_folder' )
		).toBe( false );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Open Holidays' } )
		);
		await screen.findByRole( 'button', { name: 'Image 71' } );
		expect( panel ).toHaveAttribute( 'data-folder', '7' );
		expect(
			screen.queryByRole( 'button', { name: 'Image 1' } )
		).toBeNull();
		const opened = mediaGets( calls ).at( -1 );
		expect( opened?.searchParams.get( 'uip_folder' ) ).toBe( '7' );
		expect( opened?.searchParams.get( 'page' ) ).toBe( '1' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Open Uncategorised' } )
		);
		await screen.findByRole( 'button', { name: 'Image 1' } );
		expect(
			mediaGets( calls ).at( -1 )?.searchParams.get( 'uip_folder' )
		).toBe( '0' );
	} );

	it( 'keeps the folder when searching, and reloads the list after a move', async () => {
		foldersOn();
		const calls = answerApiFetch( site );
		renderDialog();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Open Holidays' } )
		);
		await screen.findByRole( 'button', { name: 'Image 71' } );
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'sea' },
		} );
		await waitFor( () =>
			expect(
				mediaGets( calls ).at( -1 )?.searchParams.get( 'search' )
			).toBe( 'sea' )
		);
		expect(
			mediaGets( calls ).at( -1 )?.searchParams.get( 'uip_folder' )
		).toBe( '7' );
		const before = mediaGets( calls ).length;
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Report a move' } )
		);
		await waitFor( () =>
			expect( mediaGets( calls ).length ).toBe( before + 1 )
		);
		expect(
			mediaGets( calls ).at( -1 )?.searchParams.get( 'uip_folder' )
		).toBe( '7' );
	} );

	it( 'uploads into the open folder and refreshes the counts', async () => {
		foldersOn();
		const calls = answerApiFetch( site );
		renderDialog();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Open Holidays' } )
		);
		await screen.findByRole( 'button', { name: 'Image 71' } );
		fireEvent.click( screen.getByRole( 'tab', { name: 'Upload' } ) );
		expect(
			screen.getByText( 'They go into the folder open in the Library.' )
		).toBeInTheDocument();
		const input = document.querySelector(
			'input[type="file"]'
		) as HTMLInputElement;
		fireEvent.change( input, {
			target: {
				files: [
					new File( [ 'a' ], 'sea.png', { type: 'image/png' } ),
				],
			},
		} );
		await waitFor( () =>
			expect(
				shownNotifications().map( ( shown ) => shown.title )
			).toContain( 'uploaded complete' )
		);
		const upload = calls.find( ( call ) => call.method === 'POST' );
		expect( url( upload as APIFetchOptions ).pathname ).toBe(
			'/wp/v2/media'
		);
		expect(
			url( upload as APIFetchOptions ).searchParams.get( 'uip_folder' )
		).toBe( '7' );
		await waitFor( () =>
			expect(
				calls.some(
					( call ) =>
						url( call ).pathname ===
						'/uipress/v1/folders/attachment'
				)
			).toBe( true )
		);
		// Back in the Library, in the same folder.
		await screen.findByRole( 'button', { name: 'Image 71' } );
	} );

	it( 'makes images draggable onto folders with the drag protocol', async () => {
		foldersOn();
		answerApiFetch( site );
		renderDialog();
		const image = await screen.findByRole( 'button', { name: 'Image 1' } );
		expect( image ).toHaveAttribute( 'draggable', 'true' );
		const data = new Map< string, string >();
		const dataTransfer = {
			setData: ( type: string, value: string ) => data.set( type, value ),
			getData: ( type: string ) => data.get( type ) ?? '',
			get types() {
				return [ ...data.keys() ];
			},
			setDragImage: jest.fn(),
			effectAllowed: 'all',
		};
		fireEvent.dragStart( image, { dataTransfer } );
		expect(
			draggedItems( { dataTransfer } as unknown as DragEvent )
		).toEqual( { kind: 'attachment', ids: [ 1 ] } );
	} );

	it( 'moves the chosen image by keyboard (Move to folder…) and reloads the list', async () => {
		foldersOn();
		const calls = answerApiFetch( site );
		renderDialog();
		expect(
			screen.queryByRole( 'button', { name: 'Move to folder…' } )
		).toBeNull();
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Image 2' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move to folder…' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Move attachment 2',
		} );
		const before = mediaGets( calls ).length;
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Move' } )
		);
		await waitFor( () =>
			expect( mediaGets( calls ).length ).toBe( before + 1 )
		);
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'offers no drag nor Move to folder… to a viewer who may not file', async () => {
		foldersOn( false );
		answerApiFetch( site );
		renderDialog();
		const image = await screen.findByRole( 'button', { name: 'Image 1' } );
		expect( image.getAttribute( 'draggable' ) ).toBeNull();
		fireEvent.click( image );
		expect(
			screen.queryByRole( 'button', { name: 'Move to folder…' } )
		).toBeNull();
		expect( screen.getByTestId( 'folder-panel' ) ).toBeInTheDocument();
	} );
} );

describe( 'readMediaFolders', () => {
	it( 'reads the folders config, the bare flag, or nothing', () => {
		expect( readMediaFolders( undefined ) ).toEqual( {
			enabled: false,
			canEdit: false,
			initialFolder: null,
		} );
		expect( readMediaFolders( { foldersEnabled: true } ) ).toEqual( {
			enabled: true,
			canEdit: true,
			initialFolder: null,
		} );
		expect(
			readMediaFolders( {
				folders: {
					kinds: {
						page: { label: 'Pages', taxonomy: 'x', canEdit: true },
					},
					kind: 'page',
					folder: 3,
				},
			} ).enabled
		).toBe( false );
		expect(
			readMediaFolders( {
				folders: {
					kinds: {
						attachment: {
							label: 'Media',
							taxonomy: 'uip_folder_attachment',
							canEdit: false,
						},
					},
					kind: 'attachment',
					folder: 4,
				},
			} )
		).toEqual( { enabled: true, canEdit: false, initialFolder: 4 } );
	} );
} );
