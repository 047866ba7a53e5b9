/**
 * How the e2e specs read axe: the WCAG 2.2 AA rule tags they run, and the
 * findings that fail a spec (serious and critical), one line each.
 */
import type AxeBuilder from '@axe-core/playwright';

/** What AxeBuilder.analyze() gives. */
type AxeResults = Awaited< ReturnType< AxeBuilder[ 'analyze' ] > >;

/** axe's WCAG 2.2 AA rules. */
export const WCAG_22_AA = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
];

/**
 * The serious and critical violations of an axe run, one line each: the
 * rule (unless left out), where, then what axe says.
 *
 * @param results     What AxeBuilder.analyze() gave.
 * @param withRuleIds Whether each line starts with the rule's id.
 */
export function seriousViolations(
	results: AxeResults,
	withRuleIds = true
): string[] {
	return results.violations
		.filter(
			( violation ) =>
				violation.impact === 'critical' ||
				violation.impact === 'serious'
		)
		.flatMap( ( violation ) =>
			violation.nodes.map(
				( node ) =>
					`${ withRuleIds ? `${ violation.id }: ` : '' }${ node.target.join(
						' '
					) }${ withRuleIds ? ' —' : ':' } ${ node.failureSummary ?? '' }`
			)
		);
}
