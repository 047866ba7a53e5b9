/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { ChosenImage } from '../../../../components';
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import { forgetRoleNames } from '../../../../components/post-list/use-role-names';
import { ICON_PAGE_SIZE, gridTarget } from '../icon/icon-control';
import { loadIconNames, searchIcons } from '../icon/search-icons';
import { STATIC_MENUS_PATH, menuChoices } from '../static-menu-control';
import { renderOption } from './harness';

const IMAGE: ChosenImage = {
	id: 12,
	caption: '',
	alt: 'Logo',
	width: 100,
	height: 50,
	source_url: 'https://a.test/logo.png',
};

// The media library itself is tested in src/components; here it only has to
// hand back an image.
jest.mock( '../../../../components/media-library', () => {
	const actual = jest.requireActual( '../../../../components/media-library' );
	return {
		...actual,
		MediaLibraryDialog: ( props: {
			isOpen: boolean;
			onSelect: ( image: ChosenImage ) => void;
			onCancel: () => void;
		} ) =>
			props.isOpen ? (
				<div role="dialog" aria-label="Media library">
					<button
						type="button"
						onClick={ () =>
							props.onSelect( {
								id: 12,
								caption: '',
								alt: 'Logo',
								width: 100,
								height: 50,
								source_url: 'https://a.test/logo.png',
							} )
						}
					>
						Pick the logo
					</button>
					<button type="button" onClick={ props.onCancel }>
						Cancel
					</button>
				</div>
			) : null,
	};
} );

describe( 'icon', () => {
	it( 'searchIcons puts exact and prefix matches first', async () => {
		const list = [ 'add_home', 'home', 'home_work', 'house' ];
		expect( searchIcons( 'home', list ) ).toEqual( [
			'home',
			'home_work',
			'add_home',
		] );
		expect( searchIcons( 'home work', list ) ).toEqual( [ 'home_work' ] );
		expect( searchIcons( '  ', list ) ).toBe( list );
		const names = await loadIconNames();
		expect( names.length ).toBeGreaterThan( 3000 );
		expect( names ).toContain( 'favorite' );
	} );

	it( 'shows one page of icons, filters by search, and stores the name', async () => {
		const { last } = renderOption( { option: 'icon', label: 'Icon' }, '' );
		expect( screen.getByText( 'No icon' ) ).toBeInTheDocument();
		fireEvent.click( screen.getByText( 'Choose icon' ) );
		await screen.findByText( /^\d+ icons?$/ );
		const grid = document.querySelector(
			'.uip-icon-control__grid'
		) as HTMLElement;
		expect( grid ).toHaveAttribute( 'role', 'group' );
		expect( grid ).toHaveAttribute( 'aria-label', 'Icons' );
		// Role queries are slow over hundreds of buttons: read the elements.
		const icons = () =>
			Array.from( grid.querySelectorAll( 'button' ) ).map(
				( button ) => button.getAttribute( 'aria-label' ) ?? ''
			);
		expect( icons() ).toHaveLength( ICON_PAGE_SIZE );
		fireEvent.click( screen.getByText( 'Show more icons' ) );
		expect( icons() ).toHaveLength( ICON_PAGE_SIZE * 2 );

		fireEvent.change( screen.getByLabelText( 'Search icons' ), {
			target: { value: 'favorite' },
		} );
		const found = icons();
		expect( found.length ).toBeLessThan( ICON_PAGE_SIZE );
		expect( found[ 0 ] ).toBe( 'favorite' );
		expect( found.every( ( name ) => name.includes( 'favorite' ) ) ).toBe(
			true
		);
		expect( screen.getByText( /^\d+ icons?$/ ) ).toHaveTextContent(
			String( found.length )
		);
		expect( screen.queryByText( 'Show more icons' ) ).toBeNull();

		fireEvent.click(
			within( grid ).getByRole( 'button', { name: 'favorite' } )
		);
		expect( last() ).toEqual( { value: 'favorite', merge: undefined } );
		// Choosing closes the picker and shows the icon by its name.
		expect(
			document.querySelector( '.uip-icon-control__grid' )
		).toBeNull();
		expect(
			document.querySelector(
				'.uip-icon-control__current .uip-icon[data-uip-icon="favorite"]'
			)
		).not.toBeNull();
	} );

	it( 'moves through the grid with the arrow keys, one tab stop in all', async () => {
		renderOption( { option: 'icon', label: 'Icon' }, '' );
		fireEvent.click( screen.getByText( 'Choose icon' ) );
		await screen.findByText( /^\d+ icons?$/ );
		const grid = document.querySelector(
			'.uip-icon-control__grid'
		) as HTMLElement;
		const buttons = Array.from( grid.querySelectorAll( 'button' ) );
		expect( buttons.filter( ( button ) => button.tabIndex === 0 ) ).toEqual(
			[ buttons[ 0 ] ]
		);
		( buttons[ 0 ] as HTMLElement ).focus();
		fireEvent.keyDown( buttons[ 0 ] as HTMLElement, { key: 'ArrowRight' } );
		expect( buttons[ 1 ] ).toHaveFocus();
		expect( buttons[ 1 ] ).toHaveAttribute( 'tabindex', '0' );
		expect( buttons[ 0 ] ).toHaveAttribute( 'tabindex', '-1' );
		fireEvent.keyDown( buttons[ 1 ] as HTMLElement, { key: 'End' } );
		expect( buttons[ buttons.length - 1 ] ).toHaveFocus();
	} );

	it( 'gridTarget moves by one, by a row, and to the ends', () => {
		expect( gridTarget( 'ArrowRight', 3, 10, 4 ) ).toBe( 4 );
		expect( gridTarget( 'ArrowLeft', 0, 10, 4 ) ).toBe( 0 );
		expect( gridTarget( 'ArrowDown', 3, 10, 4 ) ).toBe( 7 );
		expect( gridTarget( 'ArrowDown', 8, 10, 4 ) ).toBe( 9 );
		expect( gridTarget( 'ArrowUp', 5, 10, 4 ) ).toBe( 1 );
		expect( gridTarget( 'Home', 5, 10, 4 ) ).toBe( 0 );
		expect( gridTarget( 'End', 5, 10, 4 ) ).toBe( 9 );
		expect( gridTarget( 'a', 5, 10, 4 ) ).toBeUndefined();
	} );

	it( 'reads { value } objects and clears', () => {
		const { last } = renderOption(
			{ option: 'icon', label: 'Icon' },
			{ value: 'home' }
		);
		expect(
			document.querySelector( '.uip-icon-control__current code' )
		).toHaveTextContent( 'home' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Clear icon' } ) );
		expect( last() ).toEqual( { value: '', merge: undefined } );
		expect( screen.getByText( 'No icon' ) ).toBeInTheDocument();
	} );
} );

describe( 'image', () => {
	it( 'chooses an image in the media dialog, shows it, and removes it', () => {
		const { last } = renderOption(
			{ option: 'image', label: 'Loader image' },
			''
		);
		expect( screen.getByText( 'No image chosen.' ) ).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Choose image' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Pick the logo' } )
		);
		expect( last() ).toEqual( { value: IMAGE, merge: undefined } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( screen.getByRole( 'img', { name: 'Logo' } ) ).toHaveAttribute(
			'src',
			IMAGE.source_url
		);
		expect(
			screen.getByRole( 'button', { name: 'Replace image' } )
		).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( last() ).toEqual( { value: '', merge: undefined } );
	} );

	it( 'shows a stored URL and closes the dialog on cancel', () => {
		const { changes } = renderOption(
			{ option: 'image', label: 'Loader image' },
			'https://a.test/old.gif'
		);
		expect( screen.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			'https://a.test/old.gif'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Replace image' } )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( changes ).toHaveLength( 0 );
	} );
} );

describe( 'staticMenu', () => {
	it( 'menuChoices reads titles and skips entries without an id', () => {
		expect(
			menuChoices( [
				{ id: 4, title: { raw: 'Editors', rendered: 'Editors' } },
				{ id: 5, title: { rendered: '' } },
				{ title: { raw: 'No id' } },
			] )
		).toEqual( [
			{ id: '4', title: 'Editors' },
			{ id: '5', title: 'Untitled menu #5' },
		] );
		expect( menuChoices( { code: 'nope' } ) ).toEqual( [] );
	} );

	it( 'asks for the menus only when enabled, then stores the chosen one', async () => {
		const calls = answerApiFetch( () => [
			{ id: 4, title: { raw: 'Editors' } },
			{ id: 9, title: { raw: 'Shop managers' } },
		] );
		const { last } = renderOption(
			{ option: 'staticMenu', label: 'Static menu' },
			{ enabled: false, menuid: '' }
		);
		expect( calls ).toHaveLength( 0 );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Static menu' } )
		);
		expect( last() ).toEqual( {
			value: { enabled: true, menuid: '' },
			merge: undefined,
		} );
		expect(
			screen.getByRole( 'status', { name: 'Loading menus' } )
		).toBeInTheDocument();
		const select = await screen.findByRole( 'combobox', { name: 'Menu' } );
		// api-fetch encodes the comma and adds the user's locale.
		expect( decodeURIComponent( calls[ 0 ]?.path ?? '' ) ).toContain(
			STATIC_MENUS_PATH
		);
		fireEvent.change( select, { target: { value: '9' } } );
		expect( last() ).toEqual( {
			value: { enabled: true, menuid: '9' },
			merge: undefined,
		} );
	} );

	it( 'says when there are no menus, and when they cannot be loaded', async () => {
		answerApiFetch( () => [] );
		const first = renderOption(
			{ option: 'staticMenu', label: 'Static menu' },
			{ enabled: true, menuid: '' }
		);
		expect(
			await screen.findByText(
				'There are no custom menus yet. Create one in the menu creator.'
			)
		).toBeInTheDocument();
		first.unmount();

		answerApiFetch( () => {
			throw { code: 'rest_forbidden', message: 'Not allowed.' };
		} );
		renderOption(
			{ option: 'staticMenu', label: 'Static menu' },
			{ enabled: true, menuid: '4' }
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The menus could not be loaded: Not allowed.'
		);
		await act( async () => {} );
	} );
} );

describe( 'post types and roles', () => {
	it( 'postTypes: shows the stored names and stores the toggled list', async () => {
		answerApiFetch( () => ( {
			postTypes: [
				{ name: 'post', label: 'Posts' },
				{ name: 'page', label: 'Pages' },
			],
		} ) );
		const { last } = renderOption(
			{ option: 'postTypes', label: 'Post types' },
			[ 'post' ]
		);
		expect( screen.getByText( 'Post types' ) ).toBeInTheDocument();
		const toggle = screen.getByRole( 'button', {
			name: /^Post type select/,
		} );
		expect( toggle ).toHaveTextContent( 'post' );
		fireEvent.click( toggle );
		fireEvent.click(
			await screen.findByRole( 'checkbox', { name: /Pages/ } )
		);
		expect( last() ).toEqual( {
			value: [ 'post', 'page' ],
			merge: undefined,
		} );
	} );

	it( 'roles: previews the stored roles by the site’s names for them', async () => {
		forgetRoleNames();
		answerApiFetch( () => ( {
			roles: [ { name: 'editor', label: 'Redakteur', type: 'role' } ],
			users: [],
			total_users: 0,
		} ) );
		renderOption( { option: 'roles', label: 'For roles' }, [
			{ name: 'editor', label: 'Editor', type: 'role' },
			{ label: 'no name' },
		] );
		expect( screen.getByText( 'For roles' ) ).toBeInTheDocument();
		await act( async () => {} );
		expect(
			screen.getByRole( 'button', { name: /^Role select/ } )
		).toHaveTextContent( 'Redakteur' );
	} );
} );
