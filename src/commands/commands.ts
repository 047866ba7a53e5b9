/**
 * UiPress's commands for WordPress's command palette (docs/WP7-NATIVE.md):
 * the screens the user may open and, in a page framed by the interface,
 * dark mode and the menu's collapse. Pure: where a command goes is given.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CommandsConfig } from './config';
import { ICONS } from './icons';

/** A command as the palette's store takes it. */
export interface PaletteCommand {
	name: string;
	label: string;
	keywords?: string[];
	icon: ( typeof ICONS )[ keyof typeof ICONS ];
	callback: ( options: { close: () => void } ) => void;
}

/** What the commands do outside themselves. */
export interface CommandEffects {
	/** Opens an admin address. */
	go: ( url: string ) => void;
	/** Asks the interface around the frame for a page event. */
	askInterface: (
		type: 'uipress/darkmode/toggle' | 'uipress/menu/togglecollapse'
	) => void;
}

/**
 * The commands for a configuration.
 *
 * @param config  The server's configuration.
 * @param effects What the commands do.
 */
export function paletteCommands(
	config: CommandsConfig,
	effects: CommandEffects
): PaletteCommand[] {
	const commands: PaletteCommand[] = config.screens.map( ( screen ) => ( {
		name: screen.name,
		label: screen.label,
		keywords: screen.keywords,
		icon: ICONS[ screen.icon ],
		callback: ( { close } ) => {
			close();
			effects.go( screen.url );
		},
	} ) );
	if ( config.framed ) {
		commands.push(
			{
				name: 'uipress/toggle-dark-mode',
				label: __( 'Toggle dark mode', 'uipress' ),
				keywords: [
					__( 'theme', 'uipress' ),
					__( 'light', 'uipress' ),
				],
				icon: ICONS.seen,
				callback: ( { close } ) => {
					close();
					effects.askInterface( 'uipress/darkmode/toggle' );
				},
			},
			{
				name: 'uipress/toggle-menu',
				label: __( 'Collapse or expand the admin menu', 'uipress' ),
				keywords: [ __( 'sidebar', 'uipress' ) ],
				icon: ICONS.drawerLeft,
				callback: ( { close } ) => {
					close();
					effects.askInterface( 'uipress/menu/togglecollapse' );
				},
			}
		);
	}
	return commands;
}
