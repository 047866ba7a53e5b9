/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { iconOption } from '../shared/options';
import { listItems } from './list-items';
import './icon-list.scss';

/**
 * The icon list block: a list, each item after its icon (decorative: the
 * text says what the item is).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function IconList( { options }: BlockComponentProps ) {
	const items = listItems(
		options.items,
		iconOption( options, 'icon', 'check_circle' )
	);
	if ( ! items.length ) {
		return null;
	}
	return (
		<ul className="uip-icon-list">
			{ items.map( ( item, index ) => (
				<li key={ index } className="uip-icon-list__item">
					<BlockIcon
						name={ item.icon }
						className="uip-icon-list__icon"
					/>
					<span>{ item.text }</span>
				</li>
			) ) }
		</ul>
	);
}
