/**
 * The parts of WordPress's code editor (`wp.codeEditor`, CodeMirror 5) the
 * builder uses. The builder and settings screens name its files for users
 * who may write code (Admin\AdminScreens), and it loads when a code field
 * first shows (load-code-editor.ts); elsewhere, and for users who turned
 * syntax highlighting off, it is absent and the fields stay plain text areas.
 */

/** What a CodeMirror 5 instance offers the builder. */
export interface CodeMirrorInstance {
	getValue: () => string;
	setValue: ( value: string ) => void;
	on: (
		event: 'change',
		handler: (
			instance: CodeMirrorInstance,
			change: { origin?: string }
		) => void
	) => void;
	getWrapperElement: () => HTMLElement;
	focus: () => void;
	toTextArea: () => void;
}

export interface CodeEditorSettings {
	codemirror?: Record< string, unknown >;
	onTabNext?: ( instance: CodeMirrorInstance ) => void;
	onTabPrevious?: ( instance: CodeMirrorInstance ) => void;
	[ key: string ]: unknown;
}

export interface WpCodeEditor {
	defaultSettings?: CodeEditorSettings;
	initialize: (
		textarea: HTMLTextAreaElement,
		settings?: CodeEditorSettings
	) => { codemirror: CodeMirrorInstance };
}

/** `window.wp.codeEditor`, when WordPress queued it. */
export function wpCodeEditor(): WpCodeEditor | undefined {
	const wp: unknown = ( window as unknown as { wp?: unknown } ).wp;
	if ( typeof wp !== 'object' || wp === null ) {
		return undefined;
	}
	const api: unknown = ( wp as { codeEditor?: unknown } ).codeEditor;
	if (
		typeof api === 'object' &&
		api !== null &&
		typeof ( api as { initialize?: unknown } ).initialize === 'function'
	) {
		return api as WpCodeEditor;
	}
	return undefined;
}

/** Node.DOCUMENT_POSITION_FOLLOWING */
const FOLLOWING = 4;

const TABBABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]',
	'[contenteditable="true"]',
].join( ',' );

/**
 * Whether the element or an ancestor is hidden or inert (CodeMirror hides
 * the text area it replaces with an inline `display: none`).
 *
 * @param element The element.
 */
function isHidden( element: HTMLElement ): boolean {
	for (
		let node: HTMLElement | null = element;
		node;
		node = node.parentElement
	) {
		if (
			node.hidden ||
			node.hasAttribute( 'inert' ) ||
			node.style.display === 'none'
		) {
			return true;
		}
	}
	return false;
}

/**
 * Moves focus to the element before or after `container` in tab order
 * (WordPress's editor calls this on Escape followed by Tab or Shift+Tab,
 * so the editor is no keyboard trap).
 *
 * @param container The editor's wrapper.
 * @param forward   Next (true) or previous (false).
 */
export function focusOutside( container: HTMLElement, forward: boolean ) {
	const candidates = Array.from(
		container.ownerDocument.querySelectorAll< HTMLElement >( TABBABLE )
	).filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! container.contains( element ) &&
			! isHidden( element )
	);
	const following = ( element: HTMLElement ) =>
		// eslint-disable-next-line no-bitwise
		( container.compareDocumentPosition( element ) & FOLLOWING ) !== 0;
	const target = forward
		? candidates.find( following )
		: candidates.filter( ( element ) => ! following( element ) ).pop();
	target?.focus();
}
