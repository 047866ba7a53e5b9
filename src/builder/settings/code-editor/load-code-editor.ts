/**
 * WordPress's code editor, loaded when a code field first shows: the
 * screen names its files (`window.uipressLaterScripts.codeEditor`,
 * Admin\LaterScripts) instead of loading them with the page.
 */

/**
 * Internal dependencies
 */
import { wpCodeEditor, type WpCodeEditor } from './wp-code-editor';

interface LaterScript {
	src: string;
	before: string;
	after: string;
}

interface LaterStyle {
	href: string;
	after: string;
}

interface LaterFiles {
	scripts: LaterScript[];
	styles: LaterStyle[];
}

declare global {
	interface Window {
		uipressLaterScripts?: Record< string, LaterFiles >;
	}
}

const NAME = 'codeEditor';

let loading: Promise< WpCodeEditor | undefined > | undefined;

/** The code editor's files, when the screen named them. */
export function laterCodeEditorFiles(): LaterFiles | undefined {
	const files = window.uipressLaterScripts?.[ NAME ];
	return files &&
		Array.isArray( files.scripts ) &&
		Array.isArray( files.styles )
		? files
		: undefined;
}

/**
 * Runs a script's inline code (its settings), as the page would have.
 *
 * @param code The code.
 */
function runInline( code: string ): void {
	if ( ! code ) {
		return;
	}
	const element = document.createElement( 'script' );
	element.textContent = code;
	document.head.appendChild( element );
}

function addScript( src: string ): Promise< void > {
	return new Promise( ( resolve ) => {
		const element = document.createElement( 'script' );
		element.src = src;
		// A file that fails leaves the editor missing: the field stays a text area.
		element.onload = element.onerror = () => resolve();
		document.head.appendChild( element );
	} );
}

function addStyle( { href, after }: LaterStyle ): void {
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = href;
	document.head.appendChild( link );
	if ( after ) {
		const style = document.createElement( 'style' );
		style.textContent = after;
		document.head.appendChild( style );
	}
}

/**
 * WordPress's code editor: at once when the page has it, else once its
 * files have loaded (in order, each with its inline code); undefined when
 * the screen named none (the user may not write code, or turned syntax
 * highlighting off) or they failed.
 */
export function loadCodeEditor(): Promise< WpCodeEditor | undefined > {
	const ready = wpCodeEditor();
	if ( ready ) {
		return Promise.resolve( ready );
	}
	const files = laterCodeEditorFiles();
	if ( ! files ) {
		return Promise.resolve( undefined );
	}
	if ( ! loading ) {
		loading = ( async () => {
			files.styles.forEach( addStyle );
			for ( const script of files.scripts ) {
				runInline( script.before );
				await addScript( script.src );
				runInline( script.after );
			}
			return wpCodeEditor();
		} )();
	}
	return loading;
}
