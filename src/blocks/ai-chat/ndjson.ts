/**
 * Reads a newline-delimited JSON stream as its lines arrive: the AI chat
 * route answers one JSON object per line (`{ delta }`, `{ done }`,
 * `{ error }`), and a network chunk may end mid-line.
 */
export class NdjsonLines {
	private pending = '';

	/**
	 * The complete lines a chunk finishes, parsed; a partial last line waits
	 * for the next chunk. Lines that are not JSON are skipped.
	 *
	 * @param chunk Text received.
	 */
	push( chunk: string ): unknown[] {
		const lines = ( this.pending + chunk ).split( '\n' );
		this.pending = lines.pop() ?? '';
		return parseLines( lines );
	}

	/** The last line, when the stream ended without a newline. */
	end(): unknown[] {
		const last = this.pending;
		this.pending = '';
		return parseLines( [ last ] );
	}
}

function parseLines( lines: string[] ): unknown[] {
	const parsed: unknown[] = [];
	lines.forEach( ( line ) => {
		const trimmed = line.trim();
		if ( ! trimmed ) {
			return;
		}
		try {
			parsed.push( JSON.parse( trimmed ) );
		} catch {
			// Not ours (a PHP notice printed into the stream): skipped.
		}
	} );
	return parsed;
}
