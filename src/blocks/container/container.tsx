/**
 * WordPress dependencies
 */
import { Children } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { useSmallScreen } from '../../runtime/small-screen';
import BlockDropZone from '../shared/drop-zone';
import OffCanvasMenu, { offCanvasSide } from './off-canvas-menu';
import './container.scss';

/**
 * A layout box. The renderer's root element of the block is the container's
 * div, so its layout styles apply to the children directly; this component
 * adds the drop zone an empty container shows in the builder, and on small
 * screens moves the blocks of an "off-canvas menu" container into a panel
 * the menu button opens.
 *
 * @param props          Component props.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function Container( {
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const viewport = useRendererViewport();
	const small = useSmallScreen( viewport );
	const side = offCanvasSide( options.smallScreen );
	const hasChildren = Children.count( children ) > 0;

	if ( side && small && mode !== 'builder' && hasChildren ) {
		return (
			<OffCanvasMenu
				side={ side }
				label={
					typeof options.landmarkLabel === 'string'
						? options.landmarkLabel
						: ''
				}
			>
				{ children }
			</OffCanvasMenu>
		);
	}
	if ( hasChildren ) {
		return <>{ children }</>;
	}
	if ( mode !== 'builder' ) {
		return null;
	}
	return <BlockDropZone />;
}
