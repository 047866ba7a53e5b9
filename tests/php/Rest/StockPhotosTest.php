<?php
/**
 * GET uipress/v1/stock-photos.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\StockPhotos\StockPhotoSettings;

/**
 * The stock photo proxy, against a fake provider answering through
 * WordPress's HTTP layer (`pre_http_request`).
 */
final class StockPhotosTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/stock-photos';

	private const KEY = 'sk-secret-stock-key-123';

	private const BASE = 'http://127.0.0.1:9555/fake-provider';

	/**
	 * Requests the fake provider received: url and arguments.
	 *
	 * @var list<array{url: string, args: array<mixed>}>
	 */
	private array $sent = array();

	/**
	 * Stores the fake provider's base URL, then the key (a new host forgets
	 * the key stored before).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->sent = array();
		update_option( StoredData::SETTINGS_OPTION, array( 'stockPhotosApiBase' => self::BASE ) );
		update_option( StoredData::SECRETS_OPTION, array( 'stockPhotosKey' => self::KEY ), false );
	}

	/**
	 * Answers requests to the fake provider with a status and a body.
	 *
	 * @param int                   $status  HTTP status.
	 * @param mixed                 $body    Body, sent as JSON.
	 * @param array<string, string> $headers Response headers.
	 */
	private function provider( int $status, $body, array $headers = array() ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status, $body, $headers ) {
				if ( ! is_string( $url ) || ! str_starts_with( $url, self::BASE ) ) {
					return $pre;
				}
				$this->sent[] = array(
					'url'  => $url,
					'args' => is_array( $args ) ? $args : array(),
				);
				return array(
					'headers'  => $headers,
					'body'     => (string) wp_json_encode( $body ),
					'response' => array(
						'code'    => $status,
						'message' => 'Fake',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	/**
	 * A photo as the provider sends it, with fields we must drop.
	 *
	 * @param string $id Photo id.
	 * @return array<string, mixed>
	 */
	private static function photo( string $id ): array {
		return array(
			'id'              => $id,
			'color'           => '#c0ffee',
			'width'           => 4000,
			'height'          => 3000,
			'alt_description' => 'A red boat',
			'description'     => 'dropped',
			'urls'            => array(
				'raw'     => 'https://images.example.com/raw',
				'small'   => 'https://images.example.com/small.jpg',
				'regular' => 'https://images.example.com/regular.jpg',
			),
			'user'            => array(
				'name'     => 'Ann Example',
				'username' => 'annex',
				'email'    => 'dropped@example.com',
				'links'    => array( 'html' => 'https://photos.example.com/@annex' ),
			),
		);
	}

	/**
	 * Subscribers and editors are refused, and the provider is not asked.
	 */
	public function test_refuses_subscribers_and_editors(): void {
		$this->provider( 200, array() );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE ) );
		}
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * Latest photos are mapped to the spec's fields; the key goes in the Authorization header only.
	 */
	public function test_maps_photos_and_sends_key(): void {
		$this->act_as( 'administrator' );
		$this->provider( 200, array( self::photo( 'p1' ), self::photo( 'p2' ) ), array( 'x-total' => '1234' ) );

		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertCount( 2, $body );
		$this->assertSame(
			array(
				'id'              => 'p1',
				'color'           => '#c0ffee',
				'urls'            => array(
					'small'   => 'https://images.example.com/small.jpg',
					'regular' => 'https://images.example.com/regular.jpg',
				),
				'width'           => 4000,
				'height'          => 3000,
				'alt_description' => 'A red boat',
				'user'            => array(
					'name'     => 'Ann Example',
					'username' => 'annex',
					'links'    => array( 'html' => 'https://photos.example.com/@annex?utm_source=uipress&utm_medium=referral' ),
				),
			),
			$body[0]
		);
		$this->assertSame( '1234', $response->get_headers()['X-WP-Total'] ?? null );

		$this->assertCount( 1, $this->sent );
		$sent = $this->sent[0];
		$this->assertStringStartsWith( self::BASE . '/photos?', $sent['url'] );
		$this->assertStringContainsString( 'page=1', $sent['url'] );
		$this->assertStringContainsString( 'per_page=20', $sent['url'] );
		$this->assertStringNotContainsString( self::KEY, $sent['url'] );
		$headers = $sent['args']['headers'] ?? null;
		$this->assertIsArray( $headers );
		$this->assertSame( 'Client-ID ' . self::KEY, $headers['Authorization'] ?? null );

		$this->assertStringNotContainsString( self::KEY, $this->json( $response ) );
		$this->assertStringNotContainsString( self::KEY, (string) wp_json_encode( $response->get_headers() ) );
	}

	/**
	 * A search asks the provider's search endpoint and reads its results.
	 */
	public function test_search(): void {
		$this->act_as( 'administrator' );
		$this->provider(
			200,
			array(
				'total'   => 41,
				'results' => array( self::photo( 'boat' ) ),
			)
		);
		$response = $this->dispatch(
			'GET',
			self::ROUTE,
			null,
			array(
				's'    => 'red boats',
				'page' => 3,
			)
		);
		$body     = $this->body( $response );
		$this->assertSame( array( 'boat' ), array_column( $body, 'id' ) );
		$this->assertSame( '41', $response->get_headers()['X-WP-Total'] ?? null );
		$this->assertStringStartsWith( self::BASE . '/search/photos?', $this->sent[0]['url'] );
		$this->assertStringContainsString( 'query=red%20boats', $this->sent[0]['url'] );
		$this->assertStringContainsString( 'page=3', $this->sent[0]['url'] );
	}

	/**
	 * The request filter may change the request.
	 */
	public function test_request_filter(): void {
		$this->act_as( 'administrator' );
		$this->provider( 200, array() );
		add_filter(
			'uipress/stock_photos/request',
			static function ( array $request ): array {
				$request['url'] = ( is_string( $request['url'] ?? null ) ? $request['url'] : '' ) . '&orientation=landscape';
				return $request;
			}
		);
		$this->dispatch( 'GET', self::ROUTE );
		$this->assertStringEndsWith( '&orientation=landscape', $this->sent[0]['url'] );
	}

	/**
	 * Without a key: a 409 (the site's setup, not the service), a message
	 * saying where to set it, no request.
	 */
	public function test_no_key(): void {
		$this->act_as( 'administrator' );
		$this->provider( 200, array() );
		delete_option( StoredData::SECRETS_OPTION );
		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertError( 'uipress_stock_photos_not_configured', 409, $response );
		$this->assertSame( 'Stock photos are not set up: an administrator can add a stock photo API key (stockPhotosKey) in the UiPress site settings.', $this->body( $response )['message'] ?? null );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * The key is never sent on to where a redirect points: redirects are not
	 * followed (a redirect is a provider error), and every provider, the
	 * default and one a manager set, is fetched with wp_safe_remote_request().
	 */
	public function test_redirects_are_not_followed(): void {
		$this->act_as( 'administrator' );
		$this->provider( 301, array(), array( 'location' => 'https://elsewhere.example/steal' ) );
		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertError( 'uipress_stock_photos_provider_error', 502, $response );
		$this->assertSame( 0, $this->sent[0]['args']['redirection'] ?? null );
		$this->assertTrue( $this->sent[0]['args']['reject_unsafe_urls'] ?? false, 'A base URL set in the settings is fetched safely too.' );

		// The default provider: safe too, no redirects either.
		update_option( StoredData::SETTINGS_OPTION, array() );
		update_option( StoredData::SECRETS_OPTION, array( 'stockPhotosKey' => self::KEY ), false );
		$seen = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$seen ) {
				$seen[] = array( $url, $args );
				return array(
					'headers'  => array(),
					'body'     => '[]',
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			5,
			3
		);
		$this->dispatch( 'GET', self::ROUTE );
		$this->assertCount( 1, $seen );
		list( $url, $args ) = $seen[0];
		$this->assertIsString( $url );
		$this->assertIsArray( $args );
		$this->assertStringStartsWith( StockPhotoSettings::DEFAULT_API_BASE, $url );
		$this->assertTrue( $args['reject_unsafe_urls'] ?? false );
		$this->assertSame( 0, $args['redirection'] ?? null );
	}

	/**
	 * Provider errors are 502s with the provider's message, never the key.
	 */
	public function test_provider_error(): void {
		$this->act_as( 'administrator' );
		$this->provider( 401, array( 'errors' => array( 'OAuth error: the access token ' . self::KEY . ' is invalid' ) ) );
		$response = $this->dispatch( 'GET', self::ROUTE );
		$this->assertError( 'uipress_stock_photos_provider_error', 502, $response );
		$message = $this->body( $response )['message'] ?? null;
		$this->assertIsString( $message );
		$this->assertStringContainsString( 'OAuth error: the access token', $message );
		$this->assertStringNotContainsString( self::KEY, $this->json( $response ) );
	}

	/**
	 * A body that is not a list of photos is a 502.
	 */
	public function test_unreadable_body(): void {
		$this->act_as( 'administrator' );
		$this->provider( 200, 'hello' );
		$this->assertError( 'uipress_stock_photos_provider_error', 502, $this->dispatch( 'GET', self::ROUTE ) );
	}

	/**
	 * Bad arguments are 400s.
	 */
	public function test_bad_arguments(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array( 'page' => 0 ) ) );
	}
}
