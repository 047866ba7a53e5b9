/**
 * Internal dependencies
 */
import {
	DRAG_FOLDER_TYPE,
	DRAG_ITEMS_TYPE,
	carriesFolderData,
	draggedFolder,
	draggedItems,
	setDraggedFolder,
	setDraggedItems,
} from '../drag';

function transfer() {
	const data = new Map< string, string >();
	return {
		data,
		dataTransfer: {
			get types() {
				return [ ...data.keys() ];
			},
			setData: ( type: string, value: string ) => data.set( type, value ),
			getData: ( type: string ) => data.get( type ) ?? '',
			setDragImage: jest.fn(),
			effectAllowed: 'all',
		} as unknown as DataTransfer,
	};
}

describe( 'The drag protocol', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'carries items as JSON under its type, with a “Move N items” image', () => {
		const { data, dataTransfer } = transfer();
		setDraggedItems( { dataTransfer }, 'attachment', [ 3, 4, 5 ] );
		expect( JSON.parse( data.get( DRAG_ITEMS_TYPE ) ?? '' ) ).toEqual( {
			kind: 'attachment',
			ids: [ 3, 4, 5 ],
		} );
		expect( dataTransfer.effectAllowed ).toBe( 'move' );
		const image = ( dataTransfer.setDragImage as jest.Mock ).mock
			.calls[ 0 ][ 0 ] as HTMLElement;
		expect( image.textContent ).toBe( 'Move 3 items' );
		expect( document.body.contains( image ) ).toBe( true );
		jest.runAllTimers();
		expect( document.body.contains( image ) ).toBe( false );
		expect( carriesFolderData( { dataTransfer } ) ).toBe( true );
		expect( draggedItems( { dataTransfer } ) ).toEqual( {
			kind: 'attachment',
			ids: [ 3, 4, 5 ],
		} );
	} );

	it( 'says “Move 1 item” for one', () => {
		const { dataTransfer } = transfer();
		setDraggedItems( { dataTransfer }, 'page', [ 9 ] );
		const image = ( dataTransfer.setDragImage as jest.Mock ).mock
			.calls[ 0 ][ 0 ] as HTMLElement;
		expect( image.textContent ).toBe( 'Move 1 item' );
	} );

	it( 'refuses what is not its shape', () => {
		const { data, dataTransfer } = transfer();
		expect( draggedItems( { dataTransfer } ) ).toBeNull();
		expect( carriesFolderData( { dataTransfer } ) ).toBe( false );
		data.set( DRAG_ITEMS_TYPE, '{not json' );
		expect( draggedItems( { dataTransfer } ) ).toBeNull();
		data.set(
			DRAG_ITEMS_TYPE,
			JSON.stringify( { kind: 'page', ids: [ 'x', -1 ] } )
		);
		expect( draggedItems( { dataTransfer } ) ).toBeNull();
		data.set(
			DRAG_ITEMS_TYPE,
			JSON.stringify( { kind: 'page', ids: [ 'x', 2 ] } )
		);
		expect( draggedItems( { dataTransfer } ) ).toEqual( {
			kind: 'page',
			ids: [ 2 ],
		} );
		expect( draggedItems( { dataTransfer: null } ) ).toBeNull();
	} );

	it( 'carries a folder within the tree under a type of its own', () => {
		const { data, dataTransfer } = transfer();
		setDraggedFolder( { dataTransfer }, 'page', 12, 'Drafts' );
		expect( data.has( DRAG_ITEMS_TYPE ) ).toBe( false );
		expect( JSON.parse( data.get( DRAG_FOLDER_TYPE ) ?? '' ) ).toEqual( {
			kind: 'page',
			id: 12,
		} );
		expect( draggedFolder( { dataTransfer } ) ).toEqual( {
			kind: 'page',
			id: 12,
		} );
		expect( draggedItems( { dataTransfer } ) ).toBeNull();
		expect( carriesFolderData( { dataTransfer } ) ).toBe( true );
	} );
} );
