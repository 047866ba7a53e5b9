/**
 * The dynamic data feature: the values (user, site, date…) that text
 * options show instead of, or beside, their text.
 */

/**
 * Internal dependencies
 */
import DynamicValues from '../renderer/dynamic-values';

export const dynamicFeature = { DynamicValues };
