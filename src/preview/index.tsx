/**
 * The preview entry: admin.php?page=uip-preview&template=ID shows a stored
 * template the way its users see it.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { registerAllCoreBlocks } from '../blocks/register-all';
import { provideAllEngineFeatures } from '../engine/features/provide-all';
import { mountApp } from '../shared/mount-app';
import { PREVIEW_ROOT_ID } from './constants';
import { displayModeFromQuery } from './display-mode';
import PreviewScreen from './preview-screen';

registerAllCoreBlocks();
provideAllEngineFeatures();

domReady( () =>
	mountApp( PREVIEW_ROOT_ID, ( { config } ) => (
		<PreviewScreen
			templateId={ config.preview?.templateId }
			mode={ displayModeFromQuery( window.location.search ) }
		/>
	) )
);
