/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

/** The interaction actions an accordion offers. */
export const ACCORDION_ACTIONS = [ 'open', 'close', 'toggle' ] as const;

export const accordionDefinition: BlockDefinition = {
	name: __( 'Accordion', 'uipress' ),
	moduleName: 'uip-accordion',
	description: __(
		'A heading that shows or hides the blocks under it.',
		'uipress'
	),
	group: 'layout',
	icon: 'unfold_more',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'headingText',
					label: __( 'Heading', 'uipress' ),
					value: {
						string: __( 'Accordion', 'uipress' ),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
				{
					option: 'icon',
					uniqueKey: 'icon',
					label: __( 'Icon', 'uipress' ),
					value: '',
				},
				{
					option: 'trueFalse',
					uniqueKey: 'startOpen',
					label: __( 'Open at first', 'uipress' ),
					value: false,
				},
			],
		},
		style: true,
		advanced: true,
	},
	actions: [
		{ name: 'open', label: __( 'Open', 'uipress' ) },
		{ name: 'close', label: __( 'Close', 'uipress' ) },
		{ name: 'toggle', label: __( 'Open or close', 'uipress' ) },
	],
	component,
};
