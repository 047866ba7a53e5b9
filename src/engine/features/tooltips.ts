/**
 * The tooltips feature: the layer that shows blocks' tooltip messages.
 */

/**
 * Internal dependencies
 */
import TooltipLayer from '../renderer/tooltip-layer';

export const tooltipsFeature = { TooltipLayer };
