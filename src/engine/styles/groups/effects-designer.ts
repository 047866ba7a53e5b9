/**
 * Internal dependencies
 */
import { cssNumber, finiteNumber, isRecord, sanitizeColor } from '../sanitize';
import { declaration } from './declaration';

/** Most shadows written for one element. */
export const MAX_SHADOWS = 10;

function px( value: unknown ): string | undefined {
	const number = finiteNumber( value );
	if ( number === undefined ) {
		return undefined;
	}
	return number === 0 ? '0' : `${ cssNumber( number ) }px`;
}

function shadow( value: unknown ): string | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const color = sanitizeColor( value.color );
	const x = px( value.x );
	const y = px( value.y );
	const blur = px( value.blur );
	const spread = px( value.spread );
	if ( ! color || ! x || ! y || ! blur || ! spread ) {
		return undefined;
	}
	return `${
		value.inset === true ? 'inset ' : ''
	}${ x } ${ y } ${ blur } ${ spread } ${ color }`;
}

function shadows( value: unknown ): string | undefined {
	if ( ! Array.isArray( value ) ) {
		return undefined;
	}
	let list = '';
	const count = Math.min( value.length, MAX_SHADOWS );
	for ( let index = 0; index < count; index++ ) {
		const entry = shadow( value[ index ] );
		if ( entry ) {
			list += list === '' ? entry : `,${ entry }`;
		}
	}
	return list === '' ? undefined : list;
}

/**
 * effectsDesigner: opacity (0–1), box shadows (invalid ones dropped), blur
 * (px), transition (ms, all properties), scale and rotation (deg).
 *
 * @param value Stored `options.effectsDesigner`.
 */
export function effectsDesignerCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	const opacity = finiteNumber( value.opacity );
	const blur = finiteNumber( value.blur );
	const transition = finiteNumber( value.transition );
	const scale = finiteNumber( value.scale );
	const rotate = finiteNumber( value.rotate );
	const transform = [
		scale === undefined ? '' : `scale(${ cssNumber( scale ) })`,
		rotate === undefined ? '' : `rotate(${ cssNumber( rotate ) }deg)`,
	]
		.join( ' ' )
		.trim();
	return (
		declaration(
			'opacity',
			opacity === undefined
				? undefined
				: cssNumber( Math.min( 1, Math.max( 0, opacity ) ) )
		) +
		declaration( 'box-shadow', shadows( value.shadows ) ) +
		declaration(
			'filter',
			blur === undefined || blur < 0
				? undefined
				: `blur(${ cssNumber( blur ) }px)`
		) +
		declaration(
			'transition',
			transition === undefined || transition < 0
				? undefined
				: `all ${ cssNumber( transition ) }ms`
		) +
		declaration( 'transform', transform )
	);
}
