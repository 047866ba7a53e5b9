/* global requestAnimationFrame */
/**
 * The block editor's side of `npm run bench:builder`: a post of N
 * paragraphs opened in the editor, and when it is interactive, measured as
 * the builder is (lib/builder-probes.mjs): from the navigation start until
 * the editor canvas holds every paragraph and focusing the first one has
 * selected it (the editor selects the block that takes focus), painted.
 */
import { rest } from './browser.mjs';

/**
 * A post of `count` paragraphs, as the block editor saves them.
 *
 * @param {import('@playwright/test').Page} page  A signed-in page.
 * @param {number}                          count Paragraphs.
 * @return {Promise<number>} The post's id.
 */
export async function createParagraphPost( page, count ) {
	const content = Array.from(
		{ length: count },
		( _, index ) =>
			`<!-- wp:paragraph -->\n<p>Paragraph ${
				index + 1
			} of the benchmark post, with a few words to lay out.</p>\n<!-- /wp:paragraph -->`
	).join( '\n\n' );
	const post = await rest( page, '/wp/v2/posts', {
		method: 'POST',
		body: {
			title: `Benchmark ${ count } paragraphs`,
			status: 'draft',
			content,
		},
	} );
	// No welcome guide over the editor.
	await rest( page, '/wp/v2/users/me', {
		method: 'POST',
		body: {
			meta: {
				persisted_preferences: {
					'core/edit-post': { welcomeGuide: false },
					core: { fixedToolbar: false },
					_modified: new Date().toISOString(),
				},
			},
		},
	} );
	return post.id;
}

/**
 * In the page: resolves with `{ shown, interactive }` in ms from the
 * navigation start once the editor canvas (an iframe) holds `expected`
 * paragraphs and the first one, focused, is selected and painted.
 *
 * @param {{ expected: number, timeout: number }} options
 */
export function editorInteractive( { expected, timeout } ) {
	const painted = () =>
		new Promise( ( resolve ) =>
			requestAnimationFrame( () => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => resolve( performance.now() );
				channel.port2.postMessage( null );
			} )
		);
	const paragraphs = () => {
		const canvas = document.querySelector( 'iframe[name="editor-canvas"]' );
		const doc = canvas?.contentDocument ?? document;
		return doc.querySelectorAll( '[data-type="core/paragraph"]' );
	};
	return new Promise( ( resolve, reject ) => {
		const end = performance.now() + timeout;
		const check = async () => {
			const found = paragraphs();
			if ( found.length >= expected ) {
				const shown = performance.now();
				const first = found[ 0 ];
				first.focus();
				const selected = () =>
					first.classList.contains( 'is-selected' );
				while ( ! selected() ) {
					if ( performance.now() > end ) {
						reject(
							new Error( 'The first paragraph was not selected.' )
						);
						return;
					}
					await new Promise( ( next ) =>
						requestAnimationFrame( next )
					);
				}
				resolve( { shown, interactive: await painted() } );
				return;
			}
			if ( performance.now() > end ) {
				reject(
					new Error(
						`The editor showed ${ found.length } of ${ expected } paragraphs.`
					)
				);
				return;
			}
			requestAnimationFrame( check );
		};
		check();
	} );
}
