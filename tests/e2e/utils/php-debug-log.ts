/**
 * Reads what PHP wrote to the e2e site's debug log (WP_DEBUG_LOG) after a
 * given point, so a test can prove that what it did produced no PHP notice,
 * warning, deprecation or error.
 */
import fs from 'node:fs';
import { PHP_DEBUG_LOG } from './site';

function sizeOf( file: string ): number {
	try {
		return fs.statSync( file ).size;
	} catch ( error ) {
		if ( ( error as NodeJS.ErrnoException ).code === 'ENOENT' ) {
			return 0;
		}
		throw error;
	}
}

export class PhpDebugLog {
	readonly file: string;

	private start: number;

	/**
	 * @param file The debug log; by default the e2e site's.
	 */
	constructor( file: string = PHP_DEBUG_LOG ) {
		this.file = file;
		this.start = sizeOf( file );
	}

	/** Forgets what was logged so far: later calls report only newer lines. */
	mark(): void {
		this.start = sizeOf( this.file );
	}

	/** Lines PHP appended since the mark (all of them if the log was truncated). */
	newLines(): string[] {
		const size = sizeOf( this.file );
		if ( size === this.start ) {
			return [];
		}
		const from = size < this.start ? 0 : this.start;
		const length = size - from;
		const buffer = Buffer.alloc( length );
		const fd = fs.openSync( this.file, 'r' );
		try {
			fs.readSync( fd, buffer, 0, length, from );
		} finally {
			fs.closeSync( fd );
		}
		return buffer
			.toString( 'utf8' )
			.split( '\n' )
			.filter( ( line ) => line.trim() !== '' );
	}
}
