/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { EngineConfig } from '../types';
import { clientDynamicValues } from './client-values';
import type { DynamicCatalogue } from './types';
import { isDynamicValue } from './validate';

/**
 * Every dynamic value: the server's (engine.dynamicData, PHP filter
 * uipress/dynamic_data), then the browser's date values, which win on a
 * shared key because only they stay current; the result passes through the
 * `uipress.dynamicData` filter. Malformed entries are dropped with a console
 * warning; a filter that returns no object leaves the unfiltered catalogue.
 *
 * @param engine The engine configuration the server printed.
 * @param now    The moment date values are read at.
 */
export function dynamicCatalogue(
	engine: EngineConfig,
	now: Date
): DynamicCatalogue {
	const catalogue: DynamicCatalogue = {
		...engine.dynamicData,
		...clientDynamicValues( now, engine.context.site.locale ),
	};
	const filtered: unknown = applyFilters( 'uipress.dynamicData', catalogue );
	if (
		typeof filtered !== 'object' ||
		filtered === null ||
		Array.isArray( filtered )
	) {
		// eslint-disable-next-line no-console
		console.warn(
			'UiPress: the uipress.dynamicData filter must return an object; using the unfiltered values.'
		);
		return catalogue;
	}
	const result: DynamicCatalogue = {};
	for ( const [ key, entry ] of Object.entries( filtered ) ) {
		if ( isDynamicValue( entry ) ) {
			result[ key ] = entry;
		} else {
			// eslint-disable-next-line no-console
			console.warn(
				`UiPress: ignored dynamic value "${ key }": it needs a label, a value and a group.`,
				entry
			);
		}
	}
	return result;
}
