/**
 * axe's colour contrast rule over a page, for the visual checks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious colour contrast failures, one line each (where, then what
 * axe says). Frames are checked unless excluded.
 *
 * @param page          The page.
 * @param where         Where to look.
 * @param where.include Selectors to check (the whole page when none).
 * @param where.exclude Selectors to leave out (e.g. `iframe`).
 */
export async function contrastFailures(
	page: Page,
	{
		include = [],
		exclude = [],
	}: { include?: string[]; exclude?: string[] } = {}
): Promise< string[] > {
	let builder = new AxeBuilder( { page } ).withRules( [ 'color-contrast' ] );
	for ( const selector of include ) {
		builder = builder.include( selector );
	}
	for ( const selector of exclude ) {
		builder = builder.exclude( selector );
	}
	const results = await builder.analyze();
	return results.violations
		.filter( ( violation ) => violation.impact === 'serious' )
		.flatMap( ( violation ) =>
			violation.nodes.map(
				( node ) =>
					`${ node.target.join( ' ' ) } — ${
						node.failureSummary ?? ''
					}`
			)
		);
}
