/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './skip-link.scss';

/**
 * Where the page content is: the content frame when the template has one,
 * else the template's main landmark.
 *
 * @param doc The interface's document.
 */
export function mainContent( doc: Document ): HTMLElement | null {
	return (
		doc.querySelector< HTMLElement >(
			'[data-uip-module="uip-content-frame"] iframe'
		) ?? doc.querySelector< HTMLElement >( 'main, [role="main"]' )
	);
}

function skip( event: MouseEvent< HTMLAnchorElement > ) {
	const target = mainContent( event.currentTarget.ownerDocument );
	if ( ! target ) {
		return;
	}
	event.preventDefault();
	if ( target.tagName !== 'IFRAME' && ! target.hasAttribute( 'tabindex' ) ) {
		target.setAttribute( 'tabindex', '-1' );
	}
	target.focus();
}

/**
 * The interface's first focusable element, shown when focused: it moves the
 * focus to the page content, past the menu and toolbar (the stock admin's
 * own skip link is hidden with its chrome).
 */
export default function SkipLink() {
	return (
		<a className="uip-skip-link" href="#wpbody-content" onClick={ skip }>
			{ __( 'Skip to main content', 'uipress' ) }
		</a>
	);
}
