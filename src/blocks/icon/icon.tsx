/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { iconOption } from '../shared/options';

/**
 * An icon on its own; default 'favorite'.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function Icon( { options }: BlockComponentProps ) {
	return <BlockIcon name={ iconOption( options, 'icon', 'favorite' ) } />;
}
