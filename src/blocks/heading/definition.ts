/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import component from './component';

export const headingDefinition: BlockDefinition = {
	name: __( 'Heading', 'uipress' ),
	moduleName: 'uip-heading',
	description: __( 'A title for a section of the page.', 'uipress' ),
	group: 'elements',
	icon: 'title',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'dynamicInput',
					uniqueKey: 'headingText',
					label: __( 'Text', 'uipress' ),
					value: {
						string: __( 'Heading', 'uipress' ),
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
				},
				{
					option: 'select',
					uniqueKey: 'headingType',
					label: __( 'Heading type', 'uipress' ),
					value: 'h2',
					args: {
						options: [
							{
								value: 'h1',
								label: __( 'Heading 1', 'uipress' ),
							},
							{
								value: 'h2',
								label: __( 'Heading 2', 'uipress' ),
							},
							{
								value: 'h3',
								label: __( 'Heading 3', 'uipress' ),
							},
							{
								value: 'h4',
								label: __( 'Heading 4', 'uipress' ),
							},
							{
								value: 'h5',
								label: __( 'Heading 5', 'uipress' ),
							},
							{ value: 'p', label: __( 'Paragraph', 'uipress' ) },
						],
					},
				},
				{
					option: 'icon',
					uniqueKey: 'icon',
					label: __( 'Icon', 'uipress' ),
					value: '',
				},
				{
					option: 'choiceSelect',
					uniqueKey: 'position',
					label: __( 'Icon position', 'uipress' ),
					value: 'left',
					args: {
						options: [
							{ value: 'left', label: __( 'Left', 'uipress' ) },
							{ value: 'right', label: __( 'Right', 'uipress' ) },
						],
					},
				},
			],
		},
		style: true,
		advanced: true,
	},
	component,
};
