/**
 * The commands entry (Admin\CommandPalette): loaded where WordPress's
 * command palette is, it adds UiPress's commands to the palette's store.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { paletteCommands, type PaletteCommand } from './commands';
import { readCommandsConfig } from './config';
import { makeTemplateLoader } from './template-commands';

/** The palette store's actions UiPress uses (`core/commands`, wp-commands). */
interface CommandsStoreActions {
	registerCommand: ( command: PaletteCommand ) => void;
	registerCommandLoader: ( loader: {
		name: string;
		hook: ( options: { search: string } ) => {
			isLoading: boolean;
			commands: PaletteCommand[];
		};
	} ) => void;
}

const config = readCommandsConfig(
	( window as Window & { uipressCommands?: unknown } ).uipressCommands
);
const go = ( url: string ) => window.location.assign( url );
// A typed boundary: the store is WordPress's, registered by wp-commands.
const store = dispatch( 'core/commands' ) as unknown as CommandsStoreActions;

for ( const command of paletteCommands( config, {
	go,
	// The interface listens to its frame's messages (content frame block).
	askInterface: ( type ) =>
		window.parent.postMessage( { type }, window.location.origin ),
} ) ) {
	store.registerCommand( command );
}
if ( config.templates ) {
	store.registerCommandLoader( {
		name: 'uipress/templates',
		hook: makeTemplateLoader( config.builderUrl, go ),
	} );
}
