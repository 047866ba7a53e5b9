/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
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
	render( <Host /> );
	return {
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
			screen.getByRole( 'checkbox', {
				name: 'Open the link in a new tab',
			} )
		).toBeChecked();
	} );

	it( 'sets the link and its tab, and removes it when the URL is cleared', () => {
		const { last, block } = renderPanel( heading() );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Link and tooltip' } )
		);
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'Open the link in a new tab',
			} )
		).toBeNull();
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Link' } ), {
			target: { value: 'https://a.test' },
		} );
		expect( last() ).toEqual( {
			changes: { linkTo: { value: 'https://a.test', newTab: false } },
			options: { mergeKey: 'heading000000000000000001:link' },
		} );
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Open the link in a new tab',
			} )
		);
		expect( last() ).toEqual( {
			changes: { linkTo: { value: 'https://a.test', newTab: true } },
			options: undefined,
		} );
		fireEvent.change( screen.getByRole( 'textbox', { name: 'Link' } ), {
			target: { value: '' },
		} );
		expect( last()?.changes ).toEqual( { linkTo: undefined } );
		expect( block().linkTo ).toBeUndefined();
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
} );
