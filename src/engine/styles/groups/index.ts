/**
 * Internal dependencies
 */
import { isRecord } from '../sanitize';
import { dimensionsCss } from './dimensions';
import { effectsDesignerCss } from './effects-designer';
import { flexLayoutCss } from './flex-layout';
import { positionDesignerCss } from './position-designer';
import { spacingCss } from './spacing';
import { stylesCss } from './styles';
import { textFormatCss } from './text-format';

/**
 * The declarations of a StyleOptions object, group by group in the spec's
 * order (a later group wins on a shared property).
 *
 * @param options Stored `options`.
 */
export function styleOptionsCss( options: unknown ): string {
	if ( ! isRecord( options ) ) {
		return '';
	}
	return (
		flexLayoutCss( options.flexLayout ) +
		dimensionsCss( options.dimensions ) +
		stylesCss( options.styles ) +
		spacingCss( options.spacing ) +
		textFormatCss( options.textFormat ) +
		positionDesignerCss( options.positionDesigner ) +
		effectsDesignerCss( options.effectsDesigner )
	);
}

export {
	dimensionsCss,
	effectsDesignerCss,
	flexLayoutCss,
	positionDesignerCss,
	spacingCss,
	stylesCss,
	textFormatCss,
};
