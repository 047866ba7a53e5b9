/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { DropdownPlacement } from '../../components/popover-dropdown/position';
import BlockDropZone from './drop-zone';

interface BuilderOpenViewProps {
	/** What opens the content in the interface (shown, not working). */
	trigger: ReactNode;
	/** The class of the content, so its style group shows on it. */
	contentClassName: string;
	/** Where the content opens beside the trigger; below it by default. */
	placement?: DropdownPlacement;
	/** The block's child blocks. */
	children?: ReactNode;
}

/**
 * How a block that opens something (dropdown, slide-out panel, modal) looks
 * in the builder: its button, and the content it opens as a panel beside
 * the button, over the template rather than in its flow, so the block takes
 * the room it takes in the interface. The builder's canvas styles it
 * (src/builder/editor/canvas-popups.scss): the panel shows while the block
 * or a block inside it is selected, so its blocks can be edited and dropped
 * into. The interface build takes builder-open-view.interface.ts instead.
 *
 * @param props                  Component props.
 * @param props.trigger          The button.
 * @param props.contentClassName Class of the content.
 * @param props.placement        Where the content opens.
 * @param props.children         The child blocks.
 */
export default function BuilderOpenView( {
	trigger,
	contentClassName,
	placement = 'bottom-start',
	children,
}: BuilderOpenViewProps ) {
	return (
		<div className="uip-builder-open" data-uip-placement={ placement }>
			{ trigger }
			<div
				className={ `uip-builder-open__content ${ contentClassName }` }
			>
				{ children ?? <BlockDropZone /> }
			</div>
		</div>
	);
}
