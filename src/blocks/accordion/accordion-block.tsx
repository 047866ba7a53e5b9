/**
 * Internal dependencies
 */
import Accordion from '../../components/accordion';
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { dynamicOption, iconOption } from '../shared/options';
import { useOpenState } from '../shared/use-open-state';

/**
 * The accordion block: its heading (with an optional icon) shows or hides
 * its child blocks, by click, by keyboard (a button) or by the interaction
 * actions open, close and toggle. In the builder it stays open, so its
 * blocks can be edited and dropped into.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.mode     Display mode.
 * @param props.options  The block's options.
 * @param props.children The rendered child blocks.
 */
export default function AccordionBlock( {
	block,
	mode,
	options,
	children,
}: BlockComponentProps ) {
	const heading = useDynamicText( dynamicOption( options, 'headingText' ) );
	const icon = iconOption( options, 'icon' );
	const [ open, setOpen ] = useOpenState(
		block.uid,
		options.startOpen === true
	);
	return (
		<Accordion
			title={
				<span className="uip-accordion-block__heading">
					<BlockIcon name={ icon } />
					{ heading }
				</span>
			}
			open={ mode === 'builder' || open }
			onToggle={ mode === 'builder' ? undefined : setOpen }
		>
			{ children }
		</Accordion>
	);
}
