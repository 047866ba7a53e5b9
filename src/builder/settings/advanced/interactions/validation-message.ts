/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { validateInteraction } from '../../../../engine/interactions';
import type { Interaction } from '../../../../engine/types';

/**
 * Why the interaction cannot run, in words for the builder, or undefined
 * when it is complete (see validateInteraction).
 *
 * @param interaction The stored interaction.
 */
export function validationMessage(
	interaction: Interaction
): string | undefined {
	const result = validateInteraction( interaction );
	if ( result.valid ) {
		return undefined;
	}
	switch ( result.reason ) {
		case 'no action':
			return __( 'Choose an action.', 'uipress' );
		case 'no target':
			if ( interaction.target === 'block' ) {
				return __( 'Choose the block to act on.', 'uipress' );
			}
			if ( interaction.target === 'selector' ) {
				return __( 'Enter a CSS selector for the target.', 'uipress' );
			}
			return __( 'Choose a target.', 'uipress' );
		case 'no key':
			return __( 'This action needs an attribute name.', 'uipress' );
		case 'no value':
			return __( 'This action needs an attribute value.', 'uipress' );
		case 'no code':
			return __( 'Add the JavaScript to run.', 'uipress' );
		default:
			return sprintf(
				/* translators: %s: the reason, e.g. 'event handler attribute "onclick" is not allowed'. */
				__( 'This interaction cannot run: %s.', 'uipress' ),
				result.reason
			);
	}
}
