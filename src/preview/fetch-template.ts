/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';
import type { Block } from '../engine/types';

/** What the preview needs of a stored template. */
export interface PreviewTemplate {
	id: number;
	title: string;
	content: Block[];
	/** Template-wide CSS (saved only by users with unfiltered_html). */
	css: string;
	/** Template-wide JavaScript (saved only by users with unfiltered_html). */
	js: string;
}

/** A failure to show: a title saying what happened, and the server's words. */
export class TemplateLoadError extends Error {
	constructor(
		readonly title: string,
		message: string
	) {
		super( message );
		this.name = 'TemplateLoadError';
	}
}

function titleOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( isRecord( value ) ) {
		for ( const key of [ 'raw', 'rendered' ] ) {
			if ( typeof value[ key ] === 'string' ) {
				return value[ key ] as string;
			}
		}
	}
	return '';
}

/**
 * The error to show for a failed request, by the REST error's status.
 *
 * @param error What apiFetch rejected with (a REST error object).
 */
export function loadError( error: unknown ): TemplateLoadError {
	const code = isRecord( error ) ? String( error.code ?? '' ) : '';
	const status =
		isRecord( error ) && isRecord( error.data ) ? error.data.status : 0;
	const message =
		isRecord( error ) && typeof error.message === 'string'
			? error.message
			: '';
	if ( status === 404 || code === 'rest_post_invalid_id' ) {
		return new TemplateLoadError(
			__( 'This template does not exist.', 'uipress' ),
			message
		);
	}
	if (
		status === 401 ||
		status === 403 ||
		code.startsWith( 'rest_forbidden' ) ||
		code.startsWith( 'rest_cannot' )
	) {
		return new TemplateLoadError(
			__( 'You are not allowed to preview this template.', 'uipress' ),
			message
		);
	}
	return new TemplateLoadError(
		__( 'The template could not be loaded.', 'uipress' ),
		message
	);
}

/**
 * Reads the REST post of type uip-ui-template (context=edit).
 *
 * @param value The response body.
 */
export function parseTemplate( value: unknown ): PreviewTemplate {
	const fields = isRecord( value ) ? value.uipress : undefined;
	if (
		! isRecord( value ) ||
		! isRecord( fields ) ||
		! Array.isArray( fields.content )
	) {
		throw new TemplateLoadError(
			__( 'The template could not be loaded.', 'uipress' ),
			__( 'Its content is not a list of blocks.', 'uipress' )
		);
	}
	const settings = isRecord( fields.settings ) ? fields.settings : {};
	return {
		id: typeof value.id === 'number' ? value.id : 0,
		title: titleOf( value.title ),
		content: fields.content as Block[],
		css: typeof settings.css === 'string' ? settings.css : '',
		js: typeof settings.js === 'string' ? settings.js : '',
	};
}

/**
 * Fetches a template for the preview.
 *
 * @param id The template's post id.
 * @throws TemplateLoadError saying what went wrong, with the server's message.
 */
export async function fetchTemplate( id: number ): Promise< PreviewTemplate > {
	let response: unknown;
	try {
		response = await apiFetch( {
			path: `/wp/v2/uip-ui-template/${ id }?context=edit`,
		} );
	} catch ( error ) {
		throw loadError( error );
	}
	return parseTemplate( response );
}
