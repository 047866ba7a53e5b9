/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountApp } from '../shared/mount-app';
import '../shared/styles/screen.scss';
import MenuCreatorScreen from './menu-creator-screen';

domReady( () =>
	mountApp( 'uip-menu-creator-root', () => <MenuCreatorScreen /> )
);
