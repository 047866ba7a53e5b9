/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import CanvasOffCanvasMenus, {
	offCanvasContainers,
	offCanvasRules,
} from '../canvas-off-canvas';

function container(
	uid: string,
	smallScreen: string,
	content: Block[] = []
): Block {
	return {
		uid,
		name: uid,
		moduleName: 'uip-container',
		settings: { block: { options: { smallScreen } } },
		content,
	};
}

const tree: Block[] = [
	container( 'row', '', [
		container( 'sidebar', 'offCanvasLeft' ),
		container( 'main', '', [ container( 'aside', 'offCanvasRight' ) ] ),
	] ),
	{
		uid: 'heading',
		name: 'Heading',
		moduleName: 'uip-heading',
		settings: { block: { options: { smallScreen: 'offCanvasLeft' } } },
	},
];

describe( 'off-canvas menus in the edit view', () => {
	it( 'finds the containers that are off-canvas menus, at any depth', () => {
		expect( offCanvasContainers( tree ) ).toEqual( [
			{ uid: 'sidebar', side: 'left' },
			{ uid: 'aside', side: 'right' },
		] );
	} );

	it( 'takes them out of the page unless they or a block inside are selected', () => {
		const rules = offCanvasRules( tree );
		expect( rules ).toContain(
			'.uip-editor-canvas__frame [data-uip-uid="sidebar"]{position:fixed!important;top:0!important;bottom:0!important;left:0!important;right:auto!important;'
		);
		expect( rules ).toContain( '[data-uip-uid="aside"]{position:fixed' );
		expect( rules ).toContain( 'right:0!important;left:auto!important' );
		expect( rules ).toContain(
			'[data-uip-uid="sidebar"]:not([data-uip-outline="selected"],:has([data-uip-outline="selected"])){display:none!important}'
		);
		expect( rules ).not.toContain( 'heading' );
	} );

	it( 'applies on the mobile viewport only (on a wide window)', () => {
		const { container: mobile } = render(
			<CanvasOffCanvasMenus blocks={ tree } viewport="mobile" />
		);
		expect( mobile.querySelector( 'style' )?.textContent ).toBe(
			offCanvasRules( tree )
		);
		const { container: desktop } = render(
			<CanvasOffCanvasMenus blocks={ tree } viewport="desktop" />
		);
		expect( desktop.querySelector( 'style' ) ).toBeNull();
	} );
} );
