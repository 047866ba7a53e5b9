/**
 * The form block's requests (GET/POST uipress/v1/forms/{template}/{block},
 * docs/REST.md "Forms"): the client names the template and the form block
 * and sends the values; the server reads the action from the stored block.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import { openInFrame } from '../../runtime/open-admin-page';
import type { FormValue } from '../shared/form-context';
import { isNetworkTemplate } from '../shared/network-template';

/** How long the success message shows (spec: form success message). */
export const FORM_SUCCESS_MS = 10000;

export interface FormRedirect {
	url: string;
	newTab: boolean;
}

/** What a successful submit answers. */
export interface FormResult {
	message: string;
	/** Whether the inputs empty (email and phpFunction actions). */
	reset: boolean;
	redirect: FormRedirect | null;
}

/** A refused request, read from the server's error. */
export interface FormFailure {
	message: string;
	/** A title for the toast ('Configuration error'). */
	title?: string;
	/** The inputName the message is about. */
	field?: string;
}

/**
 * The route of a form block.
 *
 * @param templateId The template's id.
 * @param uid        The form block's uid.
 */
export function formPath( templateId: number, uid: string ): string {
	// A sub-site's network template: its id is the main site's.
	const network = isNetworkTemplate( templateId ) ? '?network=true' : '';
	return `/uipress/v1/forms/${ templateId }/${ encodeURIComponent(
		uid
	) }${ network }`;
}

/**
 * The stored values to fill a form with (pre-populate).
 *
 * @param templateId The template's id.
 * @param uid        The form block's uid.
 */
export async function loadFormValues(
	templateId: number,
	uid: string
): Promise< Record< string, FormValue > > {
	const response: unknown = await apiFetch( {
		path: formPath( templateId, uid ),
	} );
	const values = isRecord( response ) ? response.values : undefined;
	const found: Record< string, FormValue > = {};
	if ( ! isRecord( values ) ) {
		return found;
	}
	for ( const [ name, value ] of Object.entries( values ) ) {
		if (
			typeof value === 'string' ||
			typeof value === 'number' ||
			typeof value === 'boolean'
		) {
			found[ name ] = value;
		}
	}
	return found;
}

/**
 * Sends a form's values.
 *
 * @param templateId The template's id.
 * @param uid        The form block's uid.
 * @param values     The inputs' values, by inputName.
 */
export async function submitForm(
	templateId: number,
	uid: string,
	values: Readonly< Record< string, FormValue > >
): Promise< FormResult > {
	const response: unknown = await apiFetch( {
		path: formPath( templateId, uid ),
		method: 'POST',
		data: { values },
	} );
	const body = isRecord( response ) ? response : {};
	const redirect = isRecord( body.redirect ) ? body.redirect : null;
	return {
		message:
			typeof body.message === 'string' && body.message
				? body.message
				: __( 'Form submitted', 'uipress' ),
		reset: body.reset === true,
		redirect:
			redirect && typeof redirect.url === 'string' && redirect.url
				? { url: redirect.url, newTab: redirect.newTab === true }
				: null,
	};
}

/**
 * What went wrong, from what the request rejected with (`{ code, message,
 * data: { status, title?, field? } }`).
 *
 * @param error The rejection.
 */
export function formFailure( error: unknown ): FormFailure {
	const body = isRecord( error ) ? error : {};
	const data = isRecord( body.data ) ? body.data : {};
	const failure: FormFailure = {
		message:
			typeof body.message === 'string' && body.message
				? body.message
				: __( 'The form could not be sent.', 'uipress' ),
	};
	if ( typeof data.title === 'string' && data.title ) {
		failure.title = data.title;
	}
	if ( typeof data.field === 'string' && data.field ) {
		failure.field = data.field;
	}
	return failure;
}

/**
 * Goes where the form's redirect says: a new tab, the page content block
 * (admin pages, when the template has one), else the window.
 *
 * @param redirect The redirect.
 */
export function followRedirect( redirect: FormRedirect ): void {
	if ( redirect.newTab ) {
		window.open( redirect.url, '_blank', 'noopener' );
		return;
	}
	if ( ! openInFrame( redirect.url ) ) {
		window.location.assign( redirect.url );
	}
}
