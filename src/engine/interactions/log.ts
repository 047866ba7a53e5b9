/**
 * The default failure log for interactions (spec: console log only).
 *
 * @param message What failed.
 * @param details Extra values (errors, elements) for the console.
 */
export function consoleLog( message: string, ...details: unknown[] ): void {
	// eslint-disable-next-line no-console
	console.log( message, ...details );
}
