/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { GLOBAL_ACTION_HANDLERS } from '../../../engine/interactions/global-actions';
import type { InteractionEnvironment } from '../../../engine/interactions/types';
import type { Interaction } from '../../../engine/types';
import { useScreenMetaToggles } from '../screen-meta';

function Frame( {
	frame,
	enabled = true,
}: {
	frame: HTMLIFrameElement;
	enabled?: boolean;
} ) {
	useScreenMetaToggles( { current: frame }, enabled );
	return null;
}

const interaction = {} as Interaction;
function run( action: 'toggleScreenOptions' | 'toggleHelpOptions' ) {
	const env: InteractionEnvironment = {
		self: document.body,
		root: document,
		blockActions: () => undefined,
		log: () => {},
	};
	GLOBAL_ACTION_HANDLERS[ action ]( [], interaction, env );
}

describe( 'toggleScreenOptions and toggleHelpOptions', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'click WordPress’s links in a frame the interface can read', () => {
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		const doc = frame.contentDocument as Document;
		doc.body.innerHTML =
			'<button id="show-settings-link"></button><button id="contextual-help-link"></button>';
		const clicks: string[] = [];
		doc.body.addEventListener( 'click', ( event ) =>
			clicks.push( ( event.target as HTMLElement ).id )
		);
		const { unmount } = render( <Frame frame={ frame } /> );

		run( 'toggleScreenOptions' );
		run( 'toggleHelpOptions' );
		run( 'toggleScreenOptions' );
		expect( clicks ).toEqual( [
			'show-settings-link',
			'contextual-help-link',
			'show-settings-link',
		] );

		unmount();
		run( 'toggleScreenOptions' );
		expect( clicks ).toHaveLength( 3 );
	} );

	it( 'ask the page’s bridge when the frame is isolated', () => {
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		jest.spyOn( frame, 'contentDocument', 'get' ).mockReturnValue( null );
		const post = jest
			.spyOn( frame.contentWindow as Window, 'postMessage' )
			.mockImplementation( () => {} );
		render( <Frame frame={ frame } /> );

		run( 'toggleHelpOptions' );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'uipress/frame/screenmeta', link: 'contextual-help-link' },
			window.location.origin
		);
	} );

	it( 'do nothing in the builder', () => {
		const frame = document.createElement( 'iframe' );
		document.body.appendChild( frame );
		const doc = frame.contentDocument as Document;
		doc.body.innerHTML = '<button id="show-settings-link"></button>';
		const click = jest.fn();
		doc.getElementById( 'show-settings-link' )?.addEventListener(
			'click',
			click
		);
		render( <Frame frame={ frame } enabled={ false } /> );
		run( 'toggleScreenOptions' );
		expect( click ).not.toHaveBeenCalled();
	} );
} );
