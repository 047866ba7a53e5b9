/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import {
	openCloseActions,
	shortcutOption,
	triggerOptions,
} from '../shared/trigger-options';
import component from './component';

export const modalDefinition: BlockDefinition = {
	name: __( 'Modal', 'uipress' ),
	moduleName: 'uip-block-modal',
	description: __(
		'A button that opens a dialog of blocks over the page.',
		'uipress'
	),
	group: 'layout',
	icon: 'open_in_new',
	container: true,
	optionsEnabled: {
		block: {
			options: [
				...triggerOptions( __( 'Open dialog', 'uipress' ) ),
				{
					option: 'text',
					uniqueKey: 'modalTitle',
					label: __( 'Dialog title', 'uipress' ),
					value: '',
					help: __(
						'Read by screen readers and shown at the top. The button text when empty.',
						'uipress'
					),
				},
				{
					option: 'trueFalse',
					uniqueKey: 'hideButton',
					label: __(
						'No button (opened by interactions only)',
						'uipress'
					),
					value: false,
				},
				shortcutOption(),
			],
		},
		style: true,
		styleGroups: [
			{
				name: 'modalButton',
				label: __( 'Button', 'uipress' ),
				class: '.uip-block-modal__toggle',
			},
		],
		advanced: true,
	},
	actions: openCloseActions(),
	component,
};
