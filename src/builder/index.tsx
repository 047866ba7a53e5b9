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
import '../shared/styles/screen.scss';
import BuilderScreen from './builder-screen';

registerAllCoreBlocks();
provideAllEngineFeatures();

domReady( () => mountApp( 'uip-ui-builder-root', () => <BuilderScreen /> ) );
