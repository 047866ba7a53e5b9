/**
 * Writes the titles of the tests that failed or passed only on a retry to the
 * file named by UIPRESS_E2E_OUTCOME, so `npm test` can repeat them under its
 * summary: the last lines of a long CI log then name what went wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class OutcomeReporter implements Reporter {
	private readonly outcomes = new Map< TestCase, string >();

	onTestEnd( test: TestCase, result: TestResult ): void {
		const outcome = test.outcome();
		if ( outcome !== 'unexpected' && outcome !== 'flaky' ) {
			this.outcomes.delete( test );
			return;
		}
		const where = `${ path.basename( test.location.file ) }:${
			test.location.line
		}`;
		// The path starts with the root, the project and the file.
		const title = test.titlePath().slice( 3 ).join( ' › ' );
		// Playwright colours its messages for terminals.
		const firstLine = (
			( result.error?.message ?? '' ).split( '\n' )[ 0 ] ?? ''
		).replace(
			new RegExp( `${ String.fromCharCode( 27 ) }\\[[0-9;]*m`, 'g' ),
			''
		);
		this.outcomes.set(
			test,
			`${ outcome === 'flaky' ? 'FLAKY' : 'FAILED' } ${ where } › ${ title }${
				firstLine && outcome !== 'flaky' ? `\n    ${ firstLine }` : ''
			}`
		);
	}

	onEnd(): void {
		const file = process.env.UIPRESS_E2E_OUTCOME;
		if ( ! file ) {
			return;
		}
		fs.appendFileSync(
			file,
			[ ...this.outcomes.values() ]
				.map( ( line ) => `${ line }\n` )
				.join( '' )
		);
	}
}
