/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockDefinition } from '../../engine/types';
import Container from './container';

export const containerDefinition: BlockDefinition = {
	name: __( 'Container', 'uipress' ),
	moduleName: 'uip-container',
	description: __(
		'A box that holds other blocks and lays them out.',
		'uipress'
	),
	group: 'layout',
	icon: 'crop_free',
	container: true,
	optionsEnabled: {
		block: { options: [] },
		style: true,
		advanced: true,
	},
	component: Container,
};
