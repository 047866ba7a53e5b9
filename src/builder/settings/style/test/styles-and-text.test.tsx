/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	choose,
	chooseColour,
	openGroup,
	renderPanel,
	sampleBlock,
	typeInto,
	UID,
} from './harness';

// The real library loads images over REST; a stand-in picks one at once.
jest.mock( '../../../../components/media-library', () => ( {
	MediaLibraryDialog: ( {
		onSelect,
	}: {
		onSelect: ( image: { source_url: string } ) => void;
	} ) => (
		<button
			type="button"
			onClick={ () =>
				onSelect( { source_url: 'https://example.com/picked.jpg' } )
			}
		>
			Pick test image
		</button>
	),
} ) );

function click( element: HTMLElement ) {
	act( () => {
		fireEvent.click( element );
	} );
}

describe( 'Background and border editor', () => {
	it( 'writes colours, background image, border, radius, overflow and cursor', () => {
		const { block, css } = renderPanel();
		const panel = within(
			openGroup( 'Block style', 'Background and border' )
		);
		chooseColour(
			panel.getByRole( 'group', { name: 'Background colour' } ),
			'Primary'
		);
		expect(
			panel.queryByLabelText( 'Background size' )
		).not.toBeInTheDocument();
		typeInto(
			panel.getByLabelText( 'Background image URL' ),
			'https://example.com/a.png'
		);
		choose( panel.getByLabelText( 'Background size' ), 'cover' );
		typeInto( panel.getByLabelText( 'Background position' ), 'center top' );
		choose( panel.getByLabelText( 'Background repeat' ), 'false' );
		typeInto( panel.getByLabelText( 'Border width' ), '2' );
		choose( panel.getByLabelText( 'Border style' ), 'dashed' );
		chooseColour(
			panel.getByRole( 'group', { name: 'Border colour' } ),
			'Border'
		);
		typeInto( panel.getByLabelText( 'Border radius' ), '6' );
		choose( panel.getByLabelText( 'Overflow' ), 'hidden' );
		choose( panel.getByLabelText( 'Cursor' ), 'pointer' );

		expect( block().settings.style?.options ).toEqual( {
			styles: {
				backgroundColor: 'var(--uip-color-primary)',
				backgroundImage: {
					url: 'https://example.com/a.png',
					size: 'cover',
					position: 'center top',
					repeat: false,
				},
				border: {
					width: { value: 2, units: 'px' },
					style: 'dashed',
					color: 'var(--uip-color-border)',
				},
				radius: { value: 6, units: 'px' },
				overflow: 'hidden',
				cursor: 'pointer',
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{background-color:var(--uip-color-primary);background-image:url("https://example.com/a.png");background-size:cover;background-position:center top;background-repeat:no-repeat;border-width:2px;border-style:dashed;border-color:var(--uip-color-border);border-radius:6px;overflow:hidden;cursor:pointer;}`
		);
	} );

	it( 'warns when a picked colour will not follow dark mode', () => {
		renderPanel(
			sampleBlock( {
				settings: {
					style: {
						options: { styles: { backgroundColor: '#123456' } },
					},
				},
			} )
		);
		const field = within(
			openGroup( 'Block style', 'Background and border' )
		).getByRole( 'group', { name: 'Background colour' } );
		const background = within( field );
		expect(
			background.getByRole( 'button', {
				name: 'Background colour: #123456',
			} )
		).toBeInTheDocument();
		expect(
			background.getByText( /stays the same in dark mode/ )
		).toBeInTheDocument();
		chooseColour( field, 'Primary' );
		expect(
			background.queryByText( /stays the same in dark mode/ )
		).not.toBeInTheDocument();
	} );

	it( 'clears a colour and removes the image with its URL', () => {
		const { block } = renderPanel();
		const panel = within(
			openGroup( 'Block style', 'Background and border' )
		);
		const field = panel.getByRole( 'group', { name: 'Background colour' } );
		const background = within( field );
		chooseColour( field, 'Accent' );
		typeInto( panel.getByLabelText( 'Background image URL' ), 'a.png' );
		choose( panel.getByLabelText( 'Background size' ), 'contain' );
		typeInto( panel.getByLabelText( 'Background image URL' ), '' );
		expect( block().settings.style?.options ).toEqual( {
			styles: { backgroundColor: 'var(--uip-color-accent)' },
		} );
		click( background.getByRole( 'button', { name: 'Clear colour' } ) );
		expect( block().settings.style ).toBeUndefined();
	} );
} );

describe( 'Text editor', () => {
	it( 'writes a preset size and the text format fields', () => {
		const { block, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Text' ) );
		choose( panel.getByLabelText( 'Text size' ), 'L' );
		chooseColour(
			panel.getByRole( 'group', { name: 'Text colour' } ),
			'Muted text'
		);
		choose( panel.getByLabelText( 'Font weight' ), '600' );
		typeInto( panel.getByLabelText( 'Line height' ), '1.5' );
		typeInto( panel.getByLabelText( 'Letter spacing' ), '0.5' );
		choose( panel.getByLabelText( 'Text alignment' ), 'center' );
		choose( panel.getByLabelText( 'Letter case' ), 'uppercase' );
		choose( panel.getByLabelText( 'Decoration' ), 'underline' );
		choose( panel.getByLabelText( 'Font style' ), 'true' );
		typeInto( panel.getByLabelText( 'Font family' ), 'Inter, sans-serif' );

		expect( block().settings.style?.options ).toEqual( {
			textFormat: {
				size: { preset: 'L' },
				color: 'var(--uip-color-text-muted)',
				weight: '600',
				lineHeight: 1.5,
				letterSpacing: { value: 0.5, units: 'px' },
				align: 'center',
				transform: 'uppercase',
				decoration: 'underline',
				italic: true,
				fontFamily: 'Inter, sans-serif',
			},
		} );
		expect( css() ).toBe(
			`.uip-b-${ UID }{font-size:var(--uip-text-l);color:var(--uip-color-text-muted);font-weight:600;line-height:1.5;letter-spacing:0.5px;text-align:center;text-transform:uppercase;text-decoration:underline;font-style:italic;font-family:Inter, sans-serif;}`
		);
	} );

	it( 'reveals the custom size input for the custom preset', () => {
		const { block, calls, css } = renderPanel();
		const panel = within( openGroup( 'Block style', 'Text' ) );
		expect(
			panel.queryByLabelText( 'Custom text size' )
		).not.toBeInTheDocument();
		choose( panel.getByLabelText( 'Text size' ), 'custom' );
		typeInto( panel.getByLabelText( 'Custom text size' ), '18' );
		expect( block().settings.style?.options ).toEqual( {
			textFormat: {
				size: { preset: 'custom', custom: { value: 18, units: 'px' } },
			},
		} );
		expect( css() ).toBe( `.uip-b-${ UID }{font-size:18px;}` );
		expect( calls[ 1 ]?.options ).toEqual( {
			mergeKey: `${ UID }:style:textFormat.size`,
		} );

		choose( panel.getByLabelText( 'Font style' ), 'false' );
		expect( css() ).toBe(
			`.uip-b-${ UID }{font-size:18px;font-style:normal;}`
		);
		choose( panel.getByLabelText( 'Text size' ), 'S' );
		expect( block().settings.style?.options.textFormat?.size ).toEqual( {
			preset: 'S',
		} );
	} );
} );

describe( 'Background image chooser', () => {
	it( 'stores the URL of the image chosen in the media library', () => {
		const { block } = renderPanel();
		const panel = within(
			openGroup( 'Block style', 'Background and border' )
		);
		click( panel.getByRole( 'button', { name: 'Choose image' } ) );
		click( screen.getByRole( 'button', { name: 'Pick test image' } ) );
		expect( block().settings.style?.options ).toEqual( {
			styles: {
				backgroundImage: { url: 'https://example.com/picked.jpg' },
			},
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Pick test image' } )
		).not.toBeInTheDocument();
	} );
} );
