/**
 * The background processes of this tooling (PHP's servers, MariaDB, Redis)
 * and its locks: one way to start a detached process with a pid file, to
 * tell whether it still runs, to wait for it to answer and to stop it with
 * the workers it forked.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Whether a process with this id runs (and may be signalled by us).
 *
 * @param {number} pid Process id.
 * @return {boolean} True when it runs.
 */
export function isAlive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

/**
 * The process id a pid file names, if that process still runs.
 *
 * @param {string} file The pid file.
 * @return {number|null} The id, or null (no file, no number, or not running).
 */
export function runningPidIn( file ) {
	try {
		const pid = Number( fs.readFileSync( file, 'utf8' ) );
		return Number.isInteger( pid ) && pid > 0 && isAlive( pid )
			? pid
			: null;
	} catch {
		return null;
	}
}

/**
 * Starts a process in its own session (so it outlives this one and can be
 * stopped with everything it forks), its output appended to a log, its id
 * written to a pid file.
 *
 * @param {string}   command         The program.
 * @param {string[]} args            Its arguments.
 * @param {Object}   options
 * @param {string}   options.log     The log file (appended to).
 * @param {string}   options.pidFile Where its id is written; omit when the program writes its own.
 * @param {string}   options.cwd     Its working folder.
 * @param {Object}   options.env     Its environment (this process's by default).
 * @return {{ child: import('node:child_process').ChildProcess, failure: () => Error|null }}
 * The process, and what made it fail to start (e.g. ENOENT), once known.
 */
export function startDetached( command, args, { log, pidFile, cwd, env } ) {
	const logFd = fs.openSync( log, 'a' );
	const child = spawn( command, args, {
		cwd,
		env,
		detached: true,
		stdio: [ 'ignore', logFd, logFd ],
	} );
	let failed = null;
	child.once( 'error', ( error ) => ( failed = error ) );
	child.unref();
	fs.closeSync( logFd );
	if ( pidFile && child.pid ) {
		fs.writeFileSync( pidFile, String( child.pid ) );
	}
	return { child, failure: () => failed };
}

/**
 * Waits until `ready` says yes.
 *
 * @param {() => boolean|Promise<boolean>} ready                What is waited for.
 * @param {Object}                         options
 * @param {number}                         options.timeoutMs    How long at most.
 * @param {number}                         options.intervalMs   How long between tries.
 * @param {() => boolean}                  options.stillWorthIt False stops the wait early (the process died).
 * @return {Promise<boolean>} Whether it became ready in time.
 */
export async function waitUntil(
	ready,
	{ timeoutMs, intervalMs = 200, stillWorthIt = () => true }
) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if ( await ready() ) {
			return true;
		}
		if ( ! stillWorthIt() || Date.now() > deadline ) {
			return false;
		}
		await sleep( intervalMs );
	}
}

/**
 * Stops a process and its process group: SIGTERM, then SIGKILL if it has not
 * ended within the time given.
 *
 * @param {number} pid       The process (the leader of its group).
 * @param {number} timeoutMs How long it may take to end.
 * @return {Promise<boolean>} Whether it could be signalled.
 */
export async function stopProcessGroup( pid, timeoutMs ) {
	try {
		process.kill( -pid, 'SIGTERM' );
	} catch {
		// Not a group leader (started by something else): the process alone.
		try {
			process.kill( pid, 'SIGTERM' );
		} catch {
			return false;
		}
	}
	await waitUntil( () => ! isAlive( pid ), {
		timeoutMs,
		intervalMs: 100,
	} );
	if ( isAlive( pid ) ) {
		try {
			process.kill( -pid, 'SIGKILL' );
		} catch {
			process.kill( pid, 'SIGKILL' );
		}
	}
	return true;
}
