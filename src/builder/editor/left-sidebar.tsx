/**
 * Internal dependencies
 */
import { Inserter } from '../components/inserter';
import { Layers } from '../components/layers';

/**
 * The editor's default left sidebar: the block inserter above the layers.
 */
export default function LeftSidebar() {
	return (
		<div className="uip-editor-left-sidebar">
			<Inserter />
			<Layers />
		</div>
	);
}
