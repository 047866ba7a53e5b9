/**
 * Internal dependencies
 */
import { formPath } from '../../form/form-api';
import { isNetworkTemplate } from '../network-template';

function printRuntime( template: Record< string, unknown > ): void {
	window.uipressConfig = { runtime: { template } };
}

describe( 'isNetworkTemplate', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'is true only for the interface’s own template when the server says it is the network’s', () => {
		printRuntime( { id: 12, network: true } );

		expect( isNetworkTemplate( 12 ) ).toBe( true );
		expect( isNetworkTemplate( 13 ) ).toBe( false );
		expect( isNetworkTemplate( undefined ) ).toBe( false );
	} );

	it( 'is false for a site’s own template and outside the interface', () => {
		printRuntime( { id: 12, network: false } );
		expect( isNetworkTemplate( 12 ) ).toBe( false );

		delete window.uipressConfig;
		expect( isNetworkTemplate( 12 ) ).toBe( false );
	} );

	it( 'makes a form’s requests name the network template', () => {
		printRuntime( { id: 12, network: true } );

		expect( formPath( 12, 'form-1' ) ).toBe(
			'/uipress/v1/forms/12/form-1?network=true'
		);
		expect( formPath( 3, 'form-1' ) ).toBe( '/uipress/v1/forms/3/form-1' );
	} );
} );
