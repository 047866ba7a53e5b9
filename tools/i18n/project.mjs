/**
 * What the translation template is made from, and where it goes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

export const TEXT_DOMAIN = 'uipress';

/**
 * Bundled libraries whose domainless strings UiPress carries in its own
 * domain (adopted-sources.json says why), from the plugin folder.
 */
export const ADOPTED_SOURCES = JSON.parse(
	readFileSync(
		path.join(
			path.dirname( fileURLToPath( import.meta.url ) ),
			'adopted-sources.json'
		),
		'utf8'
	)
).files;

/** The main plugin file: its header names the plugin and its version. */
export const PLUGIN_FILE = 'uipress.php';

/** The template, relative to the repository root. */
export const POT_FILE = 'languages/uipress.pot';

/** Where translators report problems with the source strings. */
export const BUGS_URL = `https://wordpress.org/support/plugin/${ TEXT_DOMAIN }`;

/**
 * Files scanned for translatable strings: single files, and folders scanned
 * recursively for the given extensions.
 */
export const SOURCES = [
	{ file: 'uipress.php' },
	{ file: 'uninstall.php' },
	{ dir: 'includes', extensions: [ '.php' ] },
	{ dir: 'src', extensions: [ '.ts', '.tsx', '.js', '.jsx' ] },
];
