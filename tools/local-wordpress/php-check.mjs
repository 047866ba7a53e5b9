/**
 * Whether this machine can run WordPress natively: PHP with SQLite support.
 */
import { execFileSync } from 'node:child_process';

export const REQUIRED_EXTENSIONS = [ 'pdo_sqlite', 'mbstring', 'xml', 'json' ];

/**
 * @return {{ ok: boolean, reason?: string }} Why native PHP cannot be used, if so.
 */
export function checkPhp() {
	let modules;
	try {
		modules = execFileSync( 'php', [ '-m' ], {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} )
			.split( '\n' )
			.map( ( line ) => line.trim().toLowerCase() );
	} catch {
		return { ok: false, reason: 'PHP is not installed' };
	}
	const missing = REQUIRED_EXTENSIONS.filter(
		( extension ) => ! modules.includes( extension )
	);
	if ( missing.length ) {
		return {
			ok: false,
			reason: `PHP lacks the ${ missing.join(
				', '
			) } extension(s) (Debian/Ubuntu: sudo apt-get install php-sqlite3 php-xml php-mbstring)`,
		};
	}
	return { ok: true };
}
