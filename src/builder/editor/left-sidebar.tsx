/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Inserter } from '../components/inserter';
import { Layers } from '../components/layers';
import './left-sidebar.scss';

const TABS = [
	{ name: 'blocks', title: __( 'Blocks', 'uipress' ) },
	{ name: 'layers', title: __( 'Layers', 'uipress' ) },
];

/**
 * The editor's default left sidebar: the block inserter and the layers as
 * two tabs, as the site editor keeps its inserter and list view apart. Each
 * tab scrolls on its own, so the tree is never below the inserter's tiles
 * and an insert does not move the sidebar.
 */
export default function LeftSidebar() {
	return (
		<TabPanel
			className="uip-editor-left-sidebar"
			tabs={ TABS }
			initialTabName="blocks"
		>
			{ ( tab ) => ( tab.name === 'layers' ? <Layers /> : <Inserter /> ) }
		</TabPanel>
	);
}
