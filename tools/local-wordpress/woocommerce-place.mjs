/**
 * Where WooCommerce may be unpacked for the shops so that WordPress names its
 * files as it names an installed plugin's, and where it is by default.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Why WordPress would misname the files of a WooCommerce unpacked in `folder`
 * (as plugin_basename() does with a folder inside the project), or null.
 *
 * Shops live inside the project (.wordpress/sites-…) and link UiPress in as
 * plugins/uipress → the project, WooCommerce as plugins/woocommerce → its
 * folder. WordPress keeps each link's real folder in $wp_plugin_paths, and
 * plugin_basename() walks them after arsort(): real folders greatest first,
 * compared byte by byte. It rewrites a file whose path starts with a real
 * folder (a plain string prefix) to the link's path, and goes on to the next
 * entry. A WooCommerce file, rewritten to …/wp-content/plugins/woocommerce/…,
 * is then inside the project: if the project's entry comes later, it is
 * rewritten again, to uipress/.wordpress/sites-…/woocommerce/woocommerce.php,
 * and WC_PLUGIN_BASENAME, WooCommerce's asset URLs and its activation hook's
 * name go wrong. So WooCommerce's real folder must sort before the project's,
 * and neither may start with the other. A folder inside the project (where it
 * used to be: .wordpress/woocommerce-<version>) starts with it, sorts after
 * it, and fails.
 *
 * @param {string} folder  WooCommerce's real folder.
 * @param {string} project The project's real folder.
 * @return {string|null} The reason, or null when WordPress names it right.
 */
export function woocommercePlacementProblem( folder, project ) {
	const fix =
		'set UIPRESS_WOOCOMMERCE_DIR to a folder outside the project that sorts before it, such as ~/.cache/uipress';
	if ( folder.startsWith( project ) ) {
		return `WooCommerce may not be unpacked in ${ folder }: it is inside the project (${ project }), so WordPress would name its files uipress/…; ${ fix }.`;
	}
	if ( project.startsWith( folder ) ) {
		return `WooCommerce may not be unpacked in ${ folder }: the project (${ project }) is inside it, so WordPress would name UiPress's files woocommerce/…; ${ fix }.`;
	}
	if ( Buffer.compare( Buffer.from( folder ), Buffer.from( project ) ) > 0 ) {
		return `WooCommerce may not be unpacked in ${ folder }: it sorts after the project's folder (${ project }), so WordPress would rename its files twice, to uipress/…; ${ fix }.`;
	}
	return null;
}

/**
 * A folder's real path, for one that may not exist yet: the real path of its
 * nearest existing parent with the rest added.
 *
 * @param {string} folder An absolute folder.
 * @return {string} Its real path.
 */
export function realPathOf( folder ) {
	let existing = folder;
	while ( ! fs.existsSync( existing ) ) {
		const parent = path.dirname( existing );
		if ( parent === existing ) {
			return folder;
		}
		existing = parent;
	}
	return path.join(
		fs.realpathSync( existing ),
		path.relative( existing, folder )
	);
}

/**
 * Where unpacked WooCommerce releases are kept: `UIPRESS_WOOCOMMERCE_DIR`
 * when set (refused later if WordPress would misname it); else the user's
 * cache, `$XDG_CACHE_HOME/uipress` or `~/.cache/uipress`, when it sorts
 * before the project (a project in /check/… sorts before /root/.cache);
 * else `.uipress-cache` beside the project, whose leading dot sorts it before
 * any project folder not named with a dot or a sign.
 *
 * @param {NodeJS.ProcessEnv} env     Environment.
 * @param {string}            project The project's real folder.
 * @param {string}            release The unpacked folder's name.
 * @return {string} An absolute folder.
 */
export function woocommerceHome( env, project, release ) {
	const wanted = ( env.UIPRESS_WOOCOMMERCE_DIR ?? '' ).trim();
	if ( wanted !== '' ) {
		return path.resolve( wanted );
	}
	const cache = ( env.XDG_CACHE_HOME ?? '' ).trim();
	// The XDG rule: a relative XDG_CACHE_HOME is invalid and ignored.
	const userCache = path.join(
		cache !== '' && path.isAbsolute( cache )
			? cache
			: path.join( env.HOME || os.homedir(), '.cache' ),
		'uipress'
	);
	const candidates = [
		userCache,
		path.join( path.dirname( project ), '.uipress-cache' ),
	];
	return (
		candidates.find(
			( home ) =>
				woocommercePlacementProblem(
					realPathOf( path.join( home, release ) ),
					project
				) === null
		) ?? userCache
	);
}
