/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Markdown, { decodeEntities, safeHref } from '../markdown';

describe( 'Markdown', () => {
	it( 'renders emphasis, lists, inline code and tables', () => {
		const { container } = render(
			<Markdown
				text={
					'Some **bold** and *em* with `a < b`.\n\n1. one\n2. two\n\n| a | b |\n|---|---|\n| 1 | 2 |'
				}
			/>
		);
		expect( container.querySelector( 'strong' ) ).toHaveTextContent(
			'bold'
		);
		expect( container.querySelector( 'em' ) ).toHaveTextContent( 'em' );
		expect( container.querySelector( 'p code' ) ).toHaveTextContent(
			'a < b'
		);
		expect( container.querySelectorAll( 'ol li' ) ).toHaveLength( 2 );
		expect( screen.getByRole( 'table' ) ).toHaveTextContent( 'ab12' );
	} );

	it( 'shows HTML in an answer as text, never as markup', () => {
		const { container } = render(
			<Markdown
				text={
					'Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(1)</script>\n\n<b>bold?</b>'
				}
			/>
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.querySelector( 'b' ) ).toBeNull();
		expect( container ).toHaveTextContent(
			'Hi <img src=x onerror="alert(1)"> there'
		);
		expect( container ).toHaveTextContent( '<script>alert(1)</script>' );
	} );

	it( 'links only to http(s) and mailto addresses, and shows images as links', () => {
		render(
			<Markdown
				text={
					'[docs](https://example.org/docs) [bad](javascript:alert(1)) [mail](mailto:a@example.org) ![a cat](https://example.org/cat.png)'
				}
			/>
		);
		const docs = screen.getByRole( 'link', { name: 'docs' } );
		expect( docs ).toHaveAttribute( 'href', 'https://example.org/docs' );
		expect( docs ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( screen.queryByRole( 'link', { name: 'bad' } ) ).toBeNull();
		expect( screen.getByText( 'bad' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'mail' } ) ).toHaveAttribute(
			'href',
			'mailto:a@example.org'
		);
		expect( screen.getByRole( 'link', { name: 'a cat' } ) ).toHaveAttribute(
			'href',
			'https://example.org/cat.png'
		);
		expect( screen.queryByRole( 'img' ) ).toBeNull();
	} );

	it( 'puts fenced code in a code block with a copy button', () => {
		const { container } = render(
			<Markdown text={ "```js\nconsole.log( '<hi>' );\n```" } />
		);
		expect( container.querySelector( 'pre code' ) ).toHaveTextContent(
			"console.log( '<hi>' );"
		);
		expect( screen.getByText( 'js' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: /Copy code/ } )
		).toBeInTheDocument();
	} );

	it( 'decodes character references and refuses unsafe addresses', () => {
		expect( decodeEntities( 'a &amp; b &lt;3 &#65;&#x42; &bogus;' ) ).toBe(
			'a & b <3 AB &bogus;'
		);
		expect( safeHref( 'data:text/html,hi' ) ).toBeUndefined();
		expect( safeHref( '/relative' ) ).toBeUndefined();
		expect( safeHref( 'HTTPS://Example.org' ) ).toBe(
			'https://example.org/'
		);
	} );
} );
