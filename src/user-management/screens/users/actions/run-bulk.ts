/**
 * The users list's bulk actions' shared part: the context they act in and
 * how one `POST /users/bulk` reports (one success line, one error line per
 * user the server refused, with its message).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../../../components/utils/api';
import { type BulkRequest, bulkUsers, type UserRow } from '../../../api/users';
import type { ConfigRole } from '../../../config';

export interface UserActionsContext {
	/** The roles the acting user may give. */
	roles: ConfigRole[];
	/** Opens a user's side panel. */
	onEdit: ( user: UserRow ) => void;
	/** After users changed (the list asks for its page again). */
	onChanged: () => void;
	notify: {
		success: ( text: string ) => void;
		error: ( text: string ) => void;
	};
}

export interface UserDialogProps {
	items: UserRow[];
	closeModal?: () => void;
	context: UserActionsContext;
}

export const displayName = ( user: UserRow | undefined ) =>
	user ? user.name || user.login : '';

/**
 * What a bulk action reports: one success line, one error line per refusal.
 *
 * @param request The action asked.
 * @param users   The users it was asked for.
 * @param success The success text for a number of users.
 * @param context The actions' context.
 */
export async function runBulk(
	request: BulkRequest,
	users: UserRow[],
	success: ( done: number ) => string,
	context: UserActionsContext
): Promise< void > {
	try {
		const result = await bulkUsers( request );
		if ( result.done.length > 0 ) {
			context.notify.success( success( result.done.length ) );
		}
		result.failed.forEach( ( failure ) => {
			const user = users.find( ( { id } ) => id === failure.id );
			context.notify.error(
				user
					? sprintf(
							/* translators: 1: user name, 2: the server's reason. */
							__( '%1$s: %2$s', 'uipress' ),
							displayName( user ),
							failure.message
						)
					: failure.message
			);
		} );
	} catch ( error ) {
		context.notify.error( errorMessage( error ) );
	}
	context.onChanged();
}
