/**
 * WordPress dependencies
 */
import {
	// The core segmented control; WordPress's own screens use it too.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControl as ToggleGroupControl,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControlOption as ToggleGroupControlOption,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	describeInsertion,
	type InsertPlacement,
	type Insertion,
} from './catalogue';

export interface InsertionLocationProps {
	/** Where the next block goes. */
	where: Insertion;
	/** The id of the sentence, which the inserter's items point to. */
	id: string;
	/** Picks inside or after the selected container. */
	onPlacementChange: ( placement: InsertPlacement ) => void;
}

/**
 * Says where a click in the inserter puts the block, before the click ("New
 * blocks go: Inside “Main”"); with a container selected, a choice between
 * inside it and after it, reachable with the keyboard as any other control.
 *
 * @param props                   Component props.
 * @param props.where             Where the next block goes.
 * @param props.id                The sentence's id.
 * @param props.onPlacementChange Picks inside or after.
 */
export default function InsertionLocation( {
	where,
	id,
	onPlacementChange,
}: InsertionLocationProps ) {
	return (
		<div
			className="uip-inserter__location"
			data-uip-insertion={ where.placement }
		>
			<p className="uip-inserter__location-text" id={ id }>
				<span className="uip-inserter__location-label">
					{ __( 'New blocks go:', 'uipress' ) }
				</span>{ ' ' }
				<strong>{ describeInsertion( where ) }</strong>
			</p>
			{ where.canGoInside && (
				<ToggleGroupControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					className="uip-inserter__placement"
					label={ __( 'Where new blocks go', 'uipress' ) }
					hideLabelFromVision
					isBlock
					value={ where.placement === 'after' ? 'after' : 'inside' }
					onChange={ ( value ) =>
						onPlacementChange(
							value === 'after' ? 'after' : 'inside'
						)
					}
				>
					<ToggleGroupControlOption
						value="inside"
						label={ __( 'Inside', 'uipress' ) }
					/>
					<ToggleGroupControlOption
						value="after"
						label={ __( 'After', 'uipress' ) }
					/>
				</ToggleGroupControl>
			) }
			{ ! where.anchor && (
				<p className="uip-inserter__location-hint">
					{ __(
						'Select a block first to add inside or after it.',
						'uipress'
					) }
				</p>
			) }
		</div>
	);
}
