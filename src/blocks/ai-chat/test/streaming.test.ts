/**
 * Internal dependencies
 */
import { applyChatLine } from '../chat-api';
import { ChatError, providerErrorText, refusalLink } from '../chat-error';
import { NdjsonLines } from '../ndjson';

describe( 'NdjsonLines', () => {
	it( 'gives each complete line once, keeping a line split across chunks', () => {
		const lines = new NdjsonLines();
		expect( lines.push( '{"delta":"Hel' ) ).toEqual( [] );
		expect( lines.push( 'lo "}\n{"delta":"world"}\n{"do' ) ).toEqual( [
			{ delta: 'Hello ' },
			{ delta: 'world' },
		] );
		expect( lines.push( 'ne":true}' ) ).toEqual( [] );
		expect( lines.end() ).toEqual( [ { done: true } ] );
	} );

	it( 'skips blank lines and lines that are not JSON', () => {
		const lines = new NdjsonLines();
		expect(
			lines.push( '\r\nWarning: something\n\n{"delta":"a"}\r\n' )
		).toEqual( [ { delta: 'a' } ] );
	} );
} );

describe( 'applyChatLine', () => {
	it( 'passes text on and says when the answer is complete', () => {
		const pieces: string[] = [];
		const onDelta = ( piece: string ) => pieces.push( piece );
		expect( applyChatLine( { delta: 'Hi ' }, onDelta ) ).toBe( false );
		expect( applyChatLine( { delta: '' }, onDelta ) ).toBe( false );
		expect( applyChatLine( { done: true }, onDelta ) ).toBe( true );
		expect( pieces ).toEqual( [ 'Hi ' ] );
	} );

	it( 'shows a provider error as its message, " - error code: " and the code', () => {
		expect( () =>
			applyChatLine(
				{
					error: {
						message: 'Incorrect API key provided: ***.',
						code: 'invalid_api_key',
					},
				},
				() => undefined
			)
		).toThrow(
			new ChatError(
				'Incorrect API key provided: ***. - error code: invalid_api_key'
			)
		);
		expect( () =>
			applyChatLine(
				{ error: { message: 'Bad gateway', code: 502 } },
				() => undefined
			)
		).toThrow( 'Bad gateway - error code: 502' );
	} );

	it( 'shows a transport error as its message alone', () => {
		expect( () =>
			applyChatLine(
				{ error: { message: 'cURL error 7: Failed to connect' } },
				() => undefined
			)
		).toThrow( new ChatError( 'cURL error 7: Failed to connect' ) );
		expect( providerErrorText( 'Timed out' ) ).toBe( 'Timed out' );
	} );
} );

describe( 'refusalLink', () => {
	const origin = 'https://example.test';

	it( 'offers Settings → Connectors when the refusal names it on this site', () => {
		expect(
			refusalLink(
				{
					status: 400,
					connectorsUrl: `${ origin }/wp-admin/options-connectors.php`,
				},
				origin
			)
		).toEqual( {
			url: `${ origin }/wp-admin/options-connectors.php`,
			label: 'Connect a provider in Settings → Connectors',
		} );
	} );

	it( 'offers nothing otherwise', () => {
		expect( refusalLink( { status: 400 }, origin ) ).toBeUndefined();
		expect( refusalLink( null, origin ) ).toBeUndefined();
		expect(
			refusalLink(
				{
					connectorsUrl:
						'https://elsewhere.test/options-connectors.php',
				},
				origin
			)
		).toBeUndefined();
		expect(
			refusalLink( { connectorsUrl: 'javascript:alert(1)' }, origin )
		).toBeUndefined();
	} );
} );
