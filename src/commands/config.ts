/**
 * What the server tells the commands script (`window.uipressCommands`,
 * Admin\CommandPalette::config()), checked field by field.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';
import { ICON_NAMES, type IconName } from './icons';

/** A screen the user may open. */
export interface ScreenCommand {
	name: string;
	label: string;
	keywords: string[];
	icon: IconName;
	url: string;
}

export interface CommandsConfig {
	screens: ScreenCommand[];
	/** Whether the user may edit templates (the template search). */
	templates: boolean;
	/** The builder's address; a template opens with `&template=<id>`. */
	builderUrl: string;
	/** Whether the page is shown in the interface's content frame. */
	framed: boolean;
}

function screen( value: unknown ): ScreenCommand | null {
	if (
		! isRecord( value ) ||
		typeof value.name !== 'string' ||
		! value.name.startsWith( 'uipress/' ) ||
		typeof value.label !== 'string' ||
		typeof value.url !== 'string'
	) {
		return null;
	}
	const icon = ICON_NAMES.find( ( name ) => name === value.icon );
	return {
		name: value.name,
		label: value.label,
		keywords: Array.isArray( value.keywords )
			? value.keywords.filter(
					( word ): word is string => typeof word === 'string'
				)
			: [],
		icon: icon ?? 'layout',
		url: value.url,
	};
}

/**
 * The configuration, or one that adds nothing when it is missing or malformed.
 *
 * @param source `window.uipressCommands`.
 */
export function readCommandsConfig( source: unknown ): CommandsConfig {
	if ( ! isRecord( source ) ) {
		return { screens: [], templates: false, builderUrl: '', framed: false };
	}
	const screens = Array.isArray( source.screens )
		? source.screens
				.map( screen )
				.filter( ( one ): one is ScreenCommand => one !== null )
		: [];
	const builderUrl =
		typeof source.builderUrl === 'string' ? source.builderUrl : '';
	return {
		screens,
		templates: source.templates === true && builderUrl !== '',
		builderUrl,
		framed: source.framed === true,
	};
}
