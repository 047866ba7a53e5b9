/**
 * Internal dependencies
 */
import { generateUid } from '../../engine/notifications';

/**
 * A fresh 24-character block uid.
 */
export function newUid(): string {
	return generateUid();
}
