/**
 * A private MariaDB server for the local sites that ask for one
 * (`UIPRESS_DB=mariadb`): its data in .wordpress/mariadb, listening on
 * 127.0.0.1:3307 (not the default 3306, so a system server never collides),
 * run as the current user in its own process group like the PHP servers.
 *
 * There are no accounts: the server runs with --skip-grant-tables and binds
 * to the loopback interface only, so every site connects as root without a
 * password, each to its own database (`uipress_<site>`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLock } from './lock.mjs';
import {
	isAlive,
	runningPidIn,
	startDetached,
	stopProcessGroup,
	waitUntil,
} from './processes.mjs';
import { WORDPRESS_ROOT } from './paths.mjs';

export const MARIADB_DIR = path.join( WORDPRESS_ROOT, 'mariadb' );
export const MARIADB = {
	host: '127.0.0.1',
	port: 3307,
	user: 'root',
	password: '',
};

const dataDir = path.join( MARIADB_DIR, 'data' );
const socket = path.join( MARIADB_DIR, 'mysqld.sock' );
const pidFile = path.join( MARIADB_DIR, 'mysqld.pid' );
const lockDir = path.join( MARIADB_DIR, '.lock' );
export const mariadbLog = path.join( MARIADB_DIR, 'server.log' );

const runningPid = () => runningPidIn( pidFile );

/** Whether this checkout's MariaDB server is running. */
export const isMariaDbRunning = () => Boolean( runningPid() );

/** The client arguments that reach our server (never a system one). */
function clientArgs() {
	return [ `--socket=${ socket }`, '--user=root', '--protocol=socket' ];
}

function answers() {
	return (
		spawnSync( 'mariadb-admin', [ ...clientArgs(), 'ping', '--silent' ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * Runs SQL on our server.
 *
 * @param {string} statements SQL statements.
 * @return {string} What the client printed.
 */
export function sql( statements ) {
	return execFileSync(
		'mariadb',
		[ ...clientArgs(), '-N', '-e', statements ],
		{
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		}
	);
}

function hasMariaDb() {
	return (
		spawnSync( 'sh', [ '-c', 'command -v mariadbd mariadb-install-db' ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/** Options every mariadbd and mariadb-install-db run gets (no my.cnf of the system). */
function serverArgs() {
	const args = [ '--no-defaults', `--datadir=${ dataDir }` ];
	// mariadbd refuses to run as root unless told to.
	if ( os.userInfo().uid === 0 ) {
		args.push( '--user=root' );
	}
	return args;
}

/**
 * Starts the server unless it runs already; creates its data folder the
 * first time. Resolves once it answers.
 *
 * @return {Promise<{ host: string, port: number }>} Where it listens.
 */
export async function ensureMariaDb() {
	if ( runningPid() && answers() ) {
		return { host: MARIADB.host, port: MARIADB.port };
	}
	if ( ! hasMariaDb() ) {
		throw new Error(
			'UIPRESS_DB=mariadb needs MariaDB: apt-get install mariadb-server php-mysql (no system service is used).'
		);
	}
	// Several tools may start the server at once (parallel test steps): one
	// sets it up, the others wait for it.
	await withLock( lockDir, async () => {
		if ( runningPid() && answers() ) {
			return;
		}
		if ( ! fs.existsSync( path.join( dataDir, 'mysql' ) ) ) {
			fs.rmSync( dataDir, { recursive: true, force: true } );
			fs.mkdirSync( dataDir, { recursive: true } );
			execFileSync(
				'mariadb-install-db',
				[
					...serverArgs(),
					'--auth-root-authentication-method=normal',
					'--skip-test-db',
				],
				{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
			);
		}
		const { child } = startDetached(
			'mariadbd',
			[
				...serverArgs(),
				`--port=${ MARIADB.port }`,
				`--bind-address=${ MARIADB.host }`,
				`--socket=${ socket }`,
				`--pid-file=${ pidFile }`,
				'--skip-grant-tables',
				'--skip-name-resolve',
				// WordPress's own defaults on MySQL 8 / MariaDB 10.11 hosting.
				'--character-set-server=utf8mb4',
				'--collation-server=utf8mb4_unicode_ci',
				// Test data only: durability traded for speed.
				'--innodb-flush-log-at-trx-commit=2',
				'--innodb-buffer-pool-size=256M',
			],
			{ log: mariadbLog, pidFile }
		);
		const started = await waitUntil( answers, {
			timeoutMs: 60_000,
			stillWorthIt: () => isAlive( child.pid ),
		} );
		if ( ! started ) {
			throw new Error(
				`MariaDB did not start on ${ MARIADB.host }:${ MARIADB.port }. See ${ mariadbLog }.`
			);
		}
	} );
	return { host: MARIADB.host, port: MARIADB.port };
}

/**
 * Makes sure a database exists; with `fresh`, empties it first.
 *
 * @param {string}  name          Database name (letters, digits, underscores).
 * @param {Object}  options
 * @param {boolean} options.fresh Drop it first.
 */
export function ensureDatabase( name, { fresh = false } = {} ) {
	if ( ! /^\w+$/.test( name ) ) {
		throw new Error( `Bad database name "${ name }".` );
	}
	sql(
		`${
			fresh ? `DROP DATABASE IF EXISTS \`${ name }\`; ` : ''
		}CREATE DATABASE IF NOT EXISTS \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
	);
}

/**
 * Stops the server (all sites' databases stay on disk).
 *
 * @return {Promise<boolean>} Whether it was running.
 */
export async function stopMariaDb() {
	const pid = runningPid();
	if ( ! pid ) {
		return false;
	}
	await stopProcessGroup( pid, 30_000 );
	fs.rmSync( pidFile, { force: true } );
	return true;
}
