/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { mountApp } from '../shared/mount-app';
import '../shared/styles/screen.scss';
import SettingsScreen from './settings-screen';

domReady( () => mountApp( 'uip-settings-root', () => <SettingsScreen /> ) );
