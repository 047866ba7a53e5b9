/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../../components/utils/test-helpers';
import RedirectRulesField from '../redirect-rules-field';
import type { RedirectRule } from '../redirect-rules';

const ROLES = {
	roles: [
		{ name: 'editor', label: 'Editor', type: 'role' },
		{ name: 'author', label: 'Author', type: 'role' },
	],
	users: [],
	total_users: 0,
};

/**
 * The field with its own state, as the screen holds it.
 *
 * @param props             Props.
 * @param props.initial     The rules at first.
 * @param props.canEdit     Whether they may be changed.
 * @param props.invalidRule The rule the server refused.
 * @param props.onRules     Receives every change.
 */
function Harness( {
	initial,
	canEdit = true,
	invalidRule,
	onRules,
}: {
	initial: RedirectRule[];
	canEdit?: boolean;
	invalidRule?: number;
	onRules?: ( rules: RedirectRule[] ) => void;
} ) {
	const [ rules, setRules ] = useState< unknown >( initial );
	return (
		<RedirectRulesField
			id="uip-setting-loginRedirects"
			label="After logging in"
			help="Where each role lands."
			value={ rules }
			canEdit={ canEdit }
			invalidRule={ invalidRule }
			onChange={ ( next ) => {
				setRules( next );
				onRules?.( next );
			} }
		/>
	);
}

const editors: RedirectRule = {
	roles: [ 'editor' ],
	users: [],
	to: 'edit.php?post_type=page',
};
const authors: RedirectRule = {
	roles: [ 'author' ],
	users: [],
	to: 'edit.php',
};

/**
 * Renders and lets the role names arrive.
 *
 * @param ui What to render.
 */
async function renderSettled( ui: JSX.Element ): Promise< void > {
	await act( async () => {
		render( ui );
	} );
}

beforeEach( () => {
	answerApiFetch( () => ROLES );
} );

describe( 'RedirectRulesField', () => {
	it( 'adds a rule and moves the focus to who it is for', async () => {
		const onRules = jest.fn();
		await renderSettled( <Harness initial={ [] } onRules={ onRules } /> );
		expect(
			screen.getByText( 'No rules: WordPress decides.' )
		).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Add rule' } ) );
		expect( onRules ).toHaveBeenLastCalledWith( [
			{ roles: [], users: [], to: '' },
		] );
		const rule = screen.getByRole( 'listitem', { name: 'Rule 1' } );
		expect(
			within( rule ).getByRole( 'button', { name: /^Role select/ } )
		).toHaveFocus();
	} );

	it( 'moves rules up and down and keeps the focus on the moved rule', async () => {
		const onRules = jest.fn();
		await renderSettled(
			<Harness initial={ [ editors, authors ] } onRules={ onRules } />
		);
		const up = screen.getByRole( 'button', { name: 'Move rule 1 up' } );
		expect( up.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		const down = screen.getByRole( 'button', { name: 'Move rule 1 down' } );
		down.focus();
		fireEvent.click( down );
		expect( onRules ).toHaveBeenLastCalledWith( [ authors, editors ] );
		// The same button, now the second rule's.
		expect(
			screen.getByRole( 'button', { name: 'Move rule 2 down' } )
		).toHaveFocus();
		const targets = screen
			.getAllByRole( 'textbox', { name: 'Send them to' } )
			.map( ( input ) => ( input as HTMLInputElement ).value );
		expect( targets ).toEqual( [ 'edit.php', 'edit.php?post_type=page' ] );
	} );

	it( 'removes a rule and focuses the next one', async () => {
		const onRules = jest.fn();
		await renderSettled(
			<Harness initial={ [ editors, authors ] } onRules={ onRules } />
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove rule 1' } )
		);
		expect( onRules ).toHaveBeenLastCalledWith( [ authors ] );
		const rule = screen.getByRole( 'listitem', { name: 'Rule 1' } );
		expect(
			within( rule ).getByRole( 'button', { name: /^Role select/ } )
		).toHaveFocus();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove rule 1' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Add rule' } )
		).toHaveFocus();
	} );

	it( 'says what is wrong once a target is left, and keeps what was typed', async () => {
		await renderSettled( <Harness initial={ [ editors ] } /> );
		const target = screen.getByRole( 'textbox', { name: 'Send them to' } );
		fireEvent.change( target, {
			target: { value: 'javascript:alert(1)' },
		} );
		expect( screen.queryByText( /Use an admin page/ ) ).toBeNull();
		fireEvent.blur( target );
		expect( screen.getByText( /Use an admin page/ ) ).toBeTruthy();
		expect( target.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( ( target as HTMLInputElement ).value ).toBe(
			'javascript:alert(1)'
		);
	} );

	it( 'marks the rule the server refused and gives its target the field id', async () => {
		await renderSettled(
			<Harness
				initial={ [ editors, { roles: [], users: [], to: 'x.php' } ] }
				invalidRule={ 1 }
			/>
		);
		const rule = screen.getByRole( 'listitem', { name: 'Rule 2' } );
		expect( rule.className ).toContain( 'is-invalid' );
		expect(
			within( rule ).getByText( 'Choose at least one role or user.' )
		).toBeTruthy();
		expect(
			within( rule ).getByRole( 'textbox', { name: 'Send them to' } ).id
		).toBe( 'uip-setting-loginRedirects' );
	} );

	it( 'is read-only, with the reason, for users who may not change it', async () => {
		await renderSettled(
			<Harness initial={ [ editors ] } canEdit={ false } />
		);
		expect(
			screen.queryByRole( 'button', { name: 'Add rule' } )
		).toBeNull();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
		expect( screen.getByText( /unfiltered HTML/ ) ).toBeTruthy();
		expect(
			screen.getByText( /edit\.php\?post_type=page/ ).textContent
		).toBe( 'Editor: edit.php?post_type=page' );
	} );
} );
