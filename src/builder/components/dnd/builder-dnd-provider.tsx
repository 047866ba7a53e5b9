/**
 * WordPress dependencies
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * External dependencies
 */
import {
	DndContext,
	DragOverlay,
	KeyboardSensor,
	PointerSensor,
	pointerWithin,
	rectIntersection,
	useSensor,
	useSensors,
	type Announcements,
	type CollisionDetection,
	type DragEndEvent,
	type DragMoveEvent,
	type DragStartEvent,
} from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import BlockIcon from '../../../blocks/shared/block-icon';
import { getBlockDefinition } from '../../../engine/registry';
import { findBlock } from '../../tree';
import { createBlock } from '../inserter/catalogue';
import { autoScrollSettings } from './auto-scroll';
import { useAnnounceMove } from './announce-move';
import { useBuilderActions, useBuilderSelect } from './builder-store';
import CanvasDropIndicator from './canvas-drop-indicator';
import { computeDropState } from './compute-drop';
import { DROP_ANIMATION_MS, POINTER_ACTIVATION_DISTANCE } from './constants';
import { DndEnvironmentContext, type DropState } from './drop-state';
import { dragPointOf } from './drop-target';
import { useLatestPointer } from './latest-pointer';
import type { DragData, DropAreaData, Point } from './types';
import './dnd.scss';

export interface BuilderDndProviderProps {
	children: ReactNode;
}

/**
 * The pointer's areas first; for keyboard drags, what the dragged item overlaps.
 * @param args
 */
const collisionDetection: CollisionDetection = ( args ) => {
	const byPointer = pointerWithin( args );
	return byPointer.length ? byPointer : rectIntersection( args );
};

function dragDataOf( data: unknown ): DragData | null {
	if ( typeof data !== 'object' || data === null ) {
		return null;
	}
	const value = data as Partial< DragData > & {
		uid?: unknown;
		moduleName?: unknown;
	};
	if ( value.kind === 'block' && typeof value.uid === 'string' ) {
		return { kind: 'block', uid: value.uid };
	}
	if ( value.kind === 'new' && typeof value.moduleName === 'string' ) {
		return { kind: 'new', moduleName: value.moduleName };
	}
	return null;
}

function isContainer( moduleName: string ): boolean {
	return getBlockDefinition( moduleName )?.container === true;
}

const stackAt = ( point: Point ): Element[] =>
	typeof document.elementsFromPoint === 'function'
		? document.elementsFromPoint( point.x, point.y )
		: [];

/**
 * Drag and drop for the builder: wrap the inserter, the layers and the canvas
 * in it. Drags carry a block type (inserter) or a block (layers, canvas
 * handle); drops insert or move through the builder store. A drop into the
 * dragged block itself or its descendants is refused. Drops animate for
 * 300 ms; the scroll containers auto-scroll by the spec's constants.
 *
 * @param props          Component props.
 * @param props.children The builder's panels and canvas.
 */
export default function BuilderDndProvider( {
	children,
}: BuilderDndProviderProps ) {
	const blocks = useBuilderSelect( ( select ) => select.getBlocks() );
	const { insertBlock, moveBlock, selectBlock } = useBuilderActions();
	const announceMove = useAnnounceMove();
	const canvasNode = useRef< HTMLElement | null >( null );
	const [ state, setState ] = useState< DropState | null >( null );
	const stateRef = useRef< DropState | null >( null );
	stateRef.current = state;
	const blocksRef = useRef( blocks );
	blocksRef.current = blocks;
	// Where the pointer is: what dnd-kit reports lags behind it on a busy page.
	const latestPointer = useLatestPointer();

	const sensors = useSensors(
		useSensor( PointerSensor, {
			activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE },
		} ),
		useSensor( KeyboardSensor )
	);

	const autoScroll = useMemo(
		() => autoScrollSettings( window.innerWidth, window.innerHeight ),
		[]
	);

	/**
	 * Where the drag would drop now, or null without a drag or a point.
	 * dnd-kit's event is as of its last render, which may not have seen the
	 * last moves: the point is where the pointer really is.
	 */
	const dropStateOf = useCallback(
		( event: DragMoveEvent | DragEndEvent ): DropState | null => {
			const drag = dragDataOf( event.active.data.current );
			const at = dragPointOf(
				event.activatorEvent,
				event.delta,
				latestPointer.current,
				event.active.rect.current.translated
			);
			if ( ! drag || ! at ) {
				return null;
			}
			return computeDropState( {
				blocks: blocksRef.current,
				drag,
				over:
					( event.over?.data.current as DropAreaData | undefined ) ??
					null,
				overBox: event.over?.rect ?? null,
				point: at.point,
				atPointer: at.atPointer,
				canvas: canvasNode.current,
				stackAt,
				isContainer,
			} );
		},
		[ latestPointer ]
	);

	const update = useCallback(
		( event: DragMoveEvent ) => {
			const next = dropStateOf( event );
			if ( ! next ) {
				return;
			}
			const previous = stateRef.current;
			if (
				! previous ||
				previous.allowed !== next.allowed ||
				previous.area !== next.area ||
				previous.indicator?.uid !== next.indicator?.uid ||
				previous.indicator?.placement !== next.indicator?.placement
			) {
				setState( next );
			}
		},
		[ dropStateOf ]
	);

	const onDragStart = useCallback( ( event: DragStartEvent ) => {
		const drag = dragDataOf( event.active.data.current );
		if ( drag ) {
			setState( {
				drag,
				area: null,
				indicator: null,
				target: null,
				allowed: false,
			} );
		}
	}, [] );

	const onDragEnd = useCallback(
		( event: DragEndEvent ) => {
			const final = dropStateOf( event );
			setState( null );
			if ( ! final?.allowed || ! final.target ) {
				return;
			}
			const { drag } = final;
			const { parentUid, index } = final.target;
			if ( drag.kind === 'new' ) {
				const definition = getBlockDefinition( drag.moduleName );
				if ( ! definition ) {
					return;
				}
				const block = createBlock( definition );
				insertBlock( block, parentUid, index );
				selectBlock( block.uid );
			} else {
				moveBlock( drag.uid, parentUid, index );
				announceMove( drag.uid );
				selectBlock( drag.uid );
			}
		},
		[ dropStateOf, insertBlock, moveBlock, selectBlock, announceMove ]
	);

	const onDragCancel = useCallback( () => setState( null ), [] );

	const announcements: Announcements = useMemo(
		() => ( {
			onDragStart: () => __( 'Picked up a block.', 'uipress' ),
			onDragOver: ( { over } ) =>
				over
					? __( 'The block is over a drop area.', 'uipress' )
					: __( 'The block is not over a drop area.', 'uipress' ),
			// A move says where the block landed (announce-move.ts).
			onDragEnd: ( { over } ) =>
				over
					? undefined
					: __( 'The block was not dropped.', 'uipress' ),
			onDragCancel: () => __( 'Dragging was cancelled.', 'uipress' ),
		} ),
		[]
	);

	const environment = useMemo( () => ( { state, canvasNode } ), [ state ] );

	const dragged = state?.drag ?? null;
	let overlayName = '';
	let overlayIcon = '';
	if ( dragged?.kind === 'new' ) {
		const definition = getBlockDefinition( dragged.moduleName );
		overlayName = definition?.name ?? dragged.moduleName;
		overlayIcon = definition?.icon ?? '';
	} else if ( dragged?.kind === 'block' ) {
		const block = findBlock( blocks, dragged.uid );
		const definition = block
			? getBlockDefinition( block.moduleName )
			: undefined;
		overlayName = block?.name || definition?.name || '';
		overlayIcon = definition?.icon ?? '';
	}

	return (
		<DndEnvironmentContext.Provider value={ environment }>
			<DndContext
				sensors={ sensors }
				collisionDetection={ collisionDetection }
				autoScroll={ autoScroll }
				accessibility={ {
					announcements,
					screenReaderInstructions: {
						draggable: __(
							'To pick up a block, press Space. While dragging, use the arrow keys to move it and press Space again to drop it, or Escape to cancel. Alt and the arrow keys also move a block in the layers.',
							'uipress'
						),
					},
				} }
				onDragStart={ onDragStart }
				onDragMove={ update }
				onDragOver={ update }
				onDragEnd={ onDragEnd }
				onDragCancel={ onDragCancel }
			>
				{ children }
				<DragOverlay
					dropAnimation={ {
						duration: DROP_ANIMATION_MS,
						easing: 'ease',
					} }
				>
					{ dragged ? (
						<div className="uip-dnd-overlay">
							<BlockIcon name={ overlayIcon } />
							<span>{ overlayName }</span>
						</div>
					) : null }
				</DragOverlay>
				<CanvasDropIndicator />
			</DndContext>
		</DndEnvironmentContext.Provider>
	);
}
