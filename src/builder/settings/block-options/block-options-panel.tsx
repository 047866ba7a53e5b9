/**
 * Internal dependencies
 */
import type { BlockPanelProps } from '../types';

export default function BlockOptionsPanel( { block }: BlockPanelProps ) {
	return <div data-uid={ block.uid } />;
}
