/**
 * A configuration the server printed that is missing or malformed.
 */
export class ConfigError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'ConfigError';
	}
}
