/**
 * Internal dependencies
 */
import { buildConditionContext } from '../context';
import { engineConfig, NOW } from './fixtures';

describe( 'buildConditionContext', () => {
	it( 'combines the server context with client values', () => {
		const engine = engineConfig();
		const result = buildConditionContext( engine, {
			currentPageName: 'Posts',
			currentURL: 'https://example.org/wp-admin/edit.php',
			darkMode: true,
			now: NOW,
		} );
		expect( result ).toEqual( {
			user: {
				id: 7,
				login: 'Jane',
				email: 'jane@example.org',
				roles: [ 'editor', 'shop_manager' ],
			},
			site: {
				title: 'My Site',
				url: 'https://example.org',
				adminUrl: 'https://example.org/wp-admin/',
				locale: 'en_GB',
			},
			activePlugins: [ 'akismet/akismet.php', 'akismet' ],
			notificationCount: 3,
			currentPageName: 'Posts',
			currentURL: 'https://example.org/wp-admin/edit.php',
			darkMode: true,
			now: NOW,
		} );
	} );

	it( 'copies lists so conditions cannot change the configuration', () => {
		const engine = engineConfig();
		const result = buildConditionContext( engine, {
			currentPageName: '',
			currentURL: '',
			darkMode: false,
			now: NOW,
		} );
		result.user.roles.push( 'administrator' );
		expect( engine.context.user.roles ).toEqual( [
			'editor',
			'shop_manager',
		] );
	} );
} );
