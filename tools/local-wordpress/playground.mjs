/**
 * Fallback for machines without a suitable PHP: the same WordPress core,
 * served by WordPress Playground's CLI (PHP compiled to WebAssembly).
 */
import { spawn } from 'node:child_process';
import { ensureCore } from './core.mjs';
import { ADMIN, PLUGIN_SLUG, PROJECT_ROOT, SITES } from './paths.mjs';

export const PLAYGROUND_CLI = '@wp-playground/cli@3.1.56';

/**
 * Runs Playground in the foreground until interrupted.
 *
 * @param {string} name Site name (only its port is used).
 */
export async function startPlayground( name ) {
	const { core } = await ensureCore();
	const { port } = SITES[ name ];
	const args = [
		'--yes',
		PLAYGROUND_CLI,
		'server',
		`--port=${ port }`,
		'--php=8.2',
		`--mount-before-install=${ core }:/wordpress`,
		'--wordpress-install-mode=install-from-existing-files',
		`--mount=${ PROJECT_ROOT }:/wordpress/wp-content/plugins/${ PLUGIN_SLUG }`,
		`--blueprint=${ PROJECT_ROOT }/blueprint.json`,
		'--login',
	];
	console.log(
		`Starting WordPress Playground on http://localhost:${ port } (log in as ${ ADMIN.user }; stop with Ctrl+C)…`
	);
	return new Promise( ( resolve, reject ) => {
		const child = spawn( 'npx', args, { stdio: 'inherit' } );
		child.on( 'error', reject );
		child.on( 'exit', ( code ) =>
			code === 0 || code === null
				? resolve()
				: reject(
						new Error( `Playground exited with code ${ code }.` )
					)
		);
	} );
}
