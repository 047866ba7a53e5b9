/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { lazy, Suspense } from '@wordpress/element';
import { Spinner } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { mountApp } from '../shared/mount-app';
import '../shared/styles/screen.scss';
import { readUserManagementConfig } from './config';

// Each page downloads only its own screen.
const SCREENS = {
	'uip-users': lazy( () => import( './screens/users/users-screen' ) ),
	'uip-roles': lazy( () => import( './screens/roles/roles-screen' ) ),
	'uip-activity': lazy(
		() => import( './screens/activity/activity-screen' )
	),
};

domReady( () => {
	const { screen } = readUserManagementConfig();
	const Screen = SCREENS[ screen ];
	mountApp( `${ screen }-root`, () => (
		<Suspense fallback={ <Spinner /> }>
			<Screen />
		</Suspense>
	) );
} );
