/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { registerAllCoreBlocks } from '../blocks/register-all';
import { mountApp } from '../shared/mount-app';
import '../shared/styles/screen.scss';
import BuilderScreen from './builder-screen';

registerAllCoreBlocks();

domReady( () => mountApp( 'uip-ui-builder-root', () => <BuilderScreen /> ) );
