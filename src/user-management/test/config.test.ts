/**
 * Internal dependencies
 */
import { readUserManagementConfig } from '../config';

describe( 'readUserManagementConfig', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'reads the activity log’s own export address', () => {
		window.uipressConfig = {
			userManagement: {
				screen: 'uip-activity',
				activity: {
					exportUrl:
						'http://example.test/wp-json/uipress/v1/activity/export',
				},
			},
		};
		const config = readUserManagementConfig();
		expect( config.screen ).toBe( 'uip-activity' );
		expect( config.activity.exportUrl ).toBe(
			'http://example.test/wp-json/uipress/v1/activity/export'
		);
	} );

	it( 'leaves the address empty when the server gave none', () => {
		window.uipressConfig = { userManagement: { screen: 'uip-users' } };
		expect( readUserManagementConfig().activity.exportUrl ).toBe( '' );
	} );
} );
