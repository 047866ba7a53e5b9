/**
 * An error that points at a place in a scanned file.
 */
export class SourceError extends Error {
	/**
	 * @param {string} file   Path relative to the scanned root.
	 * @param {number} line   1-based line.
	 * @param {string} reason What is wrong.
	 */
	constructor( file, line, reason ) {
		super( `${ file }:${ line }: ${ reason }` );
		this.name = 'SourceError';
		this.file = file;
		this.line = line;
		this.reason = reason;
	}
}
