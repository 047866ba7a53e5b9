/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
export { isRecord } from '../../shared/is-record';
import type { Block, TemplateFields, TemplateType } from '../../engine/types';
import type { EditedTemplate } from './types';

/**
 * A post title as REST gives it: `{ raw, rendered }` in edit context.
 *
 * @param value The `title` member.
 */
export function titleOf( value: unknown ): string {
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

const strings = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

const numbers = ( value: unknown ): number[] =>
	Array.isArray( value )
		? value
				.map( ( item ) => Number( item ) )
				.filter( ( item ) => Number.isInteger( item ) && item > 0 )
		: [];

/**
 * The `uipress` field with a default for every member that is missing or of
 * the wrong type.
 *
 * @param value The `uipress` member of a template.
 */
export function parseFields( value: unknown ): TemplateFields {
	const fields = isRecord( value ) ? value : {};
	const settings = isRecord( fields.settings ) ? fields.settings : {};
	const type: TemplateType =
		fields.type === 'ui-admin-page' ? 'ui-admin-page' : 'ui-template';
	return {
		type,
		content: Array.isArray( fields.content )
			? ( fields.content as Block[] )
			: [],
		settings: {
			...settings,
			css: typeof settings.css === 'string' ? settings.css : '',
			js: typeof settings.js === 'string' ? settings.js : '',
		},
		forRoles: strings( fields.forRoles ),
		forUsers: numbers( fields.forUsers ),
		excludesRoles: strings( fields.excludesRoles ),
		excludesUsers: numbers( fields.excludesUsers ),
	};
}

/**
 * A template from the REST post of type uip-ui-template (context=edit).
 *
 * @param value The response body.
 */
export function parseTemplate( value: unknown ): EditedTemplate {
	const post = isRecord( value ) ? value : {};
	return {
		id: typeof post.id === 'number' ? post.id : 0,
		title: titleOf( post.title ),
		status: typeof post.status === 'string' ? post.status : 'draft',
		fields: parseFields( post.uipress ),
	};
}
