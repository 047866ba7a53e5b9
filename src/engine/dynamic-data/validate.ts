/**
 * Internal dependencies
 */
import type { DynamicValue } from './types';

/**
 * Whether a catalogue entry has the DynamicValue shape.
 *
 * @param entry One entry.
 */
export function isDynamicValue( entry: unknown ): entry is DynamicValue {
	if ( typeof entry !== 'object' || entry === null ) {
		return false;
	}
	const { label, value, group } = entry as Partial<
		Record< string, unknown >
	>;
	return (
		typeof label === 'string' &&
		typeof group === 'string' &&
		( typeof value === 'string' ||
			typeof value === 'boolean' ||
			( typeof value === 'number' && Number.isFinite( value ) ) )
	);
}
