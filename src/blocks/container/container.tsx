/**
 * WordPress dependencies
 */
import { Children } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import './container.scss';

/**
 * A layout box. The renderer's root element of the block is the container's
 * div, so its layout styles apply to the children directly; this component
 * only adds the drop zone an empty container shows in the builder.
 *
 * @param props          Component props.
 * @param props.mode     Display mode.
 * @param props.children The rendered child blocks.
 */
export default function Container( { mode, children }: BlockComponentProps ) {
	if ( Children.count( children ) > 0 ) {
		return <>{ children }</>;
	}
	if ( mode !== 'builder' ) {
		return null;
	}
	return (
		<div className="uip-container__drop-zone">
			{ __( 'Drop blocks here', 'uipress' ) }
		</div>
	);
}
