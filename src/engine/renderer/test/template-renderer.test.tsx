/**
 * External dependencies
 */
import {
	act,
	cleanup,
	fireEvent,
	render,
	screen,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '..';
import { BLOCKS_FILTER } from '../../registry';
import type { BlockDefinition } from '../../types';
import { followLink } from '../links';
import { block, engine, paragraph, rootOf } from './helpers';

jest.mock( '../links', () => ( {
	...jest.requireActual( '../links' ),
	followLink: jest.fn(),
} ) );

const NAMESPACE = 'uipress-test/renderer';

function addBlock( definition: Partial< BlockDefinition > ) {
	addFilter( BLOCKS_FILTER, NAMESPACE, ( blocks: unknown[] ) => [
		...blocks,
		{
			name: 'Test',
			description: '',
			group: 'elements',
			icon: 'extension',
			optionsEnabled: {},
			component: () => <span>Test block</span>,
			...definition,
		},
	] );
}

const editorsOnly = {
	advanced: {
		options: {
			conditions: {
				relation: 'and' as const,
				conditions: [
					{
						type: 'userrole',
						operator: 'is' as const,
						value: 'editor',
					},
				],
			},
		},
	},
};

describe( 'TemplateRenderer', () => {
	afterEach( () => {
		// Unmount first: removing the filter re-renders mounted renderers.
		cleanup();
		removeFilter( BLOCKS_FILTER, NAMESPACE );
		jest.mocked( followLink ).mockReset();
	} );

	it( 'puts data-uip-uid and data-uip-module on every block root, nested too', () => {
		const heading = block( 'uip-heading', {
			settings: { block: { options: { headingText: 'Welcome' } } },
		} );
		const container = block( 'uip-container', { content: [ heading ] } );
		const { container: page } = render(
			<TemplateRenderer blocks={ [ container ] } mode="prod" />
		);

		const outer = rootOf( page, container.uid );
		const inner = rootOf( page, heading.uid );
		expect( outer ).toHaveAttribute( 'data-uip-module', 'uip-container' );
		expect( inner ).toHaveAttribute( 'data-uip-module', 'uip-heading' );
		expect( outer ).toContainElement( inner );
		// Styles are scoped to a class per block (see blockSelector).
		expect( outer ).toHaveClass( 'uip-block', `uip-b-${ container.uid }` );
		expect( inner ).toHaveClass( 'uip-block', `uip-b-${ heading.uid }` );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Welcome' } )
		).toBeInTheDocument();
		expect( page.querySelectorAll( '[data-uip-uid]' ) ).toHaveLength( 2 );
	} );

	it( 'shows the green notice for a missing module and renders the rest', () => {
		const missing = block( 'uip-no-such-block' );
		const { container } = render(
			<TemplateRenderer
				blocks={ [ missing, paragraph( 'Still here' ) ] }
				mode="prod"
			/>
		);

		const root = rootOf( container, missing.uid );
		expect( root ).toHaveTextContent(
			"This component is missing or can't be loaded"
		);
		expect(
			root.querySelector( '.uip-block-notice--missing' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Still here' ) ).toBeInTheDocument();
	} );

	it( 'shows the pro notice for a pro block unless pro is unlocked', () => {
		addBlock( { moduleName: 'test-pro', pro: true } );
		const pro = block( 'test-pro' );

		const { container, rerender } = render(
			<TemplateRenderer
				blocks={ [ pro ] }
				mode="prod"
				engine={ engine() }
			/>
		);
		expect( rootOf( container, pro.uid ) ).toHaveTextContent(
			'This is a pro option. Upgrade to unlock'
		);
		expect( screen.queryByText( 'Test block' ) ).not.toBeInTheDocument();

		rerender(
			<TemplateRenderer
				blocks={ [ pro ] }
				mode="prod"
				engine={ engine( { proUnlocked: true } ) }
			/>
		);
		expect( screen.getByText( 'Test block' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'This is a pro option. Upgrade to unlock' )
		).not.toBeInTheDocument();
	} );

	it( 'reads the pro flag from the page configuration by default', () => {
		addBlock( { moduleName: 'test-pro', pro: true } );
		window.uipressConfig = { engine: engine( { proUnlocked: true } ) };
		try {
			render(
				<TemplateRenderer
					blocks={ [ block( 'test-pro' ) ] }
					mode="prod"
				/>
			);
			expect( screen.getByText( 'Test block' ) ).toBeInTheDocument();
		} finally {
			delete window.uipressConfig;
		}
	} );

	it( 'hides remote blocks in every mode', () => {
		const remote = paragraph( 'From elsewhere', {
			remote: true,
			path: 'https://example.com/template.json',
		} );
		for ( const mode of [ 'builder', 'prod', 'preview' ] as const ) {
			const { unmount } = render(
				<TemplateRenderer blocks={ [ remote ] } mode={ mode } />
			);
			expect(
				screen.queryByText( 'From elsewhere' )
			).not.toBeInTheDocument();
			unmount();
		}
	} );

	it( 'applies conditions in production only', () => {
		const blocks = [
			paragraph( 'For editors', { settings: editorsOnly } ),
			paragraph( 'For everyone' ),
		];
		const { rerender } = render(
			<TemplateRenderer
				blocks={ blocks }
				mode="prod"
				engine={ engine() }
			/>
		);
		expect( screen.queryByText( 'For editors' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'For everyone' ) ).toBeInTheDocument();

		for ( const mode of [ 'builder', 'preview' ] as const ) {
			rerender(
				<TemplateRenderer
					blocks={ blocks }
					mode={ mode }
					engine={ engine() }
				/>
			);
			expect( screen.getByText( 'For editors' ) ).toBeInTheDocument();
		}
	} );

	it( 'shows a block whose conditions are met in production', () => {
		const editor = engine();
		editor.context.user.roles = [ 'editor' ];
		render(
			<TemplateRenderer
				blocks={ [
					paragraph( 'For editors', { settings: editorsOnly } ),
				] }
				mode="prod"
				engine={ editor }
			/>
		);
		expect( screen.getByText( 'For editors' ) ).toBeInTheDocument();
	} );

	it( 'hides a block flagged hidden in the current viewport', () => {
		const blocks = [
			paragraph( 'Not on desktop', { responsive: { desktop: true } } ),
			paragraph( 'Not on mobile', { responsive: { mobile: true } } ),
		];
		render(
			<TemplateRenderer
				blocks={ blocks }
				mode="prod"
				viewport="desktop"
			/>
		);
		expect(
			screen.queryByText( 'Not on desktop' )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'Not on mobile' ) ).toBeInTheDocument();
	} );

	it( 'adds the block classes to the root element', () => {
		const styled = paragraph( 'Classy', {
			settings: {
				block: { options: { text: 'Classy' } },
				advanced: { options: { classes: ' card  highlighted ' } },
			},
		} );
		const { container } = render(
			<TemplateRenderer blocks={ [ styled ] } mode="prod" />
		);
		const root = rootOf( container, styled.uid );
		expect( root ).toHaveClass( 'uip-block', 'card', 'highlighted' );
	} );

	it( 'renders one style element for the whole tree, with the viewport rules', () => {
		const child = paragraph( 'Child', { responsive: { mobile: true } } );
		const blocks = [
			block( 'uip-container', {
				content: [ child, paragraph( 'Two' ) ],
			} ),
			paragraph( 'Three', { responsive: { tablet: true } } ),
		];
		const { container } = render(
			<TemplateRenderer
				blocks={ blocks }
				mode="prod"
				viewport="desktop"
			/>
		);

		const styles = container.querySelectorAll( 'style' );
		expect( styles ).toHaveLength( 1 );
		expect( styles[ 0 ]?.textContent ).toContain(
			`.uip-b-${ child.uid }{display:none !important;}`
		);
		expect( styles[ 0 ]?.textContent ).toContain(
			`.uip-b-${ blocks[ 1 ]?.uid }{display:none !important;}`
		);
	} );

	it( 'follows linkTo on click and Enter, in a new tab when asked', () => {
		const linked = paragraph( 'Go to posts', {
			linkTo: { value: '/wp-admin/edit.php', newTab: false },
		} );
		const external = paragraph( 'Docs', {
			linkTo: { value: 'https://example.com/docs', newTab: true },
		} );
		render(
			<TemplateRenderer blocks={ [ linked, external ] } mode="prod" />
		);

		const link = screen.getByRole( 'link', { name: 'Go to posts' } );
		expect( link ).toHaveAttribute( 'tabindex', '0' );
		fireEvent.click( screen.getByText( 'Go to posts' ) );
		expect( followLink ).toHaveBeenLastCalledWith(
			'/wp-admin/edit.php',
			false
		);

		fireEvent.keyDown( screen.getByRole( 'link', { name: 'Docs' } ), {
			key: 'Enter',
		} );
		expect( followLink ).toHaveBeenLastCalledWith(
			'https://example.com/docs',
			true
		);
	} );

	it( 'opens a new tab for newTab "dynamic" only when the link leaves the admin', () => {
		const inside = paragraph( 'Posts', {
			linkTo: { value: '/wp-admin/edit.php', newTab: 'dynamic' },
		} );
		const outside = paragraph( 'Elsewhere', {
			linkTo: { value: 'https://example.org/', newTab: 'dynamic' },
		} );
		render(
			<TemplateRenderer blocks={ [ inside, outside ] } mode="prod" />
		);
		fireEvent.click( screen.getByText( 'Posts' ) );
		expect( followLink ).toHaveBeenLastCalledWith(
			'/wp-admin/edit.php',
			false
		);
		fireEvent.click( screen.getByText( 'Elsewhere' ) );
		expect( followLink ).toHaveBeenLastCalledWith(
			'https://example.org/',
			true
		);
	} );

	it( 'leaves the link of a block that renders its own (the button) to it: one link, not two', () => {
		const button = block( 'uip-button', {
			settings: { block: { options: { buttonText: 'Docs' } } },
			linkTo: { value: 'https://example.com/docs', newTab: true },
		} );
		const { container } = render(
			<TemplateRenderer blocks={ [ button ] } mode="prod" />
		);
		const links = screen.getAllByRole( 'link' );
		expect( links ).toHaveLength( 1 );
		expect( links[ 0 ] ).toHaveAttribute(
			'href',
			'https://example.com/docs'
		);
		expect( links[ 0 ] ).toHaveAttribute( 'target', '_blank' );
		expect( rootOf( container, button.uid ) ).not.toHaveAttribute( 'role' );
	} );

	it( 'does not follow linkTo in the builder, nor unsafe URLs', () => {
		const linked = paragraph( 'Builder link', {
			linkTo: { value: '/wp-admin/', newTab: false },
		} );
		const unsafe = paragraph( 'Unsafe', {
			linkTo: { value: 'javascript:alert(1)', newTab: false },
		} );
		const { rerender } = render(
			<TemplateRenderer blocks={ [ linked ] } mode="builder" />
		);
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		fireEvent.click( screen.getByText( 'Builder link' ) );

		rerender( <TemplateRenderer blocks={ [ unsafe ] } mode="prod" /> );
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
		fireEvent.click( screen.getByText( 'Unsafe' ) );
		expect( followLink ).not.toHaveBeenCalled();
	} );

	it( 'leaves clicks on inner links and buttons to them', () => {
		const button = block( 'uip-button', {
			settings: { block: { options: { buttonText: 'Inner' } } },
		} );
		const card = block( 'uip-container', {
			content: [ button ],
			linkTo: { value: '/wp-admin/', newTab: false },
		} );
		render( <TemplateRenderer blocks={ [ card ] } mode="prod" /> );

		fireEvent.click( screen.getByRole( 'button', { name: 'Inner' } ) );
		expect( followLink ).not.toHaveBeenCalled();
	} );

	it( 'shows the tooltip message after hovering, and on focus', async () => {
		jest.useFakeTimers();
		try {
			const tipped = paragraph( 'Hover me', {
				tooltip: { message: 'More about this' },
				linkTo: { value: '/wp-admin/', newTab: false },
			} );
			const { container } = render(
				<TemplateRenderer blocks={ [ tipped ] } mode="prod" />
			);
			const root = rootOf( container, tipped.uid );
			expect( root ).toHaveAttribute(
				'data-uip-tooltip',
				'More about this'
			);
			expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();

			fireEvent.mouseOver( screen.getByText( 'Hover me' ) );
			await act( async () => {
				jest.advanceTimersByTime( 700 );
			} );
			const tooltip = screen.getByRole( 'tooltip' );
			expect( tooltip ).toHaveTextContent( 'More about this' );
			expect( root ).toHaveAttribute( 'aria-describedby', tooltip.id );

			fireEvent.mouseOut( root, { relatedTarget: document.body } );
			expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
			expect( root ).not.toHaveAttribute( 'aria-describedby' );

			await act( async () => {
				fireEvent.focusIn( root );
			} );
			expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
				'More about this'
			);
			fireEvent.keyDown( document, { key: 'Escape' } );
			expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'waits the delay the block sets before showing its tooltip', async () => {
		jest.useFakeTimers();
		try {
			const slow = paragraph( 'Slow', {
				tooltip: { message: 'Takes its time', delay: 1500 },
			} );
			const quick = paragraph( 'Quick', {
				tooltip: { message: 'At once', delay: 0 },
			} );
			render(
				<TemplateRenderer blocks={ [ slow, quick ] } mode="prod" />
			);

			fireEvent.mouseOver( screen.getByText( 'Slow' ) );
			await act( async () => {
				jest.advanceTimersByTime( 1400 );
			} );
			expect( screen.queryByRole( 'tooltip' ) ).not.toBeInTheDocument();
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
				'Takes its time'
			);

			fireEvent.mouseOver( screen.getByText( 'Quick' ) );
			await act( async () => {
				jest.advanceTimersByTime( 0 );
			} );
			expect( screen.getByRole( 'tooltip' ) ).toHaveTextContent(
				'At once'
			);
		} finally {
			jest.useRealTimers();
		}
	} );
} );
