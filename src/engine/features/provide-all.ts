/**
 * Internal dependencies
 */
import { conditionsFeature } from './conditions';
import { dynamicFeature } from './dynamic';
import { interactionsFeature } from './interactions';
import { menusFeature } from './menus';
import { queryFeature } from './query';
import { tooltipsFeature } from './tooltips';
import { provideEngineFeatures } from './registry';

/**
 * Provides every engine feature (the builder, the preview, tests): their
 * code is part of the script that calls this.
 */
export function provideAllEngineFeatures(): void {
	provideEngineFeatures( {
		conditions: conditionsFeature,
		dynamic: dynamicFeature,
		interactions: interactionsFeature,
		menus: menusFeature,
		query: queryFeature,
		tooltips: tooltipsFeature,
	} );
}
