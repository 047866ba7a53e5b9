/**
 * The query feature: a block's children repeated once per query result.
 */

/**
 * Internal dependencies
 */
import { QueryLoop } from '../query';

export const queryFeature = { QueryLoop };
