/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { ConditionSet } from '../../../../engine/types';
import { answerApiFetch } from '../../../../components/utils/test-helpers';
import { lastChange, renderPanel, testBlock } from './harness';

function withConditions( conditions: ConditionSet ) {
	return testBlock( {
		settings: { advanced: { options: { classes: 'keep', conditions } } },
	} );
}

function openConditions() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Conditions' } ) );
}

function optionLabels( select: HTMLElement ): string[] {
	return within( select )
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent ?? '' );
}

describe( 'AdvancedPanel: conditions', () => {
	afterEach( () => {
		removeFilter( 'uipress.conditions', 'test/conditions' );
	} );

	it( 'adds a first condition as an "and" set with an empty value', () => {
		const { changes } = renderPanel( testBlock() );
		openConditions();
		expect(
			screen.getByText( /They apply in the live interface/ )
		).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add condition' } )
		);
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				settings: {
					advanced: {
						options: {
							conditions: {
								relation: 'and',
								conditions: [
									{
										type: 'weekday',
										operator: 'is',
										value: '',
									},
								],
							},
						},
					},
				},
			},
			options: undefined,
		} );
		const row = screen.getByRole( 'group', { name: 'Condition 1' } );
		expect( row ).toHaveTextContent(
			'This condition has no value yet, so it is ignored.'
		);
	} );

	it( 'finds a user for a user condition and stores what the type compares', async () => {
		answerApiFetch( () => ( {
			roles: [],
			users: [
				{
					id: 7,
					login: 'ann',
					email: 'ann@example.com',
					label: 'Ann Example',
					type: 'user',
				},
			],
			total_users: 1,
		} ) );
		const { changes } = renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'useremail', operator: 'is', value: '' },
				],
			} )
		);
		const find = screen.getByRole( 'button', { name: 'Find a user' } );
		expect( find ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( find );
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'ann' },
		} );
		fireEvent.click( await screen.findByText( 'Ann Example' ) );
		expect( lastChange( changes )?.changes ).toEqual( {
			settings: {
				advanced: {
					options: {
						classes: 'keep',
						conditions: {
							relation: 'and',
							conditions: [
								{
									type: 'useremail',
									operator: 'is',
									value: 'ann@example.com',
								},
							],
						},
					},
				},
			},
		} );
		expect( screen.queryByRole( 'searchbox' ) ).not.toBeInTheDocument();
	} );

	it( 'offers no user search for other types', () => {
		renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'siteTitle', operator: 'is', value: '' },
				],
			} )
		);
		expect(
			screen.queryByRole( 'button', { name: /Find a/ } )
		).not.toBeInTheDocument();
	} );

	it( 'lists the types by label, plugin types included', () => {
		addFilter( 'uipress.conditions', 'test/conditions', ( types ) => [
			...( types as unknown[] ),
			{
				name: 'membership',
				label: 'Membership level',
				valueType: 'number',
				operators: [ 'is', 'greaterThan' ],
				getValue: () => 2,
			},
		] );
		renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'membership', operator: 'is', value: '' },
				],
			} )
		);
		const type = screen.getByRole( 'combobox', { name: 'Condition type' } );
		expect( optionLabels( type ) ).toEqual(
			expect.arrayContaining( [
				'Weekday',
				'User role',
				'Dark mode',
				'Membership level',
			] )
		);
		expect( optionLabels( type ) ).toHaveLength( 17 );
		expect(
			optionLabels( screen.getByRole( 'combobox', { name: 'Operator' } ) )
		).toEqual( [ 'is', 'is greater than' ] );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Value' } )
		).toBeInTheDocument();
	} );

	it( 'offers only the operators of the type and keeps the operator when it can', () => {
		const { changes } = renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'userlogin', operator: 'contains', value: 'ad' },
				],
			} )
		);
		const operator = () =>
			screen.getByRole( 'combobox', { name: 'Operator' } );
		expect( optionLabels( operator() ) ).toEqual( [
			'is',
			'is not',
			'contains',
		] );

		// Another text type: operator and value stay.
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Condition type' } ),
			{ target: { value: 'useremail' } }
		);
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
		).toEqual( {
			classes: 'keep',
			conditions: {
				relation: 'and',
				conditions: [
					{ type: 'useremail', operator: 'contains', value: 'ad' },
				],
			},
		} );
		expect( lastChange( changes ).options ).toBeUndefined();

		// A date: no "contains", so its first operator; the value empties.
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Condition type' } ),
			{ target: { value: 'date' } }
		);
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
				?.conditions
		).toEqual( {
			relation: 'and',
			conditions: [ { type: 'date', operator: 'is', value: '' } ],
		} );
		expect( optionLabels( operator() ) ).toEqual( [
			'is',
			'is not',
			'is greater than',
			'is greater than or equal to',
			'is less than',
			'is less than or equal to',
		] );
		expect( screen.getByLabelText( 'Value' ) ).toHaveAttribute(
			'type',
			'date'
		);

		fireEvent.change( operator(), { target: { value: 'lessThan' } } );
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
				?.conditions?.conditions
		).toEqual( [ { type: 'date', operator: 'lessThan', value: '' } ] );
	} );

	it( 'suits the value field to the type', () => {
		renderPanel(
			withConditions( {
				relation: 'or',
				conditions: [
					{ type: 'weekday', operator: 'is', value: 'monday' },
					{ type: 'darkMode', operator: 'is', value: 'true' },
					{ type: 'time', operator: 'lessThan', value: '09:00' },
					{ type: 'userid', operator: 'is', value: '3' },
				],
			} )
		);
		const row = ( n: number ) =>
			within( screen.getByRole( 'group', { name: `Condition ${ n }` } ) );
		expect(
			optionLabels( row( 1 ).getByRole( 'combobox', { name: 'Value' } ) )
		).toEqual( [
			'Choose a value',
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		] );
		expect(
			row( 1 ).getByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'monday' );
		expect(
			optionLabels( row( 2 ).getByRole( 'combobox', { name: 'Value' } ) )
		).toEqual( [ 'Choose a value', 'On', 'Off' ] );
		expect(
			row( 2 ).getByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'true' );
		expect(
			optionLabels(
				row( 2 ).getByRole( 'combobox', { name: 'Operator' } )
			)
		).toEqual( [ 'is', 'is not' ] );
		expect( row( 3 ).getByLabelText( 'Value' ) ).toHaveAttribute(
			'type',
			'time'
		);
		expect(
			row( 4 ).getByRole( 'spinbutton', { name: 'Value' } )
		).toHaveValue( 3 );
		expect(
			screen.queryByText(
				'This condition has no value yet, so it is ignored.'
			)
		).toBeNull();
	} );

	it( 'merges typing in a value, but not choices from a list', () => {
		const { changes } = renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'userlogin', operator: 'is', value: '' },
					{ type: 'weekday', operator: 'is', value: '' },
				],
			} )
		);
		const row = ( n: number ) =>
			within( screen.getByRole( 'group', { name: `Condition ${ n }` } ) );
		fireEvent.change( row( 1 ).getByRole( 'textbox', { name: 'Value' } ), {
			target: { value: 'admin' },
		} );
		expect( lastChange( changes ).options ).toEqual( {
			mergeKey: 'blk:condition:0:value',
		} );
		fireEvent.change( row( 2 ).getByRole( 'combobox', { name: 'Value' } ), {
			target: { value: 'friday' },
		} );
		expect( lastChange( changes ).options ).toBeUndefined();
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
				?.conditions?.conditions
		).toEqual( [
			{ type: 'userlogin', operator: 'is', value: 'admin' },
			{ type: 'weekday', operator: 'is', value: 'friday' },
		] );
	} );

	it( 'switches the relation between all and any', () => {
		const { changes } = renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [
					{ type: 'userlogin', operator: 'is', value: 'a' },
					{ type: 'userlogin', operator: 'is', value: 'b' },
				],
			} )
		);
		const group = screen.getByRole( 'group', {
			name: 'Show the block when it matches',
		} );
		expect(
			within( group ).getByRole( 'button', { name: 'All (and)' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		fireEvent.click(
			within( group ).getByRole( 'button', { name: 'Any (or)' } )
		);
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
				?.conditions?.relation
		).toBe( 'or' );
		expect( lastChange( changes ).options ).toBeUndefined();
	} );

	it( 'removes rows, and the whole set with the last one', () => {
		const { changes } = renderPanel(
			withConditions( {
				relation: 'or',
				conditions: [
					{ type: 'userlogin', operator: 'is', value: 'a' },
					{ type: 'userid', operator: 'is', value: '2' },
				],
			} )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove condition 1' } )
		);
		expect(
			lastChange( changes ).changes.settings?.advanced?.options
		).toEqual( {
			classes: 'keep',
			conditions: {
				relation: 'or',
				conditions: [ { type: 'userid', operator: 'is', value: '2' } ],
			},
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove condition 1' } )
		);
		const options =
			lastChange( changes ).changes.settings?.advanced?.options;
		expect( options ).toEqual( { classes: 'keep' } );
		expect( options ).not.toHaveProperty( 'conditions' );
		expect(
			screen.queryByRole( 'group', { name: 'Condition 1' } )
		).toBeNull();
	} );

	it( 'keeps a type no plugin registers any more', () => {
		renderPanel(
			withConditions( {
				relation: 'and',
				conditions: [ { type: 'gone', operator: 'is', value: 'x' } ],
			} )
		);
		const type = screen.getByRole( 'combobox', { name: 'Condition type' } );
		expect( type ).toHaveValue( 'gone' );
		expect( optionLabels( type ) ).toContain( 'gone (unavailable)' );
	} );
} );
