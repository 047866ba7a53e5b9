/**
 * Internal dependencies
 */
import { readConfig } from '../../shared/config/read-config';

let cached: boolean | undefined;

/**
 * Whether the current user may write CSS and JavaScript: the server keeps
 * code only from users with unfiltered_html, so the builder hides code
 * fields from everyone else instead of letting their work vanish on save.
 */
export function canEditCode(): boolean {
	if ( cached === undefined ) {
		try {
			cached = readConfig().currentUser.canEditCode;
		} catch {
			cached = false;
		}
	}
	return cached;
}
