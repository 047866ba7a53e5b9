/**
 * WordPress dependencies
 */
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Viewport } from '../../../engine/types';
import type { BlockPanelProps } from '../types';
import { withResponsiveFlag } from './style-settings';

function toggles(): [ Viewport, string ][] {
	return [
		[ 'mobile', __( 'Hide on mobile', 'uipress' ) ],
		[ 'tablet', __( 'Hide on tablet', 'uipress' ) ],
		[ 'desktop', __( 'Hide on desktop', 'uipress' ) ],
	];
}

/**
 * The responsive hide flags: each hides the block on one viewport.
 *
 * @param props          Panel props.
 * @param props.block    The block.
 * @param props.onChange Applies the change.
 */
export default function VisibilitySection( {
	block,
	onChange,
}: Pick< BlockPanelProps, 'block' | 'onChange' > ) {
	return (
		<PanelBody
			title={ __( 'Visibility', 'uipress' ) }
			className="uip-style-visibility"
		>
			{ toggles().map( ( [ viewport, label ] ) => (
				<ToggleControl
					key={ viewport }
					label={ label }
					checked={ block.responsive?.[ viewport ] === true }
					onChange={ ( hidden: boolean ) =>
						onChange(
							withResponsiveFlag( block, viewport, hidden )
						)
					}
					__nextHasNoMarginBottom
				/>
			) ) }
		</PanelBody>
	);
}
