/**
 * An answer's Markdown as React elements, built from marked's tokens: text is
 * text (React escapes it), HTML in the answer shows as typed and never
 * becomes markup, links open only http(s) and mailto addresses, and images
 * show as links (an answer does not make the browser load anything).
 */

/**
 * External dependencies
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import CodeBlock from './code-block';

const NAMED_ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
};

/**
 * Text with its character references decoded (marked keeps `&amp;` as typed).
 *
 * @param text Text of a token.
 */
export function decodeEntities( text: string ): string {
	return text.replace(
		/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi,
		( match, name: string ) => {
			if ( name[ 0 ] === '#' ) {
				const code =
					name.charAt( 1 ).toLowerCase() === 'x'
						? parseInt( name.slice( 2 ), 16 )
						: parseInt( name.slice( 1 ), 10 );
				return code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: match;
			}
			return NAMED_ENTITIES[ name.toLowerCase() ] ?? match;
		}
	);
}

/**
 * A link's address when it is safe to open (http, https, mailto), else
 * undefined.
 *
 * @param href The address the answer gave.
 */
export function safeHref( href: string ): string | undefined {
	try {
		const url = new URL( href, 'https://invalid.invalid' );
		if (
			url.origin === 'https://invalid.invalid' ||
			! [ 'http:', 'https:', 'mailto:' ].includes( url.protocol )
		) {
			return undefined;
		}
		return url.href;
	} catch {
		return undefined;
	}
}

function inline( tokens: Token[] | undefined ): ReactNode[] {
	return ( tokens ?? [] ).map( ( token, index ) => {
		switch ( token.type ) {
			case 'strong':
				return (
					<strong key={ index }>{ inline( token.tokens ) }</strong>
				);
			case 'em':
				return <em key={ index }>{ inline( token.tokens ) }</em>;
			case 'del':
				return <del key={ index }>{ inline( token.tokens ) }</del>;
			case 'codespan':
				return (
					<code key={ index }>
						{ decodeEntities( ( token as Tokens.Codespan ).text ) }
					</code>
				);
			case 'br':
				return <br key={ index } />;
			case 'link':
			case 'image': {
				const { href, text } = token as Tokens.Link | Tokens.Image;
				const safe = safeHref( href );
				const label =
					token.type === 'link' ? inline( token.tokens ) : text;
				return safe ? (
					<a
						key={ index }
						href={ safe }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ label }
					</a>
				) : (
					<span key={ index }>{ label }</span>
				);
			}
			case 'text':
				return 'tokens' in token && token.tokens ? (
					<span key={ index }>{ inline( token.tokens ) }</span>
				) : (
					decodeEntities( ( token as Tokens.Text ).text )
				);
			case 'html':
			case 'escape':
			default:
				// Raw HTML shows as the text it is.
				return 'text' in token && typeof token.text === 'string'
					? token.text
					: null;
		}
	} );
}

function listItem( item: Tokens.ListItem, index: number ): ReactNode {
	return (
		<li key={ index }>
			{ item.task && (
				<input type="checkbox" checked={ !! item.checked } disabled />
			) }
			{ blocks(
				item.tokens.filter( ( token ) => token.type !== 'checkbox' )
			) }
		</li>
	);
}

function table( token: Tokens.Table, index: number ): ReactNode {
	return (
		<div key={ index } className="uip-ai-chat__table">
			<table>
				<thead>
					<tr>
						{ token.header.map( ( cell, column ) => (
							<th key={ column }>{ inline( cell.tokens ) }</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ token.rows.map( ( row, rowIndex ) => (
						<tr key={ rowIndex }>
							{ row.map( ( cell, column ) => (
								<td key={ column }>
									{ inline( cell.tokens ) }
								</td>
							) ) }
						</tr>
					) ) }
				</tbody>
			</table>
		</div>
	);
}

function blocks( tokens: Token[] ): ReactNode[] {
	return tokens.map( ( token, index ) => {
		switch ( token.type ) {
			case 'space':
			case 'def':
				return null;
			case 'code': {
				const { text, lang } = token as Tokens.Code;
				return (
					<CodeBlock
						key={ index }
						code={ text }
						language={ lang?.split( /\s/ )[ 0 ] || undefined }
					/>
				);
			}
			case 'heading':
				return (
					<p
						key={ index }
						className="uip-ai-chat__heading"
						role="heading"
						aria-level={ Math.min(
							6,
							( token as Tokens.Heading ).depth + 2
						) }
					>
						{ inline( token.tokens ) }
					</p>
				);
			case 'paragraph':
				return <p key={ index }>{ inline( token.tokens ) }</p>;
			case 'blockquote':
				return (
					<blockquote key={ index }>
						{ blocks( token.tokens ?? [] ) }
					</blockquote>
				);
			case 'list': {
				const list = token as Tokens.List;
				const items = list.items.map( listItem );
				return list.ordered ? (
					<ol
						key={ index }
						start={
							typeof list.start === 'number' && list.start !== 1
								? list.start
								: undefined
						}
					>
						{ items }
					</ol>
				) : (
					<ul key={ index }>{ items }</ul>
				);
			}
			case 'table':
				return table( token as Tokens.Table, index );
			case 'hr':
				return <hr key={ index } />;
			case 'text':
				return 'tokens' in token && token.tokens ? (
					<span key={ index }>{ inline( token.tokens ) }</span>
				) : (
					decodeEntities( ( token as Tokens.Text ).text )
				);
			default:
				// Block HTML and anything else: the text as typed.
				return 'text' in token && typeof token.text === 'string' ? (
					<p key={ index }>{ token.text }</p>
				) : null;
		}
	} );
}

/**
 * An answer rendered from Markdown.
 *
 * @param props      Component props.
 * @param props.text The Markdown.
 */
export default function Markdown( { text }: { text: string } ) {
	return <>{ blocks( Lexer.lex( text, { gfm: true, breaks: true } ) ) }</>;
}
