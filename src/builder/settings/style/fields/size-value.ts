/**
 * Conversion between a stored SizeValue (`{ value: 12, units: 'px' }`) and
 * the text UnitControl works with ('12px').
 */

/**
 * Internal dependencies
 */
import type { CssUnit, SizeValue } from '../../../../engine/types';

/** Units offered for lengths ('auto' where `allowAuto`). */
export const LENGTH_UNITS: CssUnit[] = [ 'px', '%', 'em', 'rem', 'vw', 'vh' ];

const ALL_UNITS: readonly string[] = [ ...LENGTH_UNITS, 'fr', 'auto' ];

/**
 * The stored value as UnitControl text; '' when there is none.
 *
 * @param size Stored size.
 */
export function formatSize( size: SizeValue | undefined ): string {
	if ( ! size ) {
		return '';
	}
	if ( size.units === 'auto' ) {
		return 'auto';
	}
	return size.value === '' ? '' : `${ size.value }${ size.units }`;
}

/**
 * What UnitControl text means to store:
 * - a size for a number with a known unit ('12px', '-1.5em');
 * - `{ value, units: 'auto' }` for the 'auto' unit (the number is kept so
 *   switching back restores it, 0 when there is none);
 * - a unit chosen without a number keeps the stored number (leaving
 *   'auto' for 'px' gives `{ value: 0, units: 'px' }` or the kept number);
 * - undefined when the field was cleared;
 * - null when only a unit was chosen in an empty field (nothing to store).
 *
 * @param text    UnitControl's value.
 * @param current The stored size, for the number kept by 'auto'.
 */
export function parseSize(
	text: string | undefined,
	current?: SizeValue
): SizeValue | undefined | null {
	const trimmed = ( text ?? '' ).trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	const match = /^(-?(?:\d+(?:\.\d*)?|\.\d+))?\s*([a-z%]*)$/i.exec( trimmed );
	if ( ! match ) {
		return null;
	}
	const unit = ( match[ 2 ] ?? '' ).toLowerCase();
	if ( ! ALL_UNITS.includes( unit ) ) {
		return null;
	}
	const typed = match[ 1 ] === undefined ? undefined : Number( match[ 1 ] );
	const stored = typeof current?.value === 'number' ? current.value : 0;
	if ( unit === 'auto' ) {
		return { value: typed ?? stored, units: 'auto' };
	}
	if ( typed === undefined ) {
		return current ? { value: stored, units: unit as CssUnit } : null;
	}
	return { value: typed, units: unit as CssUnit };
}
