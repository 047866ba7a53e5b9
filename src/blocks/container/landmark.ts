/**
 * Internal dependencies
 */
import type { BlockLandmark, BlockOptions } from '../../engine/types';

/** The landmark roles a container can be. */
export const CONTAINER_LANDMARKS: readonly BlockLandmark[ 'role' ][] = [
	'banner',
	'navigation',
	'complementary',
	'contentinfo',
	'region',
];

/**
 * The container's landmark (options `landmark`, `landmarkLabel`), or none.
 * A region needs a name to be a landmark: without one it is none.
 *
 * @param options The block's options.
 */
export function containerLandmark(
	options: BlockOptions
): BlockLandmark | undefined {
	const role = CONTAINER_LANDMARKS.find(
		( candidate ) => candidate === options.landmark
	);
	const label =
		typeof options.landmarkLabel === 'string'
			? options.landmarkLabel.trim()
			: '';
	if ( ! role || ( role === 'region' && ! label ) ) {
		return undefined;
	}
	return label ? { role, label } : { role };
}
