/**
 * Internal dependencies
 */
import { blockUidAt } from '../canvas';

describe( 'blockUidAt', () => {
	document.body.innerHTML = `
		<div data-uip-uid="tabs">
			<div class="uip-tabs is-builder">
				<section class="uip-tabs__builder-tab">
					<div class="uip-tabs__tab"><span>First</span></div>
					<div data-uip-uid="first"><p>Text</p></div>
				</section>
			</div>
		</div>`;

	it( 'is the innermost block under the pointer', () => {
		expect( blockUidAt( document.querySelector( 'p' ) ) ).toBe( 'first' );
		expect( blockUidAt( document.body ) ).toBeNull();
	} );

	it( 'is the tab a tab’s name stands for in the tabs block’s edit view', () => {
		expect( blockUidAt( document.querySelector( 'span' ) ) ).toBe(
			'first'
		);
	} );
} );
