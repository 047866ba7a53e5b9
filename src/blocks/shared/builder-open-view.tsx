/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import BlockDropZone from './drop-zone';
import './builder-open-view.scss';

interface BuilderOpenViewProps {
	/** What opens the content in the interface (shown, not working). */
	trigger: ReactNode;
	/** The class of the content, so its style group shows on it. */
	contentClassName: string;
	/** The block's child blocks. */
	children?: ReactNode;
}

/**
 * How a block that opens something (dropdown, slide-out panel, modal) looks
 * in the builder: its button, and under it the content shown open, so its
 * blocks can be edited and dropped into.
 *
 * @param props                  Component props.
 * @param props.trigger          The button.
 * @param props.contentClassName Class of the content.
 * @param props.children         The child blocks.
 */
export default function BuilderOpenView( {
	trigger,
	contentClassName,
	children,
}: BuilderOpenViewProps ) {
	return (
		<div className="uip-builder-open">
			{ trigger }
			<div
				className={ `uip-builder-open__content ${ contentClassName }` }
			>
				{ children ?? <BlockDropZone /> }
			</div>
		</div>
	);
}
