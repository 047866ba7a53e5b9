/**
 * The `later/snapshot` chunk (webpack.config.js), which the runtime
 * loads once a page printed without a snapshot for its width has loaded
 * (take-over.ts): it starts keeping one for the next visit when the page is
 * still as it opened. It reads the page's configuration as printed: a
 * module shared with runtime.js would make runtime.js larger (webpack keeps
 * such modules apart there).
 */

/**
 * Internal dependencies
 */
import { keepChromeSnapshot, type KeptSnapshot } from './keep';

interface PrintedRuntime {
	snapshot?: { key?: unknown; token?: unknown };
	preferences?: Record< string, unknown >;
	frameUrl?: unknown;
}

/**
 * Whether a flag preference is on, as the server reads it when it prints
 * `<html>` (Runtime\Preferences::is_on(); older versions stored words).
 *
 * @param value The printed preference.
 */
function isOn( value: unknown ): boolean {
	return [ true, 'true', '1', 1, 'uiptrue' ].includes(
		value as string | number | boolean
	);
}

/**
 * Whether the page is in the state the server printed it in: the menu
 * collapsed and dark mode as the preferences say (a menu collapsed from
 * local storage alone, or a toggle before this chunk came, is another
 * state), and the frame still on its first page.
 *
 * @param runtime The printed `runtime` configuration.
 * @param root    The runtime's root.
 */
export function isAsPrinted( runtime: PrintedRuntime, root: Element ): boolean {
	const html = root.ownerDocument.documentElement;
	const preferences = runtime.preferences ?? {};
	const frame = root.querySelector( 'iframe' );
	let framedUrl: string | undefined = runtime.frameUrl as string;
	try {
		framedUrl = frame?.contentWindow?.location.href ?? framedUrl;
	} catch {
		framedUrl = undefined;
	}
	return (
		html.hasAttribute( 'uip-menu-collapsed' ) ===
			isOn( preferences.menuCollapsed ) &&
		( html.getAttribute( 'data-theme' ) === 'dark' ) ===
			isOn( preferences.darkTheme ) &&
		framedUrl === runtime.frameUrl
	);
}

/**
 * Keeps a snapshot of this page under the key and token it was printed
 * with (`runtime.snapshot`), if it is still as printed once it has settled;
 * nothing without a key.
 *
 * @param root The runtime's root.
 */
export function startKeeping(
	root: Element | null = document.getElementById( 'uip-runtime-root' )
): KeptSnapshot | undefined {
	const runtime = ( window.uipressConfig as { runtime?: PrintedRuntime } )
		?.runtime;
	const { key, token } = runtime?.snapshot ?? {};
	// Asked once the page has settled: while the frame's first page still
	// loads, the frame shows about:blank.
	return runtime &&
		root &&
		typeof key === 'string' &&
		typeof token === 'string'
		? keepChromeSnapshot( { key, token }, root, () =>
				isAsPrinted( runtime, root )
			)
		: undefined;
}

export default startKeeping();
