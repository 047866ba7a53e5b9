/**
 * WordPress dependencies
 */
import { ProgressBar } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PROGRESS_THRESHOLD } from '../../store/constants';
import type { MoveProgress as Progress } from '../../store/reducer';

export interface MoveProgressProps {
	/** The move under way (the store's), or null. */
	move: Progress | null;
}

/**
 * A bar and "Moving 200 of 1,500 items…" while a move of more than
 * PROGRESS_THRESHOLD items runs (smaller ones are over before it would show).
 *
 * @param props      Component props.
 * @param props.move The move under way.
 */
export default function MoveProgress( { move }: MoveProgressProps ) {
	if ( ! move || move.total <= PROGRESS_THRESHOLD ) {
		return null;
	}
	return (
		<div className="uip-folder-panel__progress">
			<ProgressBar
				value={ Math.round( ( move.done / move.total ) * 100 ) }
				aria-label={ __( 'Moving items', 'uipress' ) }
			/>
			<span>
				{ sprintf(
					/* translators: 1: items moved so far, 2: items to move */
					__( 'Moving %1$d of %2$d items…', 'uipress' ),
					move.done,
					move.total
				) }
			</span>
		</div>
	);
}
