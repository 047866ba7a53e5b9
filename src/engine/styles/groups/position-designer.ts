/**
 * Internal dependencies
 */
import { finiteNumber, isRecord, keyword, sanitizeSize } from '../sanitize';
import { declaration } from './declaration';

const POSITION = [
	'static',
	'relative',
	'absolute',
	'fixed',
	'sticky',
] as const;
const MAX_Z = 2147483647;

/**
 * positionDesigner: position, offsets and z-index (an integer).
 *
 * @param value Stored `options.positionDesigner`.
 */
export function positionDesignerCss( value: unknown ): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	const z = finiteNumber( value.zIndex );
	return (
		declaration( 'position', keyword( value.position, POSITION ) ) +
		declaration( 'top', sanitizeSize( value.top ) ) +
		declaration( 'right', sanitizeSize( value.right ) ) +
		declaration( 'bottom', sanitizeSize( value.bottom ) ) +
		declaration( 'left', sanitizeSize( value.left ) ) +
		declaration(
			'z-index',
			z === undefined
				? undefined
				: String(
						Math.max( -MAX_Z, Math.min( MAX_Z, Math.round( z ) ) )
					)
		)
	);
}
