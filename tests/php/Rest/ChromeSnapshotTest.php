<?php
/**
 * Tests for POST uipress/v1/interface/snapshot.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Runtime\ChromeSnapshot;
use UiPress\Tests\Support\ReadsChromeSnapshots;

/**
 * A signed-in user keeps a snapshot under a key printed for them only,
 * through the guard whatever their capabilities, and never too large.
 */
final class ChromeSnapshotTest extends RestTestCase {

	use ReadsChromeSnapshots;

	private const ROUTE = '/uipress/v1/interface/snapshot';

	/**
	 * Signs in a user: a role, or `manager` (an administrator without unfiltered_html).
	 *
	 * @param string $who Role name or `manager`.
	 */
	private function sign_in( string $who ): int {
		if ( 'manager' !== $who ) {
			return $this->act_as( $who );
		}
		$id = $this->create_user( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap, $user_id ) => 'unfiltered_html' === $cap && $id === $user_id ? array( 'do_not_allow' ) : $caps,
			10,
			3
		);
		wp_set_current_user( $id );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$this->assertTrue( current_user_can( 'uipress_manage' ) );
		return $id;
	}

	/**
	 * Sends a snapshot.
	 *
	 * @param string   $key   Key.
	 * @param string   $token Token.
	 * @param string   $html  Markup.
	 * @param int|null $width The window's width, when sent.
	 */
	private function send( string $key, string $token, string $html, ?int $width = null ): \WP_REST_Response {
		$body = array(
			'key'   => $key,
			'token' => $token,
			'html'  => $html,
		);
		if ( null !== $width ) {
			$body['width'] = $width;
		}
		return $this->dispatch( 'POST', self::ROUTE, $body );
	}

	/**
	 * Who signs in for the tests that run for each kind of user.
	 *
	 * @return array<string, array{string}>
	 */
	public function users(): array {
		return array(
			'subscriber'                            => array( 'subscriber' ),
			'editor'                                => array( 'editor' ),
			'administrator without unfiltered_html' => array( 'manager' ),
			'administrator'                         => array( 'administrator' ),
		);
	}

	public function test_the_route_is_registered(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$this->assertSame( array( 'POST' => true ), $this->value_at( $routes, self::ROUTE . '.0.methods' ) );
		$this->assertError( 'rest_no_route', 404, $this->dispatch( 'GET', self::ROUTE ) );
	}

	public function test_visitors_are_refused(): void {
		$key = md5( 'dashboard' );
		$this->assertError( 'rest_not_logged_in', 401, $this->send( $key, ChromeSnapshot::token( $key, 0 ), '<p>x</p>' ) );
		$this->assertSame( array(), ChromeSnapshot::entries( 0 ) );
	}

	public function test_a_user_without_a_role_on_the_site_is_refused(): void {
		$user = $this->create_user( 'subscriber' );
		( new \WP_User( $user ) )->set_role( '' );
		wp_set_current_user( $user );
		$this->assertFalse( current_user_can( 'read' ) );
		$key = md5( 'dashboard' );
		$this->assertError( 'rest_forbidden', 403, $this->send( $key, ChromeSnapshot::token( $key, $user ), '<p>x</p>' ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
	}

	/**
	 * A snapshot under an own key is kept, without what the guard strips, for anyone.
	 *
	 * @dataProvider users
	 *
	 * @param string $who Who signs in.
	 */
	public function test_an_own_snapshot_is_kept_through_the_guard( string $who ): void {
		$user = $this->sign_in( $who );
		$key  = md5( 'dashboard ' . $who );
		$html = '<nav class="uip-menu"><a href="/wp-admin/" onclick="steal()">Dashboard</a></nav><script>steal()</script>'
			. '<style data-uip-theme="">.uip-menu{color:red}</style>';

		$response = $this->send( $key, ChromeSnapshot::token( $key, $user ), $html );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$kept = self::kept( $user, $key );
		$this->assertIsString( $kept );
		$this->assertSame(
			array(
				'saved' => true,
				'bytes' => strlen( $kept ),
			),
			$this->body( $response )
		);
		$this->assertSame( '<style>.uip-menu{color:red}</style><nav class="uip-menu"><a href="/wp-admin/">Dashboard</a></nav>steal()', $kept );
		$this->assertStringNotContainsString( '<script', $kept );
		$this->assertStringNotContainsString( 'onclick', $kept );
	}

	public function test_a_snapshot_is_kept_for_the_width_band_of_its_window(): void {
		$user = $this->sign_in( 'editor' );
		$key  = md5( 'widths' );

		$this->assertSame( 200, $this->send( $key, ChromeSnapshot::token( $key, $user ), '<nav>Phone</nav>', 390 )->get_status() );
		$this->assertSame( 200, $this->send( $key, ChromeSnapshot::token( $key, $user ), '<nav>Desktop</nav>' )->get_status() );
		$this->assertSame(
			array(
				'desktop' => '<nav>Desktop</nav>',
				'phone'   => '<nav>Phone</nav>',
			),
			ChromeSnapshot::bands( $user, $key )
		);
		$this->assertError( 'rest_invalid_param', 400, $this->send( $key, ChromeSnapshot::token( $key, $user ), '<nav>x</nav>', 0 ) );
	}

	/**
	 * A snapshot the guard cannot keep as it looks is refused whole, and
	 * the one kept before stays.
	 *
	 * @dataProvider users
	 *
	 * @param string $who Who signs in.
	 */
	public function test_a_snapshot_reaching_outside_is_refused_whole( string $who ): void {
		$user  = $this->sign_in( $who );
		$key   = md5( 'outside ' . $who );
		$token = ChromeSnapshot::token( $key, $user );
		ChromeSnapshot::store( $user, $key, '<nav>before</nav>' );

		foreach ( array(
			'<style data-uip-theme="">.a{background:url(https://evil.example/x.png)}</style><nav>after</nav>',
			'</div><div id="loose">outside the picture</div>',
		) as $html ) {
			$refused = $this->send( $key, $token, $html );
			$this->assertSame( 200, $refused->get_status() );
			$this->assertSame( false, $this->body( $refused )['saved'] ?? null );
			$this->assertSame( 'uipress_snapshot_refused', $this->body( $refused )['code'] ?? null );
		}
		$this->assertSame( '<nav>before</nav>', self::kept( $user, $key ) );
	}

	/**
	 * Another user's key and token are refused, and neither user's store changes.
	 *
	 * @dataProvider users
	 *
	 * @param string $who Who signs in.
	 */
	public function test_another_users_key_and_token_are_refused( string $who ): void {
		$owner = $this->create_user( 'administrator' );
		$key   = md5( 'owners dashboard' );
		$token = ChromeSnapshot::token( $key, $owner );
		ChromeSnapshot::store( $owner, $key, '<nav>owner</nav>' );
		$user = $this->sign_in( $who );

		$this->assertError( 'uipress_snapshot_key_invalid', 403, $this->send( $key, $token, '<nav>planted</nav>' ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ), 'Nothing kept for the sender.' );
		$this->assertSame( '<nav>owner</nav>', self::kept( $owner, $key ), "The owner's snapshot as it was." );
		$this->assertCount( 1, ChromeSnapshot::entries( $owner ) );

		// The sender's own token for the owner's key would be another key's: refused the same.
		$this->assertError( 'uipress_snapshot_key_invalid', 403, $this->send( $key, ChromeSnapshot::token( md5( 'mine' ), $user ), '<nav>planted</nav>' ) );
		$this->assertError( 'uipress_snapshot_key_invalid', 403, $this->send( $key, '', '<nav>planted</nav>' ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
		$this->assertSame( '<nav>owner</nav>', self::kept( $owner, $key ) );
	}

	/**
	 * Markup above ChromeSnapshot::MAX_BYTES is refused; at the limit it is kept.
	 *
	 * @dataProvider users
	 *
	 * @param string $who Who signs in.
	 */
	public function test_a_snapshot_larger_than_the_limit_is_refused( string $who ): void {
		$user  = $this->sign_in( $who );
		$key   = md5( 'large' );
		$token = ChromeSnapshot::token( $key, $user );

		$this->assertError( 'uipress_snapshot_too_large', 413, $this->send( $key, $token, str_repeat( 'a', ChromeSnapshot::MAX_BYTES + 1 ) ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );

		$at_limit = $this->send( $key, $token, str_repeat( 'a', ChromeSnapshot::MAX_BYTES ) );
		$this->assertSame( 200, $at_limit->get_status(), $this->json( $at_limit ) );
		$this->assertSame( ChromeSnapshot::MAX_BYTES, $this->body( $at_limit )['bytes'] ?? null );
	}

	/**
	 * A key that is not 32 hex digits is refused before its token is read.
	 *
	 * @dataProvider users
	 *
	 * @param string $who Who signs in.
	 */
	public function test_a_malformed_key_is_refused( string $who ): void {
		$user = $this->sign_in( $who );
		foreach ( array( '', 'dashboard', strtoupper( md5( 'x' ) ), md5( 'x' ) . 'a', '../' . substr( md5( 'x' ), 3 ) ) as $key ) {
			$this->assertError( 'rest_invalid_param', 400, $this->send( $key, ChromeSnapshot::token( $key, $user ), '<p>x</p>' ) );
		}
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
	}

	public function test_missing_fields_are_refused(): void {
		$user   = $this->act_as( 'editor' );
		$key    = md5( 'dashboard' );
		$token  = ChromeSnapshot::token( $key, $user );
		$bodies = array(
			'rest_missing_callback_param' => array(
				array(
					'key'   => $key,
					'token' => $token,
				),
				array(
					'key'  => $key,
					'html' => '<p>x</p>',
				),
			),
			'rest_invalid_param'          => array(
				array(
					'key'   => $key,
					'token' => str_repeat( 'a', 129 ),
					'html'  => '<p>x</p>',
				),
			),
		);
		foreach ( $bodies as $code => $sent ) {
			foreach ( $sent as $body ) {
				$this->assertError( $code, 400, $this->dispatch( 'POST', self::ROUTE, $body ) );
			}
		}
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
	}
}
