/**
 * WordPress dependencies
 */
import { Notice, ProgressBar } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImportState } from './use-import';

interface ImportResultsProps {
	state: ImportState;
	/** The notice title of a refused file, e.g. "Unable to import template". */
	failedTitle: string;
}

/**
 * The import's progress while it runs, then how each file went: how many
 * drafts it saved, or why it was refused (nothing of it was saved).
 *
 * @param props             Component props.
 * @param props.state       The import.
 * @param props.failedTitle What a refused file's line starts with.
 */
export default function ImportResults( {
	state,
	failedTitle,
}: ImportResultsProps ) {
	const { progress, results } = state;
	if ( progress ) {
		return (
			<div className="uip-entity-list__progress" role="status">
				<span>
					{ sprintf(
						/* translators: 1: files imported so far; 2: files in all. */
						__( 'Importing file %1$d of %2$d…', 'uipress' ),
						Math.min( progress.done + 1, progress.total ),
						progress.total
					) }
				</span>
				<ProgressBar
					value={ ( progress.done / progress.total ) * 100 }
				/>
			</div>
		);
	}
	if ( ! results.length ) {
		return null;
	}
	const refused = results.some( ( result ) => result.error );
	return (
		<Notice
			className="uip-entity-list__results"
			status={ refused ? 'warning' : 'success' }
			onRemove={ state.clearResults }
		>
			<ul>
				{ results.map( ( result, index ) => (
					<li key={ index }>
						<strong>{ result.file }</strong>
						{ ': ' }
						{ result.error
							? `${ failedTitle }. ${ result.error }`
							: sprintf(
									/* translators: %d: number of posts. */
									_n(
										'%d imported as a draft',
										'%d imported as drafts',
										result.saved,
										'uipress'
									),
									result.saved
								) }
					</li>
				) ) }
			</ul>
		</Notice>
	);
}
