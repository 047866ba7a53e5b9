/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { DynamicCatalogue } from '../dynamic-data';

function sameCatalogue( a: DynamicCatalogue, b: DynamicCatalogue ): boolean {
	const keys = Object.keys( a );
	if ( keys.length !== Object.keys( b ).length ) {
		return false;
	}
	return keys.every( ( key ) => {
		const left = a[ key ];
		const right = b[ key ];
		return (
			left !== undefined &&
			right !== undefined &&
			left.value === right.value &&
			left.label === right.label &&
			left.group === right.group
		);
	} );
}

/**
 * The previous catalogue object while the values are the same, so blocks
 * showing dynamic text re-render only when a value really changed (the
 * minute of a date), not whenever the renderer does.
 *
 * @param catalogue The catalogue of this render.
 */
export function useStableCatalogue(
	catalogue: DynamicCatalogue
): DynamicCatalogue {
	const kept = useRef( catalogue );
	if (
		kept.current !== catalogue &&
		! sameCatalogue( kept.current, catalogue )
	) {
		kept.current = catalogue;
	}
	return kept.current;
}
