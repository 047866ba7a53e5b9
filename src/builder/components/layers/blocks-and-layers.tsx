/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Inserter } from '../inserter';
import Layers from './layers';
import './blocks-and-layers.scss';

/**
 * The builder's left sidebar: the inserter above the layers, both visible at
 * once so a block type can be dragged from one into the other. Mount it
 * inside `BuilderDndProvider`.
 */
export default function BlocksAndLayers() {
	return (
		<div className="uip-blocks-and-layers">
			<div className="uip-blocks-and-layers__pane">
				<h2 className="uip-blocks-and-layers__title">
					{ __( 'Blocks', 'uipress' ) }
				</h2>
				<Inserter />
			</div>
			<div className="uip-blocks-and-layers__pane">
				<h2 className="uip-blocks-and-layers__title">
					{ __( 'Layers', 'uipress' ) }
				</h2>
				<Layers />
			</div>
		</div>
	);
}
