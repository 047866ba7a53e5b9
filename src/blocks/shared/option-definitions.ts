/**
 * Option definitions several blocks share (definition side: no view code).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../engine/types';

/** Which side of the text a block's icon sits on (spec: iconPosition, default left). */
export function iconPositionOption(): OptionDefinition {
	return {
		option: 'choiceSelect',
		uniqueKey: 'iconPosition',
		label: __( 'Icon position', 'uipress' ),
		value: 'left',
		args: {
			options: [
				{ value: 'left', label: __( 'Left', 'uipress' ) },
				{ value: 'right', label: __( 'Right', 'uipress' ) },
			],
		},
	};
}
