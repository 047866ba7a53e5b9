/**
 * External dependencies
 */
import { fireEvent, render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { buttonDefinition } from '../../../../blocks/button/definition';
import { containerDefinition } from '../../../../blocks/container/definition';
import { headingDefinition } from '../../../../blocks/heading/definition';
import type { Block, BlockDefinition } from '../../../../engine/types';
import type { EditOptions } from '../../../store/types';
import BlockOptionsPanel, { optionMergeKey } from '../block-options-panel';

interface Call {
	changes: Partial< Block >;
	options: EditOptions | undefined;
}

function heading( options?: Record< string, unknown > ): Block {
	return {
		uid: 'heading000000000000000001',
		name: 'Heading',
		moduleName: 'uip-heading',
		settings: options ? { block: { options } } : {},
	};
}

/**
 * Renders the panel over a block kept in state, as the store would.
 *
 * @param initial    The block.
 * @param definition Its definition; null for a block whose module is missing.
 */
function renderPanel(
	initial: Block,
	definition: BlockDefinition | null = headingDefinition
) {
	const calls: Call[] = [];
	let current = initial;
	function Host() {
		const [ block, setBlock ] = useState( initial );
		return (
			<BlockOptionsPanel
				block={ block }
				definition={ definition ?? undefined }
				onChange={ ( changes, options ) => {
					calls.push( { changes, options } );
					current = { ...block, ...changes };
					setBlock( current );
				} }
			/>
		);
	}
	const view = render( <Host /> );
	return {
		container: view.container,
		calls,
		block: () => current,
		last: () => calls[ calls.length - 1 ],
	};
}

describe( 'BlockOptionsPanel', () => {
	it( "shows each option with the definition's default when nothing is stored", () => {
		renderPanel( heading() );
		expect( screen.getByRole( 'textbox', { name: 'Text' } ) ).toHaveValue(
			'Heading'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Heading type' } )
		).toHaveValue( 'h2' );
		expect(
			screen.getByRole( 'button', { name: 'Left' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByText( 'No icon' ) ).toBeInTheDocument();
	} );

	it( 'shows stored values over the defaults', () => {
		renderPanel( heading( { headingType: 'h4', headingText: 'Stats' } ) );
		expect(
			screen.getByRole( 'combobox', { name: 'Heading type' } )
		).toHaveValue( 'h4' );
		expect( screen.getByRole( 'textbox', { name: 'Text' } ) ).toHaveValue(
			'Stats'
		);
	} );

	it( 'writes settings.block.options[key], merging typing into one undo step', () => {
		const { last, block } = renderPanel( heading( { headingType: 'h3' } ) );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Text' } ), {
			target: { value: 'Welcome' },
		} );
		expect( last()?.options ).toEqual( {
			mergeKey: 'heading000000000000000001:block:headingText',
		} );
		expect( block().settings.block?.options ).toEqual( {
			headingType: 'h3',
			headingText: {
				string: 'Welcome',
				dynamic: false,
				dynamicKey: '',
				dynamicPos: 'left',
			},
		} );

		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Heading type' } ),
			{ target: { value: 'h1' } }
		);
		expect( last()?.options ).toBeUndefined();
		expect( block().settings.block?.options?.headingType ).toBe( 'h1' );

		fireEvent.click( screen.getByRole( 'button', { name: 'Right' } ) );
		expect( block().settings.block?.options?.position ).toBe( 'right' );
		expect( optionMergeKey( 'u', 'k' ) ).toBe( 'u:block:k' );
	} );

	it( 'keeps the other settings groups', () => {
		const start: Block = {
			...heading(),
			settings: {
				style: { options: { effectsDesigner: { opacity: 50 } } },
			},
		};
		const { block } = renderPanel( start );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Heading type' } ),
			{ target: { value: 'h5' } }
		);
		expect( block().settings ).toEqual( {
			style: { options: { effectsDesigner: { opacity: 50 } } },
			block: { options: { headingType: 'h5' } },
		} );
	} );

	it( 'says when the block has no options of its own', () => {
		renderPanel( heading(), {
			...headingDefinition,
			optionsEnabled: { style: true },
		} );
		expect(
			screen.getByText( 'This block has no settings of its own.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Link and tooltip' } )
		).toBeInTheDocument();
	} );

	it( 'shows only the link and tooltip without a definition', () => {
		renderPanel( heading( { headingText: 'x' } ), null );
		expect(
			screen.queryByText( 'This block has no settings of its own.' )
		).toBeNull();
		expect( screen.queryByRole( 'textbox', { name: 'Text' } ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Link and tooltip' } )
		).toBeInTheDocument();
	} );

	it( 'names option types no control edits', () => {
		renderPanel( heading(), {
			...headingDefinition,
			optionsEnabled: {
				block: {
					options: [
						{ option: 'sparkle', uniqueKey: 'fx', label: 'Effect' },
					],
				},
			},
		} );
		expect(
			screen.getByText(
				'This setting cannot be edited here: no control is registered for the option type "sparkle".'
			)
		).toBeInTheDocument();
	} );
} );

describe( 'Option groups', () => {
	function container( options?: Record< string, unknown > ): Block {
		return {
			uid: 'container0000000000000001',
			name: 'Container',
			moduleName: 'uip-container',
			settings: options ? { block: { options } } : {},
			content: [],
		};
	}

	it( "puts the container's accessibility settings in an Accessibility group after Layout, in plain words", () => {
		const { container: panel } = renderPanel(
			container(),
			containerDefinition
		);
		const titles = Array.from(
			panel.querySelectorAll( '.components-panel__body-title' )
		).map( ( title ) => title.textContent );
		expect( titles ).toEqual( [
			'Layout',
			'Accessibility',
			'Link and tooltip',
		] );
		// Layout, the first group, is open; Accessibility holds nothing yet.
		expect(
			screen.getByRole( 'combobox', { name: 'On small screens' } )
		).toBeInTheDocument();
		const accessibility = screen.getByRole( 'button', {
			name: 'Accessibility',
		} );
		expect( accessibility ).toHaveAttribute( 'aria-expanded', 'false' );
		fireEvent.click( accessibility );
		const area = screen.getByRole( 'combobox', { name: 'Area type' } );
		expect(
			within( area )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'Not announced',
			'Top bar',
			'Navigation (menus)',
			'Sidebar',
			'Footer',
			'Other region (give it a label below)',
		] );
		expect(
			screen.getByRole( 'textbox', { name: 'Region label' } )
		).toHaveAccessibleDescription( /Names the region for screen readers/ );
		expect( panel.textContent ).not.toMatch( /Landmark/ );
	} );

	it( 'opens a later group that holds a value, and stores options as before', () => {
		const { last } = renderPanel(
			container( { landmark: 'region' } ),
			containerDefinition
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Area type' } )
		).toHaveValue( 'region' );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Region label' } ),
			{ target: { value: 'Quick links' } }
		);
		expect( last()?.changes.settings?.block?.options ).toEqual( {
			landmark: 'region',
			landmarkLabel: 'Quick links',
		} );
	} );
} );

describe( 'Link and tooltip', () => {
	it( 'is closed until opened', () => {
		renderPanel( heading() );
		const toggle = screen.getByRole( 'button', {
			name: 'Link and tooltip',
		} );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'textbox', { name: 'Link' } ) ).toBeNull();
		fireEvent.click( toggle );
		expect(
			screen.getByRole( 'textbox', { name: 'Link' } )
		).toBeInTheDocument();
	} );

	it( 'starts open when the block has a link', () => {
		renderPanel( {
			...heading(),
			linkTo: { value: 'https://a.test', newTab: true },
		} );
		expect( screen.getByRole( 'textbox', { name: 'Link' } ) ).toHaveValue(
			'https://a.test'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Open the link in' } )
		).toHaveValue( 'new' );
	} );

	it( 'sets the link and where it opens, and removes it when the URL is cleared', () => {
		const { last, block } = renderPanel( heading() );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Link and tooltip' } )
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Open the link in' } )
		).toBeNull();
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Link' } ), {
			target: { value: 'https://a.test' },
		} );
		expect( last() ).toEqual( {
			changes: { linkTo: { value: 'https://a.test', newTab: false } },
			options: { mergeKey: 'heading000000000000000001:link' },
		} );
		const target = screen.getByRole( 'combobox', {
			name: 'Open the link in',
		} );
		expect(
			within( target )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'The same tab',
			'A new tab',
			'A new tab when the link leaves the admin',
		] );
		fireEvent.change( target, { target: { value: 'new' } } );
		expect( last() ).toEqual( {
			changes: { linkTo: { value: 'https://a.test', newTab: true } },
			options: undefined,
		} );
		fireEvent.change( target, { target: { value: 'dynamic' } } );
		expect( last()?.changes ).toEqual( {
			linkTo: { value: 'https://a.test', newTab: 'dynamic' },
		} );
		// Typing in the URL keeps where it opens.
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Link' } ), {
			target: { value: 'https://b.test' },
		} );
		expect( last()?.changes ).toEqual( {
			linkTo: { value: 'https://b.test', newTab: 'dynamic' },
		} );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Link' } ), {
			target: { value: '' },
		} );
		expect( last()?.changes ).toEqual( { linkTo: undefined } );
		expect( block().linkTo ).toBeUndefined();
	} );

	it( "is the button's one link setting, open from the start", () => {
		const button: Block = {
			uid: 'button0000000000000000001',
			name: 'Button',
			moduleName: 'uip-button',
			settings: {},
			linkTo: { value: '/wp-admin/edit.php', newTab: 'dynamic' },
		};
		renderPanel( button, buttonDefinition );
		expect(
			screen.getAllByRole( 'textbox', { name: 'Link' } )
		).toHaveLength( 1 );
		expect( screen.getByRole( 'textbox', { name: 'Link' } ) ).toHaveValue(
			'/wp-admin/edit.php'
		);
		expect(
			screen.getAllByRole( 'combobox', { name: 'Open the link in' } )
		).toHaveLength( 1 );
		expect(
			screen.getByRole( 'combobox', { name: 'Open the link in' } )
		).toHaveValue( 'dynamic' );
	} );

	it( 'sets the tooltip and removes it when the message is cleared', () => {
		const { last, block } = renderPanel( {
			...heading(),
			tooltip: { message: 'Hi' },
		} );
		const field = screen.getByRole( 'textbox', { name: 'Tooltip' } );
		expect( field ).toHaveValue( 'Hi' );
		fireEvent.change( field, { target: { value: 'Hint' } } );
		expect( last() ).toEqual( {
			changes: { tooltip: { message: 'Hint' } },
			options: { mergeKey: 'heading000000000000000001:tooltip' },
		} );
		fireEvent.change( field, { target: { value: '' } } );
		expect( last()?.changes ).toEqual( { tooltip: undefined } );
		expect( block().tooltip ).toBeUndefined();
	} );

	it( 'sets the tooltip’s delay, storing none for the default', () => {
		const { last } = renderPanel( {
			...heading(),
			tooltip: { message: 'Hi' },
		} );
		const delay = screen.getByRole( 'spinbutton', {
			name: 'Tooltip delay (milliseconds)',
		} );
		expect( delay ).toHaveValue( 700 );
		fireEvent.change( delay, { target: { value: '250' } } );
		expect( last()?.changes ).toEqual( {
			tooltip: { message: 'Hi', delay: 250 },
		} );
		fireEvent.change( delay, { target: { value: '700' } } );
		expect( last()?.changes ).toEqual( { tooltip: { message: 'Hi' } } );
		fireEvent.change( delay, { target: { value: '99999' } } );
		expect( last()?.changes ).toEqual( {
			tooltip: { message: 'Hi', delay: 5000 },
		} );
	} );
} );
