<?php
/**
 * Tests for POST uipress/v1/shortcode.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

/**
 * A shortcode block's output comes from the server, only for the users its
 * template applies to, and only for the shortcode saved in it.
 */
final class ShortcodeTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/shortcode';

	/**
	 * Registers a shortcode that says who asked.
	 */
	protected function set_up(): void {
		parent::set_up();
		add_shortcode(
			'uip_test_greeting',
			static function ( $atts ): string {
				$name = is_array( $atts ) && isset( $atts['name'] ) && is_string( $atts['name'] ) ? $atts['name'] : 'you';
				return '<p>Hello ' . esc_html( $name ) . ', ' . esc_html( wp_get_current_user()->user_login ) . '</p>';
			}
		);
	}

	/**
	 * Removes the test shortcode.
	 */
	protected function tear_down(): void {
		remove_shortcode( 'uip_test_greeting' );
		parent::tear_down();
	}

	/**
	 * A published template for editors with a shortcode block.
	 *
	 * @return array{0: int, 1: string} Template id and block uid.
	 */
	private function editors_template(): array {
		$block = self::block(
			'Shortcode',
			array(
				'moduleName' => 'uip-shortcode',
				'settings'   => array( 'block' => array( 'options' => array( 'shortcode' => '[uip_test_greeting name="team"]' ) ) ),
			)
		);
		$uid   = $block['uid'];
		$this->assertIsString( $uid );
		$id = $this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( $block ),
			)
		);
		return array( $id, $uid );
	}

	/**
	 * Asks for the output of a template's shortcode block.
	 *
	 * @param int    $template Template id.
	 * @param string $block    Block uid.
	 */
	private function ask( int $template, string $block ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'template' => $template,
				'block'    => $block,
			)
		);
	}

	public function test_a_user_of_the_template_gets_its_shortcode_rendered(): void {
		list( $id, $uid ) = $this->editors_template();
		$user             = $this->act_as( 'editor' );

		$response = $this->ask( $id, $uid );

		$this->assertSame( 200, $response->get_status() );
		$login = get_userdata( $user )->user_login ?? '';
		$this->assertSame( array( 'html' => '<p>Hello team, ' . $login . '</p>' ), $this->body( $response ) );
	}

	public function test_a_user_the_template_does_not_apply_to_is_refused(): void {
		list( $id, $uid ) = $this->editors_template();
		$this->act_as( 'author' );

		$response = $this->ask( $id, $uid );

		$this->assertError( 'rest_forbidden', 403, $response );
	}

	public function test_a_visitor_is_refused(): void {
		list( $id, $uid ) = $this->editors_template();
		wp_set_current_user( 0 );

		$response = $this->ask( $id, $uid );

		$this->assertError( 'rest_forbidden', 401, $response );
	}

	public function test_a_block_that_is_not_a_shortcode_block_of_the_template_is_not_found(): void {
		list( $id ) = $this->editors_template();
		$this->act_as( 'editor' );

		$response = $this->ask( $id, 'no-such-block' );

		$this->assertError( 'uipress_shortcode_block_not_found', 404, $response );
	}

	public function test_only_template_managers_render_a_shortcode_as_typed(): void {
		$this->act_as( 'editor' );
		$refused = $this->dispatch( 'POST', self::ROUTE, array( 'shortcode' => '[uip_test_greeting]' ) );
		$this->assertError( 'rest_forbidden', 403, $refused );

		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'shortcode' => '[uip_test_greeting name="builder"]' ) );
		$this->assertSame( 200, $response->get_status() );
		$html = $this->body( $response )['html'] ?? '';
		$this->assertIsString( $html );
		$this->assertStringStartsWith( '<p>Hello builder, ', $html );
	}

	public function test_a_subscriber_cannot_render_a_template_of_others(): void {
		list( $id, $uid ) = $this->editors_template();
		$this->act_as( 'subscriber' );

		$response = $this->ask( $id, $uid );

		$this->assertError( 'rest_forbidden', 403, $response );
	}

	/**
	 * The text around and inside a shortcode is code: a template whose code
	 * was last changed by a user without unfiltered_html (stored before the
	 * guard, or by hand) gets it filtered; one changed by a full
	 * administrator gets it as written.
	 */
	public function test_the_text_is_filtered_unless_its_writer_may_post_unfiltered_html(): void {
		$payload = '<img src=x onerror=window.uipHole=1>[caption]<img src=y onerror=window.uipHole=2>[/caption]<b>kept</b>';
		$block   = self::block(
			'Shortcode',
			array(
				'moduleName' => 'uip-shortcode',
				'settings'   => array( 'block' => array( 'options' => array( 'shortcode' => $payload ) ) ),
			)
		);
		$uid     = $block['uid'];
		$this->assertIsString( $uid );
		$id      = $this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( $block ),
			)
		);
		$limited = $this->create_user( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap, $user_id ) => 'unfiltered_html' === $cap && $limited === $user_id ? array( 'do_not_allow' ) : $caps,
			10,
			3
		);
		update_post_meta( $id, \UiPress\Security\StoredContentGuard::CODE_AUTHOR_META, (string) $limited );
		$this->act_as( 'editor' );

		$html = $this->body( $this->ask( $id, $uid ) )['html'] ?? '';
		$this->assertIsString( $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringContainsString( '<b>kept</b>', $html );

		update_post_meta( $id, \UiPress\Security\StoredContentGuard::CODE_AUTHOR_META, (string) $this->create_user( 'administrator' ) );
		$html = $this->body( $this->ask( $id, $uid ) )['html'] ?? '';
		$this->assertIsString( $html );
		$this->assertStringContainsString( 'onerror=window.uipHole=1', $html );
	}

	/**
	 * A template saved through the builder records who changed its code.
	 */
	public function test_saving_code_records_its_writer(): void {
		$admin = $this->act_as( 'administrator' );
		$block = self::block( 'Shortcode', array( 'moduleName' => 'uip-shortcode' ) );
		$saved = $this->dispatch(
			'POST',
			'/wp/v2/uip-ui-template',
			array(
				'title'   => 'T',
				'uipress' => array( 'content' => array( $block ) ),
			)
		);
		$id    = $this->body( $saved )['id'] ?? 0;
		$this->assertIsInt( $id );
		$this->assertSame( '', get_post_meta( $id, \UiPress\Security\StoredContentGuard::CODE_AUTHOR_META, true ), 'No code, nothing recorded.' );

		$block['settings'] = array( 'block' => array( 'options' => array( 'shortcode' => '[uip_test_greeting]' ) ) );
		$this->dispatch( 'POST', '/wp/v2/uip-ui-template/' . $id, array( 'uipress' => array( 'content' => array( $block ) ) ) );
		$this->assertSame( (string) $admin, get_post_meta( $id, \UiPress\Security\StoredContentGuard::CODE_AUTHOR_META, true ) );
	}

	/**
	 * A manager without unfiltered_html previewing typed text gets it filtered.
	 */
	public function test_a_typed_preview_is_filtered_for_a_manager_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps, 10, 2 );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'shortcode' => '<img src=x onerror=window.uipHole=1>[uip_test_greeting name="builder"]' ) );

		$html = $this->body( $response )['html'] ?? '';
		$this->assertIsString( $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringContainsString( '<p>Hello builder, ', $html );
	}
}
