/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { Interaction } from '../../../../engine/types';
import { validConfig } from '../../../../shared/config/test/fixtures';
import { templatePost } from '../../../store/test/fixtures';
import { freshBuilderRegistry } from '../../../store/test/registry';
import { lastChange, renderPanel, testBlock, testDefinition } from './harness';

beforeAll( () => {
	window.uipressConfig = validConfig();
} );

afterAll( () => {
	delete window.uipressConfig;
} );

function interaction( overrides: Partial< Interaction > = {} ): Interaction {
	return {
		id: 'i1',
		type: 'click',
		target: 'self',
		blockTarget: '',
		selector: '',
		action: 'toggleElementVisibility',
		key: '',
		keyvalue: '',
		javascript: '',
		...overrides,
	};
}

function optionLabels( select: HTMLElement ): string[] {
	return within( select )
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent ?? '' );
}

function storedInteractions(
	changes: ReturnType< typeof renderPanel >[ 'changes' ]
) {
	return lastChange( changes ).changes.interactions;
}

describe( 'AdvancedPanel: interactions', () => {
	afterEach( () => {
		removeFilter( 'uipress.interactions.actions', 'test/actions' );
	} );

	it( 'adds complete interactions with fresh ids', () => {
		const { changes } = renderPanel( testBlock() );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Interactions' } )
		);
		expect(
			screen.getByText( 'No interactions yet.' )
		).toBeInTheDocument();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add interaction' } )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add interaction' } )
		);
		const list = storedInteractions( changes ) ?? [];
		expect( list ).toHaveLength( 2 );
		expect( list[ 0 ] ).toEqual( {
			id: expect.stringMatching( /^[A-Za-z0-9]{24}$/ ),
			type: 'click',
			target: 'self',
			blockTarget: '',
			selector: '',
			action: 'toggleElementVisibility',
			key: '',
			keyvalue: '',
			javascript: '',
		} );
		expect( list[ 1 ]?.id ).not.toBe( list[ 0 ]?.id );
		expect( lastChange( changes ).options ).toBeUndefined();
		expect(
			screen.getByRole( 'group', {
				name: '1. Click: Toggle element visibility',
			} )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'names the events and stores the chosen one', () => {
		const { changes } = renderPanel(
			testBlock( { interactions: [ interaction() ] } )
		);
		const event = screen.getByRole( 'combobox', { name: 'Event' } );
		expect( optionLabels( event ) ).toEqual( [
			'Click',
			'Double click',
			'Mouse enters',
			'Mouse leaves',
			'Gets focus',
			'Loses focus',
		] );
		fireEvent.change( event, { target: { value: 'mouseenter' } } );
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( { type: 'mouseenter' } ),
		] );
		expect( lastChange( changes ).options ).toBeUndefined();
	} );

	it( 'hides the target for global actions', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [ interaction( { target: 'selector' } ) ],
			} )
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Target' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'CSS selector' } )
		).toBeInTheDocument();

		fireEvent.change( screen.getByRole( 'combobox', { name: 'Action' } ), {
			target: { value: 'toggleDarkMode' },
		} );
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( { target: 'selector', action: 'toggleDarkMode' } ),
		] );
		expect(
			screen.queryByRole( 'combobox', { name: 'Target' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'CSS selector' } )
		).toBeNull();
		// A global action needs no target, so it is complete.
		expect(
			screen.getByRole( 'group', { name: /^1\./ } )
		).not.toHaveTextContent( 'Enter a CSS selector' );
	} );

	it( 'groups element, interface, block and plugin actions', () => {
		addFilter(
			'uipress.interactions.actions',
			'test/actions',
			( actions ) => ( {
				...( actions as Record< string, unknown > ),
				openModal: () => undefined,
			} )
		);
		renderPanel(
			testBlock( { interactions: [ interaction() ] } ),
			testDefinition( {
				name: 'Dropdown',
				actions: [ { name: 'openDropdown', label: 'Open dropdown' } ],
			} )
		);
		const action = screen.getByRole( 'combobox', { name: 'Action' } );
		const groups = within( action )
			.getAllByRole( 'group' )
			.map( ( group ) => group.getAttribute( 'label' ) );
		expect( groups ).toEqual( [
			'Element',
			'Interface',
			'Dropdown actions',
			'Added by plugins',
		] );
		expect( optionLabels( action ) ).toEqual( [
			'Show element',
			'Hide element',
			'Toggle element visibility',
			'Add attribute',
			'Remove attribute',
			'Toggle attribute',
			'Run JavaScript',
			'Toggle dark mode',
			'Collapse or expand the menu',
			'Toggle full screen',
			'Toggle screen options',
			'Toggle help',
			'Open dropdown',
			'openModal',
		] );

		// A selector target has no block of its own: no block actions.
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Target' } ), {
			target: { value: 'selector' },
		} );
		expect( optionLabels( action ) ).not.toContain( 'Open dropdown' );
	} );

	it( 'asks for the value of a block action that takes one', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [ interaction( { action: 'selectTab' } ) ],
			} ),
			testDefinition( {
				name: 'Tabs',
				actions: [
					{
						name: 'selectTab',
						label: 'Show a tab',
						valueLabel: 'Tab (its number or name)',
					},
					{ name: 'nextTab', label: 'Show the next tab' },
				],
			} )
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Tab (its number or name)' } ),
			{ target: { value: 'Stats' } }
		);
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( { action: 'selectTab', keyvalue: 'Stats' } ),
		] );
		expect(
			screen.queryByRole( 'textbox', { name: 'Attribute value' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows why an attribute action cannot run yet', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [ interaction( { action: 'addAttribute' } ) ],
			} )
		);
		const item = () =>
			screen.getByRole( 'group', { name: /Add attribute/ } );
		expect( item() ).toHaveTextContent(
			'This action needs an attribute name.'
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Attribute name' } ),
			{ target: { value: 'aria-expanded' } }
		);
		expect( lastChange( changes ).options ).toEqual( {
			mergeKey: 'blk:interaction:i1:key',
		} );
		expect( item() ).toHaveTextContent(
			'This action needs an attribute value.'
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Attribute value' } ),
			{ target: { value: 'true' } }
		);
		expect( lastChange( changes ).options ).toEqual( {
			mergeKey: 'blk:interaction:i1:keyvalue',
		} );
		expect( item() ).not.toHaveTextContent( 'This action needs' );
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( {
				action: 'addAttribute',
				key: 'aria-expanded',
				keyvalue: 'true',
			} ),
		] );

		// removeAttribute needs the name only.
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Action' } ), {
			target: { value: 'removeAttribute' },
		} );
		expect(
			screen.queryByRole( 'textbox', { name: 'Attribute value' } )
		).toBeNull();
		expect(
			screen.getByRole( 'textbox', { name: 'Attribute name' } )
		).toHaveValue( 'aria-expanded' );
	} );

	it( 'explains unsafe attributes and missing selectors', () => {
		renderPanel(
			testBlock( {
				interactions: [
					interaction( {
						action: 'toggleAttribute',
						key: 'onclick',
						keyvalue: 'x()',
					} ),
					interaction( { id: 'i2', target: 'selector' } ),
				],
			} )
		);
		expect(
			screen.getByRole( 'group', { name: /^1\./ } )
		).toHaveTextContent(
			'This interaction cannot run: event handler attribute "onclick" is not allowed.'
		);
		expect(
			screen.getByRole( 'group', { name: /^2\./ } )
		).toHaveTextContent( 'Enter a CSS selector for the target.' );
	} );

	it( 'stores a selector while typing, merged per interaction', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [ interaction( { target: 'selector' } ) ],
			} )
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'CSS selector' } ),
			{ target: { value: '#wpadminbar' } }
		);
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				interactions: [
					interaction( {
						target: 'selector',
						selector: '#wpadminbar',
					} ),
				],
			},
			options: { mergeKey: 'blk:interaction:i1:selector' },
		} );
	} );

	it( 'lists the blocks of the template as targets', async () => {
		apiFetch.setFetchHandler( () => Promise.resolve( templatePost() ) );
		const registry = freshBuilderRegistry();
		await registry.dispatch().loadTemplate( 7 );
		const { changes } = renderPanel(
			testBlock( {
				uid: 'b1',
				name: 'b1',
				interactions: [ interaction( { target: 'block' } ) ],
			} ),
			undefined,
			registry
		);
		const target = screen.getByRole( 'combobox', { name: 'Target block' } );
		expect( optionLabels( target ) ).toEqual( [
			'Choose a block',
			'a (uip-heading)',
			'b (uip-container)',
			'– b2 (uip-container)',
			'– – b21 (uip-heading)',
			'c (uip-heading)',
		] );
		expect(
			screen.getByRole( 'group', { name: /^1\./ } )
		).toHaveTextContent( 'Choose the block to act on.' );

		fireEvent.change( target, { target: { value: 'b21' } } );
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( { target: 'block', blockTarget: 'b21' } ),
		] );
		expect( lastChange( changes ).options ).toBeUndefined();
		expect(
			screen.getByRole( 'group', { name: /^1\./ } )
		).not.toHaveTextContent( 'Choose the block to act on.' );

		// The list follows the store.
		act( () => {
			registry.dispatch().removeBlock( 'c' );
		} );
		expect( optionLabels( target ) ).not.toContain( 'c (uip-heading)' );
	} );

	it( 'edits the code of a javascript interaction', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [ interaction( { action: 'javascript' } ) ],
			} )
		);
		const item = screen.getByRole( 'group', { name: /Run JavaScript/ } );
		expect( item ).toHaveTextContent( 'Add the JavaScript to run.' );
		fireEvent.change(
			within( item ).getByRole( 'textbox', { name: 'JavaScript' } ),
			{ target: { value: 'element.remove();' } }
		);
		expect( lastChange( changes ) ).toEqual( {
			changes: {
				interactions: [
					interaction( {
						action: 'javascript',
						javascript: 'element.remove();',
					} ),
				],
			},
			options: { mergeKey: 'blk:interaction:i1:javascript' },
		} );
	} );

	it( 'removes an interaction', () => {
		const { changes } = renderPanel(
			testBlock( {
				interactions: [
					interaction(),
					interaction( { id: 'i2', type: 'blur' } ),
				],
			} )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove interaction 1' } )
		);
		expect( storedInteractions( changes ) ).toEqual( [
			interaction( { id: 'i2', type: 'blur' } ),
		] );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove interaction 1' } )
		);
		expect( storedInteractions( changes ) ).toEqual( [] );
		expect(
			screen.getByText( 'No interactions yet.' )
		).toBeInTheDocument();
	} );
} );
