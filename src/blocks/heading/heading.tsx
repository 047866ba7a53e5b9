/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { choiceOption, dynamicOption, iconOption } from '../shared/options';
import './heading.scss';

export const HEADING_TYPES = [ 'h1', 'h2', 'h3', 'h4', 'h5', 'p' ] as const;
export const ICON_POSITIONS = [ 'left', 'right' ] as const;

/**
 * A heading (h1-h5) or a paragraph styled as one; default h2.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function Heading( { options }: BlockComponentProps ) {
	const text = useDynamicText( dynamicOption( options, 'headingText' ) );
	const Tag = choiceOption( options, 'headingType', HEADING_TYPES, 'h2' );
	const icon = iconOption( options, 'icon' );
	const position = choiceOption(
		options,
		'position',
		ICON_POSITIONS,
		'left'
	);

	return (
		<Tag className="uip-heading">
			{ position === 'left' && <BlockIcon name={ icon } /> }
			{ text }
			{ position === 'right' && <BlockIcon name={ icon } /> }
		</Tag>
	);
}
