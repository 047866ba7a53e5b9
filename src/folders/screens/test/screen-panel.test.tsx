/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import ScreenPanel from '../screen-panel';
import { keepFolder } from '../kept-folder';

jest.mock( '../kept-folder', () => ( {
	keepFolder: jest.fn( () => Promise.resolve() ),
} ) );

// The panel itself is the client core's (tested there): a stand-in that
// opens folder 5 and reports what it was given.
jest.mock( '../../components/folder-panel', () => ( {
	FolderPanel: ( {
		folder,
		onOpen,
	}: {
		folder: number | null;
		onOpen: ( folder: number | null ) => void;
	} ) => (
		<button type="button" onClick={ () => onOpen( 5 ) }>
			{ `Open 5 (now ${ String( folder ) })` }
		</button>
	),
} ) );

describe( 'ScreenPanel', () => {
	it( 'opens a folder: the screen hears of it and the folder is kept with the view', () => {
		const onOpen = jest.fn();
		render(
			<ScreenPanel
				kind="attachment"
				place="media-grid"
				view={ { view: 'grid' } }
				initialFolder={ null }
				onOpen={ onOpen }
			/>
		);
		fireEvent.click( screen.getByText( 'Open 5 (now null)' ) );
		expect( onOpen ).toHaveBeenCalledWith( 5, expect.any( Promise ) );
		expect( keepFolder ).toHaveBeenCalledWith( 'attachment', 5, {
			view: 'grid',
		} );
		expect( screen.getByText( 'Open 5 (now 5)' ) ).toBeInTheDocument();
	} );

	it( 'starts folded with a Folders toggle (shown on phones only)', () => {
		const { container } = render(
			<ScreenPanel
				kind="page"
				place="list-table"
				initialFolder={ 0 }
				onOpen={ jest.fn() }
			/>
		);
		const toggle = screen.getByRole( 'button', { name: 'Folders' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( container.firstChild ).toHaveClass( 'is-folded' );
		fireEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( container.firstChild ).not.toHaveClass( 'is-folded' );
	} );
} );
