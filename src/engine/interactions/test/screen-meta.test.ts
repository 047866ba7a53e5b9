/**
 * Internal dependencies
 */
import { GLOBAL_ACTION_HANDLERS } from '../global-actions';
import { GLOBAL_ACTION_EVENTS } from '../global-events';
import type { InteractionEnvironment } from '../types';
import type { Interaction } from '../../types';

function run( action: 'toggleScreenOptions' | 'toggleHelpOptions' ) {
	const env: InteractionEnvironment = {
		self: document.body,
		root: document,
		blockActions: () => undefined,
		log: () => {},
	};
	GLOBAL_ACTION_HANDLERS[ action ]( [], {} as Interaction, env );
}

describe( 'toggleScreenOptions and toggleHelpOptions', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'ask the content frame’s page to click WordPress’s link, and send their page event', () => {
		document.body.innerHTML =
			'<div class="uip-content-frame"><iframe title="Page content"></iframe></div><iframe title="Another frame"></iframe>';
		const [ content, other ] = Array.from(
			document.querySelectorAll( 'iframe' )
		);
		const post = jest
			.spyOn( content?.contentWindow as Window, 'postMessage' )
			.mockImplementation( () => {} );
		const otherPost = jest
			.spyOn( other?.contentWindow as Window, 'postMessage' )
			.mockImplementation( () => {} );
		const events: string[] = [];
		const listen = ( event: Event ) => events.push( event.type );
		document.addEventListener(
			GLOBAL_ACTION_EVENTS.toggleScreenOptions,
			listen
		);
		document.addEventListener(
			GLOBAL_ACTION_EVENTS.toggleHelpOptions,
			listen
		);

		run( 'toggleScreenOptions' );
		run( 'toggleHelpOptions' );

		expect( post.mock.calls ).toEqual( [
			[
				{
					type: 'uipress/frame/screenmeta',
					link: 'show-settings-link',
				},
				window.location.origin,
			],
			[
				{
					type: 'uipress/frame/screenmeta',
					link: 'contextual-help-link',
				},
				window.location.origin,
			],
		] );
		expect( otherPost ).not.toHaveBeenCalled();
		expect( events ).toEqual( [
			'uipress/screenoptions/toggle',
			'uipress/helpoptions/toggle',
		] );
		document.removeEventListener(
			GLOBAL_ACTION_EVENTS.toggleScreenOptions,
			listen
		);
		document.removeEventListener(
			GLOBAL_ACTION_EVENTS.toggleHelpOptions,
			listen
		);
	} );

	it( 'do nothing but their page event without a content frame', () => {
		expect( () => run( 'toggleScreenOptions' ) ).not.toThrow();
	} );
} );
