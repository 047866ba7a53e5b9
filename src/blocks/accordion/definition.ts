/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import { openCloseActions } from '../shared/trigger-options';
import component from './component';

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
	actions: openCloseActions(),
	component,
};
