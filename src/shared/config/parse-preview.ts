/**
 * Internal dependencies
 */
import { record, wholeNumber } from './fields';
import type { PreviewConfig } from './types';

/**
 * Checks `window.uipressConfig.preview` (printed on the preview screen).
 *
 * @param value The raw `preview` value.
 * @throws ConfigError when the template id is not a positive whole number.
 */
export function parsePreviewConfig( value: unknown ): PreviewConfig {
	const source = record( value, 'preview' );
	return { templateId: wholeNumber( source, 'templateId', 'preview', 1 ) };
}
