/**
 * Writes build/block-chunks.php: for each core block, the files of its chunk
 * (`blocks/<folder>`, see src/blocks/loaders.ts) and a version, so the
 * server can print a template's block chunks with the interface page and
 * the interface renders without waiting for them.
 *
 * Returns array( 'modules'  => array( moduleName => folder ),
 *                'chunks'   => array( folder => array( 'js' => list, 'css' => list, 'deps' => list, 'version' => string ) ),
 *                'features' => array( name => the same, for the engine features `engine/<name>` ),
 *                'later'    => array( name => the same, for the chunks loaded when first needed `later/<name>` ) ).
 *
 * `deps` are the WordPress scripts a chunk's own code uses (wp-date…), which
 * the server queues with it. It also rewrites runtime.asset.php: WordPress's
 * dependency extraction counts the chunks that depend on the interface
 * script as its own, so every interface page would load every chunk's
 * scripts; it keeps the interface's own, plus those of the chunks it loads
 * later by itself (which cannot bring theirs).
 *
 * A library built as an entry of its own (`vendor/<name>`, see
 * webpack.config.js) is listed with the chunks that use it: its files come
 * first in theirs, its scripts' handles join their deps.
 */
const crypto = require( 'node:crypto' );
const {
	defaultRequestToHandle,
} = require( '@wordpress/dependency-extraction-webpack-plugin/lib/util' );
const path = require( 'node:path' );
const fs = require( 'node:fs' );

const NAME = 'BlockChunksPlugin';
const PREFIX = 'blocks/';
const FEATURE_PREFIX = 'engine/';
const LATER_PREFIX = 'later/';

/**
 * A PHP literal of a JSON-like value (strings, lists, string-keyed maps).
 *
 * @param {unknown} value  Value.
 * @param {string}  indent Current indentation.
 * @return {string} PHP source.
 */
function php( value, indent = '' ) {
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
	}
	const inner = indent + '\t';
	if ( Array.isArray( value ) ) {
		return value.length
			? `array(\n${ value
					.map( ( item ) => inner + php( item, inner ) + ',' )
					.join( '\n' ) }\n${ indent })`
			: 'array()';
	}
	const entries = Object.entries( value );
	return entries.length
		? `array(\n${ entries
				.map(
					( [ key, item ] ) =>
						`${ inner }${ php( key ) } => ${ php( item, inner ) },`
				)
				.join( '\n' ) }\n${ indent })`
		: 'array()';
}

class BlockChunksPlugin {
	/**
	 * @param {Object}                   options             Options.
	 * @param {string}                   options.modulesFile The module → folder map (src/blocks/chunks.json).
	 * @param {string}                   [options.output]    The file to write, under build/.
	 * @param {Object<string, string[]>} [options.libraries] Library entry → the chunks that use it.
	 */
	constructor( options ) {
		this.modulesFile = options.modulesFile;
		this.output = options.output ?? 'block-chunks.php';
		this.libraries = options.libraries ?? {};
	}

	/**
	 * A chunk's entry with the libraries it uses first: their files before
	 * its own, their dependencies with its own, one version for all.
	 *
	 * @param {import('webpack').Compilation}                                    compilation The compilation.
	 * @param {string}                                                           name        The chunk's name.
	 * @param {{ js: string[], css: string[], deps: string[], version: string }} entry       Its own entry.
	 * @return {{ js: string[], css: string[], deps: string[], version: string }} The entry.
	 */
	withLibraries( compilation, name, entry ) {
		const used = Object.keys( this.libraries ).filter( ( library ) =>
			this.libraries[ library ].includes( name )
		);
		if ( ! used.length ) {
			return entry;
		}
		const hash = crypto.createHash( 'sha256' );
		const merged = { js: [], css: [], deps: new Set() };
		for ( const library of used ) {
			const group = compilation.namedChunkGroups.get( library );
			if ( ! group ) {
				compilation.errors.push(
					new Error( `${ NAME }: no "${ library }" entry.` )
				);
				continue;
			}
			const files = this.files( compilation, group );
			merged.js.push( ...files.js );
			merged.css.push( ...files.css );
			this.ownDeps( compilation, group.chunks ).forEach( ( handle ) =>
				merged.deps.add( handle )
			);
			hash.update( files.version );
		}
		hash.update( entry.version );
		entry.deps.forEach( ( handle ) => merged.deps.add( handle ) );
		return {
			js: [ ...merged.js, ...entry.js ],
			css: [ ...merged.css, ...entry.css ],
			deps: [ ...merged.deps ].sort(),
			version: hash.digest( 'hex' ).slice( 0, 20 ),
		};
	}

	/**
	 * The WordPress script handles the modules of some chunks use (their
	 * externals: `@wordpress/date` → `wp-date`).
	 *
	 * @param {import('webpack').Compilation}     compilation The compilation.
	 * @param {Iterable<import('webpack').Chunk>} chunks      The chunks.
	 * @return {string[]} Handles, sorted.
	 */
	ownDeps( compilation, chunks ) {
		const handles = new Set();
		const visit = ( module ) => {
			if (
				module.externalType !== undefined &&
				typeof module.userRequest === 'string'
			) {
				// As the extraction plugin: `react` stays `react`.
				handles.add(
					defaultRequestToHandle( module.userRequest ) ??
						module.userRequest
				);
			}
			( module.modules ?? [] ).forEach( visit );
		};
		for ( const chunk of chunks ) {
			for ( const module of compilation.chunkGraph.getChunkModulesIterable(
				chunk
			) ) {
				visit( module );
			}
		}
		return [ ...handles ].sort();
	}

	/**
	 * Rewrites `runtime.asset.php` with the given dependencies.
	 *
	 * @param {import('webpack').Compilation} compilation The compilation.
	 * @param {string[]}                      deps        Its dependencies.
	 */
	rewriteRuntimeAsset( compilation, deps ) {
		const name = 'runtime.asset.php';
		const asset = compilation.getAsset( name );
		if ( ! asset ) {
			return;
		}
		const source = asset.source.source().toString();
		const rewritten = source.replace(
			/'dependencies' => array\([^)]*\)/,
			`'dependencies' => array(${ deps
				.map( ( handle ) => `'${ handle }'` )
				.join( ', ' ) })`
		);
		compilation.updateAsset(
			name,
			new compilation.compiler.webpack.sources.RawSource( rewritten )
		);
	}

	/**
	 * The files of a chunk group (its chunks' JS and LTR CSS) and a version
	 * made from their content.
	 *
	 * @param {import('webpack').Compilation} compilation The compilation.
	 * @param {import('webpack').ChunkGroup}  group       The chunk group.
	 * @return {{ js: string[], css: string[], version: string }} The entry.
	 */
	files( compilation, group ) {
		const js = [];
		const css = [];
		const hash = crypto.createHash( 'sha256' );
		for ( const chunk of group.chunks ) {
			for ( const file of [ ...chunk.files ].sort() ) {
				const clean = file.replace( /\?.*$/, '' );
				const asset =
					compilation.getAsset( file ) ??
					compilation.getAsset( clean );
				if ( asset ) {
					hash.update( asset.source.buffer() );
				}
				if ( clean.endsWith( '.js' ) ) {
					js.push( clean );
				} else if (
					clean.endsWith( '.css' ) &&
					! clean.endsWith( '-rtl.css' )
				) {
					css.push( clean );
				}
			}
		}
		return { js, css, version: hash.digest( 'hex' ).slice( 0, 20 ) };
	}

	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( NAME, ( compilation ) => {
			compilation.fileDependencies.add( this.modulesFile );
			compilation.hooks.processAssets.tap(
				{ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
				() => {
					const modules = JSON.parse(
						fs.readFileSync( this.modulesFile, 'utf8' )
					);
					const chunks = {};
					const features = {};
					const later = {};
					for ( const [
						name,
						group,
					] of compilation.namedChunkGroups ) {
						let target;
						let key;
						if ( name.startsWith( PREFIX ) ) {
							target = chunks;
							key = name.slice( PREFIX.length );
						} else if ( name.startsWith( FEATURE_PREFIX ) ) {
							target = features;
							key = name.slice( FEATURE_PREFIX.length );
						} else if ( name.startsWith( LATER_PREFIX ) ) {
							target = later;
							key = name.slice( LATER_PREFIX.length );
						} else {
							continue;
						}
						target[ key ] = this.withLibraries( compilation, name, {
							...this.files( compilation, group ),
							deps: this.ownDeps( compilation, group.chunks ),
						} );
					}
					const runtime =
						compilation.namedChunkGroups.get( 'runtime' );
					if ( runtime ) {
						this.rewriteRuntimeAsset(
							compilation,
							[
								...new Set( [
									...this.ownDeps(
										compilation,
										runtime.chunks
									),
									...Object.values( later ).flatMap(
										( chunk ) => chunk.deps
									),
								] ),
							].sort()
						);
					}
					const missing = Object.values( modules ).filter(
						( folder ) => ! chunks[ folder ]
					);
					if ( missing.length ) {
						compilation.errors.push(
							new Error(
								`${ NAME }: no "${ PREFIX }<folder>" chunk for ${ [
									...new Set( missing ),
								].join( ', ' ) } (${ path.relative(
									compiler.context,
									this.modulesFile
								) } names it; src/blocks/loaders.ts must import it with that chunk name).`
							)
						);
					}
					compilation.emitAsset(
						this.output,
						new sources.RawSource(
							`<?php return ${ php( {
								modules,
								chunks,
								features,
								later,
							} ) };\n`
						)
					);
				}
			);
		} );
	}
}

module.exports = BlockChunksPlugin;
