/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** How long "Copied" shows. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard; resolves to whether it worked.
 *
 * @param text The text.
 */
export async function copyText( text: string ): Promise< boolean > {
	try {
		await window.navigator.clipboard.writeText( text );
		return true;
	} catch {
		return false;
	}
}

/**
 * A fenced code block of an answer, with a button that copies its code.
 *
 * @param props          Component props.
 * @param props.code     The code.
 * @param props.language The fence's language, when named.
 */
export default function CodeBlock( {
	code,
	language,
}: {
	code: string;
	language?: string;
} ) {
	const [ copied, setCopied ] = useState< boolean | undefined >();
	const timer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( timer.current ), [] );

	const copy = async () => {
		const worked = await copyText( code );
		setCopied( worked );
		clearTimeout( timer.current );
		timer.current = setTimeout( () => setCopied( undefined ), COPIED_MS );
	};

	let label: string = __( 'Copy code', 'uipress' );
	if ( copied === true ) {
		label = __( 'Copied', 'uipress' );
	} else if ( copied === false ) {
		label = __( 'Could not copy', 'uipress' );
	}
	return (
		<div className="uip-ai-chat__code">
			<div className="uip-ai-chat__code-bar">
				<span className="uip-ai-chat__code-language">{ language }</span>
				<button
					type="button"
					className="uip-ai-chat__copy"
					onClick={ copy }
				>
					<span className="uip-icon" aria-hidden="true">
						{ copied ? 'check' : 'content_copy' }
					</span>
					<span aria-live="polite">{ label }</span>
				</button>
			</div>
			<pre>
				<code>{ code }</code>
			</pre>
		</div>
	);
}
