/**
 * Reads part of the page configuration, or undefined when it is malformed:
 * the reason is logged, and the blocks that need that part show without it
 * rather than take the whole interface down.
 *
 * @param read Reads the part (throws ConfigError when it is malformed).
 */
export function readLogged< T >( read: () => T | undefined ): T | undefined {
	try {
		return read();
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			'UiPress:',
			error instanceof Error ? error.message : error
		);
		return undefined;
	}
}
