/**
 * External dependencies
 */
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { Children } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useRendererViewport } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BlockDropZone from '../shared/drop-zone';
import { gridLayout } from './grid-layout';
import './responsive-grid.scss';

/**
 * The responsive grid: its blocks in as many columns as the viewport's
 * setting says, never narrower than the minimum column width.
 *
 * @param props          Component props.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function ResponsiveGrid( {
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const viewport = useRendererViewport();
	if ( Children.count( children ) === 0 ) {
		return mode === 'builder' ? <BlockDropZone /> : null;
	}
	const { columns, gap, minColumnWidth } = gridLayout( options, viewport );
	const style = {
		'--uip-grid-columns': columns,
		'--uip-grid-gap': `${ gap }px`,
		'--uip-grid-min': `${ minColumnWidth }px`,
	} as CSSProperties;
	return (
		<div
			className="uip-responsive-grid"
			data-columns={ columns }
			style={ style }
		>
			{ children }
		</div>
	);
}
