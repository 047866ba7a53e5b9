/**
 * WordPress dependencies
 */
import { check, Icon } from '@wordpress/icons';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { isNearBottom, toColumns } from './rules';

/**
 * The grid of a list: three columns, a check mark on the selected item.
 *
 * @param props            Component props.
 * @param props.items      Items with their key, label, image and selection.
 * @param props.onChoose   Called with an item's key.
 * @param props.onNearEnd  Called when scrolled near the bottom.
 * @param props.footer     Shown under the grid.
 * @param props.onDragItem Makes items draggable: called as one is dragged.
 */
export default function Grid( {
	items,
	onChoose,
	onNearEnd,
	footer,
	onDragItem,
}: {
	items: Array< {
		key: string;
		label: string;
		src: string;
		selected: boolean;
		color?: string;
	} >;
	onChoose: ( key: string ) => void;
	onNearEnd: () => void;
	footer?: ReactNode;
	/** When given, items are draggable (onto folders): it sets the drag's data. */
	onDragItem?: ( key: string, event: DragEvent ) => void;
} ) {
	return (
		<div
			className="uip-media__scroll"
			data-testid="uip-media-scroll"
			onScroll={ ( event ) => {
				if ( isNearBottom( event.currentTarget ) ) {
					onNearEnd();
				}
			} }
		>
			<div className="uip-media__grid">
				{ toColumns( items ).map( ( column, index ) => (
					<div className="uip-media__column" key={ index }>
						{ column.map( ( item ) => (
							<button
								key={ item.key }
								type="button"
								className={ `uip-media__item${
									item.selected ? ' is-selected' : ''
								}` }
								aria-pressed={ item.selected }
								aria-label={ item.label }
								style={ { backgroundColor: item.color } }
								onClick={ () => onChoose( item.key ) }
								draggable={ onDragItem ? true : undefined }
								onDragStart={
									onDragItem
										? ( event ) =>
												onDragItem(
													item.key,
													event.nativeEvent
												)
										: undefined
								}
							>
								<img src={ item.src } alt="" />
								{ item.selected && (
									<span className="uip-media__check">
										<Icon icon={ check } size={ 20 } />
									</span>
								) }
							</button>
						) ) }
					</div>
				) ) }
			</div>
			{ footer }
		</div>
	);
}
