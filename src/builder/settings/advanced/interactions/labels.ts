/**
 * Words the interactions editor shows for stored values.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	InteractionEvent,
	InteractionTarget,
} from '../../../../engine/types';

/**
 * How an event reads in the builder.
 *
 * @param event The stored event.
 */
export function eventLabel( event: InteractionEvent ): string {
	switch ( event ) {
		case 'click':
			return __( 'Click', 'uipress' );
		case 'dblclick':
			return __( 'Double click', 'uipress' );
		case 'mouseenter':
			return __( 'Mouse enters', 'uipress' );
		case 'mouseleave':
			return __( 'Mouse leaves', 'uipress' );
		case 'focus':
			return __( 'Gets focus', 'uipress' );
		case 'blur':
			return __( 'Loses focus', 'uipress' );
		default:
			return String( event );
	}
}

/**
 * How a built-in action reads in the builder; undefined for other names.
 *
 * @param action The stored action name.
 */
export function builtInActionLabel( action: string ): string | undefined {
	switch ( action ) {
		case 'showElement':
			return __( 'Show element', 'uipress' );
		case 'hideElement':
			return __( 'Hide element', 'uipress' );
		case 'toggleElementVisibility':
			return __( 'Toggle element visibility', 'uipress' );
		case 'addAttribute':
			return __( 'Add attribute', 'uipress' );
		case 'removeAttribute':
			return __( 'Remove attribute', 'uipress' );
		case 'toggleAttribute':
			return __( 'Toggle attribute', 'uipress' );
		case 'javascript':
			return __( 'Run JavaScript', 'uipress' );
		case 'toggleDarkMode':
			return __( 'Toggle dark mode', 'uipress' );
		case 'toggleMenuCollapse':
			return __( 'Collapse or expand the menu', 'uipress' );
		case 'toggleFulscreenMode':
			return __( 'Toggle full screen', 'uipress' );
		case 'toggleScreenOptions':
			return __( 'Toggle screen options', 'uipress' );
		case 'toggleHelpOptions':
			return __( 'Toggle help', 'uipress' );
		default:
			return undefined;
	}
}

/**
 * How a target kind reads in the builder.
 *
 * @param target The stored target kind.
 */
export function targetLabel( target: InteractionTarget ): string {
	switch ( target ) {
		case 'self':
			return __( 'This block', 'uipress' );
		case 'block':
			return __( 'Another block', 'uipress' );
		case 'selector':
			return __( 'Elements matching a CSS selector', 'uipress' );
		default:
			return String( target );
	}
}
