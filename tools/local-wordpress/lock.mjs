/**
 * A lock between processes of this tooling: a folder made atomically,
 * holding the holder's process id, so a lock left by a process that died is
 * taken over instead of waited for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, sleep } from './processes.mjs';

function holderOf( lockDir ) {
	try {
		return Number( fs.readFileSync( path.join( lockDir, 'pid' ), 'utf8' ) );
	} catch {
		return 0;
	}
}

/**
 * Runs `work` while holding the lock, waiting for it first if another
 * process holds it.
 *
 * @template T
 * @param {string}           lockDir           The lock's folder (its parent must be writable).
 * @param {() => Promise<T>} work              What to do while holding it.
 * @param {Object}           options
 * @param {number}           options.timeoutMs How long to wait at most.
 * @param {() => void}       options.onWait    Called once when the lock is held by another process.
 * @return {Promise<T>} What `work` returned.
 */
export async function withLock(
	lockDir,
	work,
	{ timeoutMs = 120_000, onWait = () => {} } = {}
) {
	fs.mkdirSync( path.dirname( lockDir ), { recursive: true } );
	const deadline = Date.now() + timeoutMs;
	let waited = false;
	for (;;) {
		try {
			fs.mkdirSync( lockDir );
			fs.writeFileSync(
				path.join( lockDir, 'pid' ),
				String( process.pid )
			);
			break;
		} catch {
			const holder = holderOf( lockDir );
			// A holder that died leaves the lock behind. (A lock just made may
			// have no pid yet: wait for it like any other.)
			if ( holder && ! isAlive( holder ) ) {
				fs.rmSync( lockDir, { recursive: true, force: true } );
				continue;
			}
			if ( Date.now() > deadline ) {
				throw new Error(
					`${ lockDir } is still held by process ${ holder }.`
				);
			}
			if ( ! waited ) {
				waited = true;
				onWait();
			}
			await sleep( 200 );
		}
	}
	try {
		return await work();
	} finally {
		fs.rmSync( lockDir, { recursive: true, force: true } );
	}
}
