/**
 * Writes build/i18n-map.json: for each source file (as the POT names it in
 * its references, `src/…/x.tsx`), the built scripts that carry its code
 * (`build/…/y.js`, as WordPress names a script when it looks for its
 * translations: md5 of that path). `npm run i18n:json` and
 * `wp i18n make-json languages --use-map=build/i18n-map.json` turn a
 * translation's source references into the JSON files WordPress asks for.
 *
 * One instance serves both builds (webpack.config.js): each compilation's
 * part is kept, and the merged map is written after each build's output.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const NAME = 'I18nMapPlugin';

/**
 * The source files of a module: its own, or a concatenated module's parts.
 *
 * @param {import('webpack').Module} module A module.
 * @return {string[]} Absolute paths.
 */
function moduleResources( module ) {
	if ( Array.isArray( module.modules ) ) {
		return module.modules.flatMap( moduleResources );
	}
	return typeof module.resource === 'string'
		? [ module.resource.split( '?' )[ 0 ] ]
		: [];
}

/**
 * Source → scripts, from each chunk's scripts and sources.
 *
 * @param {Array<{files: string[], sources: string[]}>} chunks  Each chunk's output files (under build/) and absolute source paths.
 * @param {string}                                      root    The plugin folder.
 * @param {string}                                      outDir  The build folder.
 * @param {(file: string) => boolean}                   sources Which sources count (relative to root).
 * @return {Record<string, string[]>} The map, keys and lists sorted.
 */
function sourceMap(
	chunks,
	root,
	outDir,
	sources = ( file ) => file.startsWith( 'src/' )
) {
	const map = {};
	const relative = ( file ) =>
		path.relative( root, file ).split( path.sep ).join( '/' );
	for ( const chunk of chunks ) {
		const scripts = chunk.files
			.map( ( file ) => file.split( '?' )[ 0 ] )
			.filter( ( file ) => file.endsWith( '.js' ) )
			.map( ( file ) => relative( path.join( outDir, file ) ) );
		for ( const source of chunk.sources.map( relative ) ) {
			if ( ! sources( source ) || ! scripts.length ) {
				continue;
			}
			map[ source ] = [
				...new Set( [ ...( map[ source ] ?? [] ), ...scripts ] ),
			].sort();
		}
	}
	return Object.fromEntries(
		Object.entries( map ).sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
	);
}

class I18nMapPlugin {
	/**
	 * @param {Object}                    options
	 * @param {string}                    options.root    The plugin folder (the map's paths are relative to it).
	 * @param {string}                    options.file    The map's path.
	 * @param {(file: string) => boolean} options.sources Which sources count (default: src/).
	 */
	constructor( { root, file, sources } ) {
		this.root = root;
		this.file = file;
		this.sources = sources;
		this.parts = new Map();
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap( NAME, ( compilation ) => {
			const { chunkGraph } = compilation;
			const chunks = [ ...compilation.chunks ].map( ( chunk ) => ( {
				files: [ ...chunk.files ],
				sources: [
					...chunkGraph.getChunkModulesIterable( chunk ),
				].flatMap( moduleResources ),
			} ) );
			this.parts.set(
				compiler.options.name ?? '',
				sourceMap(
					chunks,
					this.root,
					compilation.outputOptions.path,
					this.sources
				)
			);
			const merged = {};
			for ( const part of this.parts.values() ) {
				for ( const [ source, scripts ] of Object.entries( part ) ) {
					merged[ source ] = [
						...new Set( [
							...( merged[ source ] ?? [] ),
							...scripts,
						] ),
					].sort();
				}
			}
			const sorted = Object.fromEntries(
				Object.entries( merged ).sort( ( [ a ], [ b ] ) =>
					a.localeCompare( b )
				)
			);
			fs.mkdirSync( path.dirname( this.file ), { recursive: true } );
			fs.writeFileSync(
				this.file,
				JSON.stringify( sorted, null, '\t' ) + '\n'
			);
		} );
	}
}

module.exports = I18nMapPlugin;
module.exports.sourceMap = sourceMap;
module.exports.moduleResources = moduleResources;
