/**
 * Engine features a template may not use (conditions, interactions, query
 * loops, tooltips), so the interface loads their code only when its template does
 * (before its first render), as it does for blocks. The builder, the
 * preview and tests provide them all (`provide-all.ts`).
 */

/**
 * Internal dependencies
 */
import type { Block } from '../types';
import type { conditionsFeature } from './conditions';
import type { interactionsFeature } from './interactions';
import type { queryFeature } from './query';
import type { tooltipsFeature } from './tooltips';

export interface EngineFeatures {
	conditions: typeof conditionsFeature;
	interactions: typeof interactionsFeature;
	query: typeof queryFeature;
	tooltips: typeof tooltipsFeature;
}

export type EngineFeatureName = keyof EngineFeatures;

let provided: Partial< EngineFeatures > = {};

/**
 * Makes features available to the renderer.
 *
 * @param features Loaded features.
 */
export function provideEngineFeatures(
	features: Partial< EngineFeatures >
): void {
	provided = { ...provided, ...features };
}

/**
 * A feature's code, when loaded. A renderer that needs a feature it lacks
 * fails safe: a block with conditions does not show, interactions do
 * nothing, a query loop shows no results, tooltips do not show.
 *
 * @param name The feature.
 */
export function engineFeature< Name extends EngineFeatureName >(
	name: Name
): EngineFeatures[ Name ] | undefined {
	return provided[ name ];
}

/**
 * The features a block tree uses, each once.
 *
 * @param blocks A template's blocks.
 */
export function featuresUsedBy(
	blocks: readonly Block[]
): EngineFeatureName[] {
	const used = new Set< EngineFeatureName >();
	const visit = ( list: readonly Block[] ): void => {
		list.forEach( ( block ) => {
			if (
				block?.settings?.advanced?.options?.conditions?.conditions
					?.length
			) {
				used.add( 'conditions' );
			}
			if ( block?.interactions?.length ) {
				used.add( 'interactions' );
			}
			if ( block?.query?.enabled ) {
				used.add( 'query' );
			}
			if ( block?.tooltip?.message?.trim() ) {
				used.add( 'tooltips' );
			}
			if ( Array.isArray( block?.content ) ) {
				visit( block.content );
			}
		} );
	};
	visit( blocks );
	return [ ...used ];
}

const LOADERS: {
	[ Name in EngineFeatureName ]: () => Promise< EngineFeatures[ Name ] >;
} = {
	conditions: () =>
		import(
			/* webpackChunkName: "engine/conditions" */ './conditions'
		).then( ( module ) => module.conditionsFeature ),
	interactions: () =>
		import(
			/* webpackChunkName: "engine/interactions" */ './interactions'
		).then( ( module ) => module.interactionsFeature ),
	query: () =>
		import( /* webpackChunkName: "engine/query" */ './query' ).then(
			( module ) => module.queryFeature
		),
	tooltips: () =>
		import( /* webpackChunkName: "engine/tooltips" */ './tooltips' ).then(
			( module ) => module.tooltipsFeature
		),
};

/**
 * Loads and provides features. One that fails to load stays missing (its
 * blocks fail safe) rather than stopping the interface.
 *
 * @param names The features to load.
 */
export async function loadEngineFeatures(
	names: readonly EngineFeatureName[]
): Promise< void > {
	await Promise.all(
		names.map( async ( name ) => {
			try {
				const feature = await LOADERS[ name ]();
				provideEngineFeatures( { [ name ]: feature } );
			} catch {
				// Left missing: see engineFeature().
			}
		} )
	);
}
