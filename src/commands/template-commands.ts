/**
 * "Edit template: …" commands, found as the user types in the palette
 * (a command loader's hook): the templates whose title matches, from the
 * templates' REST collection, each opening in the builder.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';
import type { PaletteCommand } from './commands';
import { ICONS } from './icons';

/** How many templates the palette lists at most. */
const MAX_TEMPLATES = 10;

/** A template as the collection answers it (`_fields=id,title`, edit context). */
interface FoundTemplate {
	id: number;
	title: string;
}

/**
 * The templates of an answer, checked.
 *
 * @param answer The collection's answer.
 */
export function foundTemplates( answer: unknown ): FoundTemplate[] {
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	return answer.flatMap( ( item ): FoundTemplate[] => {
		if ( ! isRecord( item ) || typeof item.id !== 'number' ) {
			return [];
		}
		const title = isRecord( item.title ) ? item.title.raw : undefined;
		return [
			{
				id: item.id,
				title:
					typeof title === 'string' && title.trim() !== ''
						? title
						: __( '(no title)', 'uipress' ),
			},
		];
	} );
}

/**
 * The commands of found templates.
 *
 * @param templates  The templates.
 * @param builderUrl The builder's address.
 * @param go         Opens an address.
 */
export function templateCommands(
	templates: FoundTemplate[],
	builderUrl: string,
	go: ( url: string ) => void
): PaletteCommand[] {
	return templates.map( ( template ) => ( {
		name: `uipress/template-${ template.id }`,
		/* translators: %s: a template's title. */
		label: sprintf( __( 'Edit template: %s', 'uipress' ), template.title ),
		icon: ICONS.layout,
		callback: ( { close } ) => {
			close();
			go( addQueryArgs( builderUrl, { template: template.id } ) );
		},
	} ) );
}

/**
 * The loader's hook for a builder address.
 *
 * @param builderUrl The builder's address.
 * @param go         Opens an address.
 */
export function makeTemplateLoader(
	builderUrl: string,
	go: ( url: string ) => void
) {
	return function useTemplateCommands( { search }: { search: string } ) {
		const [ state, setState ] = useState< {
			isLoading: boolean;
			commands: PaletteCommand[];
		} >( { isLoading: false, commands: [] } );
		useEffect( () => {
			const words = search.trim();
			if ( words === '' ) {
				setState( { isLoading: false, commands: [] } );
				return;
			}
			let current = true;
			setState( ( previous ) => ( { ...previous, isLoading: true } ) );
			apiFetch( {
				path: addQueryArgs( '/wp/v2/uip-ui-template', {
					search: words,
					per_page: MAX_TEMPLATES,
					context: 'edit',
					status: 'publish,draft',
					_fields: 'id,title',
				} ),
			} )
				.then( ( answer ) => {
					if ( current ) {
						setState( {
							isLoading: false,
							commands: templateCommands(
								foundTemplates( answer ),
								builderUrl,
								go
							),
						} );
					}
				} )
				.catch( () => {
					// No templates to offer: the palette shows its other commands.
					if ( current ) {
						setState( { isLoading: false, commands: [] } );
					}
				} );
			return () => {
				current = false;
			};
		}, [ search ] );
		return state;
	};
}
