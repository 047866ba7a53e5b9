/**
 * After the run: stop the e2e WordPress. Set UIPRESS_E2E_KEEP_SITE=1 to leave
 * it serving at http://localhost:8889 for a look at what the tests left.
 */
import { stopSite } from './utils/local-site';

export default function globalTeardown(): void {
	if ( process.env.UIPRESS_E2E_KEEP_SITE ) {
		console.log(
			'UIPRESS_E2E_KEEP_SITE is set: the e2e site keeps running (stop it with "node tools/local-wordpress/cli.mjs stop-site e2e").'
		);
		return;
	}
	stopSite();
}
