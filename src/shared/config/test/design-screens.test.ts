/**
 * Internal dependencies
 */
import {
	parseConfig,
	readChromeConfig,
	readPreviewConfig,
} from '../read-config';
import { validConfig } from './fixtures';

const ACCOUNT = {
	name: 'Ed',
	avatar: '',
	profileUrl: 'http://localhost:8888/wp-admin/profile.php',
	logoutUrl: 'http://localhost:8888/wp-login.php?action=logout&_wpnonce=n',
	items: [],
};

describe( 'the design screens’ configuration (chrome, preview)', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'reads the admin menu, toolbar and account of the builder', () => {
		const chrome = { adminMenu: [], toolbar: [], account: ACCOUNT };
		expect( parseConfig( { ...validConfig(), chrome } ).chrome ).toEqual(
			chrome
		);
		window.uipressConfig = { ...validConfig(), chrome };
		expect( readChromeConfig() ).toEqual( chrome );
		expect( readPreviewConfig() ).toBeUndefined();
	} );

	it( 'reads the preview’s template and refuses a bad one', () => {
		window.uipressConfig = { ...validConfig(), preview: { templateId: 7 } };
		expect( readPreviewConfig() ).toEqual( { templateId: 7 } );
		expect( readChromeConfig() ).toBeUndefined();
		expect( () =>
			parseConfig( { ...validConfig(), preview: { templateId: 0 } } )
		).toThrow( /templateId/ );
	} );
} );
