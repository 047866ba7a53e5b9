/**
 * Internal dependencies
 */
import type { BlockPanelProps } from '../types';

export default function AdvancedPanel( { block }: BlockPanelProps ) {
	return <div data-uid={ block.uid } />;
}
