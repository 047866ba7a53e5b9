/**
 * Internal dependencies
 */
import type { BlockPanelProps } from '../types';

export default function StylePanel( { block }: BlockPanelProps ) {
	return <div data-uid={ block.uid } />;
}
