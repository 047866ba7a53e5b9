/**
 * Engine features a template may not use (conditions, dynamic data,
 * interactions, custom menus, query loops, tooltips): the interface has their code only
 * when its template uses them (the server prints their chunks), as it does
 * for blocks. The builder, the preview and tests provide them all
 * (`provide-all.ts`).
 */

/**
 * Internal dependencies
 */
import { printedChunksUnder } from '../../shared/printed-chunks';
import type { conditionsFeature } from './conditions';
import type { dynamicFeature } from './dynamic';
import type { interactionsFeature } from './interactions';
import type { menusFeature } from './menus';
import type { queryFeature } from './query';
import type { tooltipsFeature } from './tooltips';

export interface EngineFeatures {
	conditions: typeof conditionsFeature;
	dynamic: typeof dynamicFeature;
	interactions: typeof interactionsFeature;
	menus: typeof menusFeature;
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
 * fails safe: a block with conditions does not show, text options show
 * their text without dynamic data, interactions do nothing, a query loop
 * shows no results, tooltips do not show.
 *
 * @param name The feature.
 */
export function engineFeature< Name extends EngineFeatureName >(
	name: Name
): EngineFeatures[ Name ] | undefined {
	return provided[ name ];
}

/**
 * Provides the features whose chunks the server printed with the page: it
 * prints those a template uses (`BlockChunks::features_for()`: a condition,
 * a dynamic value, an interaction, a query loop, a tooltip; a custom or
 * static admin menu). One whose
 * script failed is not there and stays missing: its blocks fail safe
 * rather than stopping the interface.
 */
export function providePrintedFeatures(): void {
	Object.entries( printedChunksUnder( 'engine/' ) ).forEach(
		( [ name, feature ] ) => {
			if ( typeof feature === 'object' && feature !== null ) {
				provideEngineFeatures( { [ name ]: feature } );
			}
		}
	);
}
