/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import {
	notificationsStore,
	useCreateNotification,
} from '../../engine/notifications';

/** The server route that fetches and imports a remote template. */
export const REMOTE_IMPORT_PATH = '/uipress/v1/templates/import-remote';

/** What the server answers: the draft it saved. */
export interface ImportedTemplate {
	id: number;
	title: string;
}

/**
 * Imports the template at `url` (spec: a POST with no fields to a remote
 * block's path, answered by JSON text of an array whose first item is the
 * template). The server fetches it (wp_safe_remote_post), checks its shape
 * and saves it as a draft through the write guard: the browser never
 * fetches the address itself (Rest\RemoteTemplateImportController).
 *
 * @param url The template's address.
 * @throws The REST error (its `message` is the server's) when refused.
 */
export async function importRemoteTemplate(
	url: string
): Promise< ImportedTemplate > {
	return apiFetch< ImportedTemplate >( {
		path: REMOTE_IMPORT_PATH,
		method: 'POST',
		data: { url },
	} );
}

/**
 * Imports a remote template with the spec's notices: 'Importing template'
 * while the server works, then 'Template imported', or 'Unable to import
 * template right now' with the server's reason.
 *
 * @return Imports from an address; resolves to the saved draft, or null.
 */
export function useRemoteImport(): (
	url: string
) => Promise< ImportedTemplate | null > {
	const notify = useCreateNotification();
	const { removeNotification } = useDispatch( notificationsStore );
	return useCallback(
		async ( url: string ) => {
			const loader = await notify( {
				title: __( 'Importing template', 'uipress' ),
				loader: true,
				dismissable: false,
			} );
			try {
				const imported = await importRemoteTemplate( url );
				notify( {
					title: __( 'Template imported', 'uipress' ),
					status: 'success',
				} );
				return imported;
			} catch ( caught ) {
				notify( {
					title: __(
						'Unable to import template right now',
						'uipress'
					),
					message: errorMessage( caught, '' ),
					status: 'error',
				} );
				return null;
			} finally {
				removeNotification( loader );
			}
		},
		[ notify, removeNotification ]
	);
}
