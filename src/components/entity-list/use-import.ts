/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../utils/api';

/** How one file went. */
export interface ImportResult {
	file: string;
	/** How many posts it saved (0 when refused). */
	saved: number;
	/** Why it was refused; empty when it was imported. */
	error: string;
}

export interface ImportState {
	/** Files done so far and in all, while an import runs. */
	progress: { done: number; total: number } | null;
	/** The last import's results, file by file. */
	results: ImportResult[];
	importFiles: ( files: readonly File[] ) => Promise< void >;
	clearResults: () => void;
}

/**
 * Imports files one after another (each checked whole before anything of
 * it is saved), with progress and a result per file, then reloads.
 *
 * @param importText Saves a file's text; resolves to how many were saved.
 * @param onDone     After the last file (reload the list).
 */
export function useImport(
	importText: ( text: string ) => Promise< number >,
	onDone: () => Promise< void > | void
): ImportState {
	const [ progress, setProgress ] =
		useState< ImportState[ 'progress' ] >( null );
	const [ results, setResults ] = useState< ImportResult[] >( [] );

	const importFiles = useCallback(
		async ( files: readonly File[] ) => {
			if ( ! files.length ) {
				return;
			}
			const done: ImportResult[] = [];
			setResults( [] );
			setProgress( { done: 0, total: files.length } );
			for ( const file of files ) {
				try {
					const saved = await importText( await file.text() );
					done.push( { file: file.name, saved, error: '' } );
				} catch ( caught ) {
					done.push( {
						file: file.name,
						saved: 0,
						error: errorMessage( caught ),
					} );
				}
				setProgress( { done: done.length, total: files.length } );
			}
			await onDone();
			setResults( done );
			setProgress( null );
		},
		[ importText, onDone ]
	);

	const clearResults = useCallback( () => setResults( [] ), [] );
	return { progress, results, importFiles, clearResults };
}
