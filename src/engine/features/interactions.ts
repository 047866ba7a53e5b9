/**
 * The interactions feature: binding a block's interactions to its element.
 */

/**
 * Internal dependencies
 */
import { bindInteractions } from '../interactions';

export const interactionsFeature = { bind: bindInteractions };
