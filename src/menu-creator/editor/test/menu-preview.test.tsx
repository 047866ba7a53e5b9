/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../../../components/audience';
import { answerApiFetch } from '../../../components/utils/test-helpers';
import { validConfig } from '../../../shared/config/test/fixtures';
import { AUTHOR, CAPABILITIES, madeMenu } from '../../preview/test/fixtures';
import { usePreviewAs } from '../../preview/use-preview-as';
import type { Tree } from '../../tree/tree';
import MenuPreview from '../menu-preview';

const ROLES = [
	{ name: 'administrator', label: 'Administrator' },
	{ name: 'author', label: 'Author' },
];

function Preview( { tree, lists }: { tree: Tree; lists: AudienceLists } ) {
	return <MenuPreview tree={ tree } as={ usePreviewAs( tree, lists ) } />;
}

const FOR_AUTHORS: AudienceLists = {
	forRoles: [ 'author' ],
	forUsers: [],
	excludesRoles: [],
	excludesUsers: [],
};

describe( 'MenuPreview', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'shows the menu in the site’s theme colours', () => {
		window.uipressConfig = {
			theme: { '--uip-color-primary': { value: '#123456' } },
		};
		const { container } = render(
			<Preview tree={ [] } lists={ FOR_AUTHORS } />
		);
		expect( container.querySelector( 'style' )?.textContent ).toContain(
			':root{--uip-color-primary:#123456;'
		);
	} );

	it( 'shows the menu as the first role it applies to gets it: what they cannot open greyed out, and why', async () => {
		window.uipressConfig = {
			...validConfig(),
			menuCreator: { capabilities: CAPABILITIES, roles: ROLES },
		};
		const calls = answerApiFetch( () => ( {
			audience: { type: 'role', name: 'author', label: 'Author' },
			capabilities: AUTHOR,
		} ) );
		const { container } = render(
			<Preview tree={ madeMenu() } lists={ FOR_AUTHORS } />
		);
		const picker = screen.getByRole( 'combobox', { name: 'Preview as' } );
		expect( picker ).toHaveValue( 'role:author' );
		expect(
			screen.getByText(
				'Checking what users with the Author role can open…'
			)
		).toBeInTheDocument();

		const reasons = await screen.findByRole( 'list', {
			name: 'Items users with the Author role cannot open',
		} );
		expect(
			screen.getByText(
				'Greyed out: 3 items users with the Author role cannot open. WordPress leaves them out of their menu.'
			)
		).toBeInTheDocument();
		const settings = within( reasons )
			.getByText( 'Settings' )
			.closest( 'li' );
		expect( settings ).toHaveTextContent(
			'Settings (with its 1 submenu item) Users with the Author role cannot open this: it needs the manage_options capability.'
		);
		expect( reasons ).toHaveTextContent( 'Users › All Users' );
		expect( container.querySelector( 'style' )?.textContent ).toContain(
			'.uip-menu-preview__frame .uip-admin-menu__item[data-uip-menu-item="options-general.php"] > .uip-admin-menu__row'
		);
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ]?.path ).toContain( 'role=author' );

		// As the administrator: nothing greyed, nothing asked.
		await act( async () => {
			fireEvent.change( picker, { target: { value: 'self' } } );
		} );
		expect(
			screen.getByText( 'You can open every item of this menu.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'list', { name: /cannot open/ } )
		).toBeNull();
		expect( container.querySelector( 'style' )?.textContent ).not.toContain(
			'data-uip-menu-item'
		);
		expect(
			within( picker ).getByRole( 'option', { name: 'Admin (you)' } )
		).toBeInTheDocument();

		// Back to authors: the answer is remembered.
		await act( async () => {
			fireEvent.change( picker, { target: { value: 'role:author' } } );
		} );
		expect(
			screen.getByRole( 'list', {
				name: 'Items users with the Author role cannot open',
			} )
		).toBeInTheDocument();
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'says when the server cannot be asked', async () => {
		window.uipressConfig = {
			...validConfig(),
			menuCreator: { capabilities: CAPABILITIES, roles: ROLES },
		};
		answerApiFetch( () => {
			throw { code: 'rest_forbidden', message: 'Not for you.' };
		} );
		const { container } = render(
			<Preview tree={ madeMenu() } lists={ FOR_AUTHORS } />
		);
		// The notice is also spoken, so its words are on the page twice.
		await screen.findAllByText(
			'Could not check what Author can open: Not for you.'
		);
		expect(
			container.querySelector( '.components-notice__content' )
		).toHaveTextContent(
			'Could not check what Author can open: Not for you.'
		);
	} );
} );
