/**
 * Validation of stored style values before they become CSS.
 */
export { sanitizeColor } from './color';
export { sanitizeSize, CSS_UNITS } from './size';
export {
	cssString,
	cssUrl,
	sanitizeFontFamily,
	sanitizePosition,
} from './text';
export {
	safeUid,
	blockClass,
	blockElementSelector,
	blockSelector,
	safeInnerSelector,
	innerSelectorParts,
} from './selector';
export { isRecord, finiteNumber, keyword, cssNumber } from './values';
export type { UnknownRecord } from './values';
