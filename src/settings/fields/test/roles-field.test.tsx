/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import RolesField from '../roles-field';

const CHOICES = {
	administrator: 'Administrator',
	editor: 'Editor',
	author: 'Author',
};

function renderField( value: string[] ) {
	const onChange = jest.fn();
	render(
		<RolesField
			id="uip-setting-roles"
			label="Roles that see everyone’s content"
			help="Private settings do not limit these roles."
			choices={ CHOICES }
			value={ value }
			onChange={ onChange }
		/>
	);
	return onChange;
}

describe( 'RolesField', () => {
	it( 'is a named group with a checkbox per role', () => {
		renderField( [ 'administrator' ] );
		const group = screen.getByRole( 'group', {
			name: 'Roles that see everyone’s content',
		} );
		expect( group ).toHaveAccessibleDescription(
			'Private settings do not limit these roles.'
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Administrator' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Editor' } )
		).not.toBeChecked();
	} );

	it( 'adds and removes roles, keeping the site’s order', () => {
		const onChange = renderField( [ 'author' ] );
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Editor' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( [ 'editor', 'author' ] );
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Author' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( [] );
	} );
} );
