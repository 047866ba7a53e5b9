/**
 * The conditions feature: what the renderer needs to decide whether a
 * block with conditions shows.
 */

/**
 * Internal dependencies
 */
import { buildConditionContext, evaluateConditions } from '../conditions';
import { clientConditionValues } from '../renderer/client-values';

export const conditionsFeature = {
	buildContext: buildConditionContext,
	clientValues: clientConditionValues,
	evaluate: evaluateConditions,
};
