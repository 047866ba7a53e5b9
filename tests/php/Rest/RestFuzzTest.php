<?php
/**
 * Malformed requests to every UiPress route, with real ids.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Menus\MenuPostType;
use UiPress\Settings\SiteSettings;
use UiPress\Templates\TemplatePostType;
use WP_REST_Request;

/**
 * Every route of `uipress/v1` and the template and menu routes of `wp/v2`
 * (with their revisions and autosaves) gets, for each method, requests whose
 * path names real posts, revisions, autosaves and blocks (and ids that do
 * not exist), with arguments of every wrong type, from a visitor, a
 * subscriber, an editor, a manager without `unfiltered_html` and an
 * administrator. No answer is a 500, no request raises a PHP warning or
 * notice, no visitor or subscriber ever writes a template or a menu, and no
 * answer carries a secret.
 */
final class RestFuzzTest extends RestTestCase {

	private const SITE_SECRET  = 'sk-fuzz-site-secret-0001';
	private const BLOCK_SECRET = 'sk-fuzz-block-secret-0002';

	private const ROLES = array( 'visitor', 'subscriber', 'editor', 'limited manager', 'administrator' );

	/**
	 * The routes under test.
	 *
	 * @return list<string>
	 */
	private static function routes(): array {
		$routes = array();
		foreach ( array_keys( rest_get_server()->get_routes() ) as $route ) {
			if ( str_starts_with( $route, '/uipress/v1/' ) || str_starts_with( $route, '/wp/v2/' . TemplatePostType::NAME ) || str_starts_with( $route, '/wp/v2/' . MenuPostType::NAME ) ) {
				$routes[] = $route;
			}
		}
		return $routes;
	}

	public function test_no_route_fails_warns_or_leaks_on_malformed_requests(): void {
		$routes = self::routes();
		$this->assertGreaterThan( 25, count( $routes ), 'Every UiPress route is fuzzed.' );
		foreach ( array( '/wp/v2/uip-ui-template/(?P<parent>[\d]+)/revisions/(?P<id>[\d]+)', '/wp/v2/uip-admin-menu/(?P<id>[\d]+)/autosaves' ) as $expected ) {
			$this->assertContains( $expected, $routes );
		}
		add_filter( 'pre_http_request', static fn() => new \WP_Error( 'http_request_failed', 'No network in the fuzz.' ) );

		$warnings = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- collects warnings the requests raise.
			static function ( int $level, string $message, string $file, int $line ) use ( &$warnings ): bool {
				$warnings[] = "{$message} ({$file}:{$line})";
				return true;
			},
			E_WARNING | E_NOTICE | E_USER_WARNING | E_USER_NOTICE
		);
		try {
			$sent = 0;
			foreach ( self::ROLES as $role ) {
				$fixtures = $this->fixtures();
				$this->sign_in( $role );
				foreach ( $routes as $route ) {
					foreach ( self::methods( $route ) as $method => $args ) {
						foreach ( self::paths( $route, $fixtures ) as $path ) {
							foreach ( self::payloads( $args ) as $payload ) {
								$response = $this->send( $method, $path, $payload );
								++$sent;
								$this->check( $role, $method, $route, $path, $payload, $response );
							}
						}
					}
				}
			}
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), array_values( array_unique( $warnings ) ), 'No request raises a PHP warning or notice.' );
		$this->assertGreaterThan( 1000, $sent );
	}

	/**
	 * What one answer must be.
	 *
	 * @param string               $role     Who asked.
	 * @param string               $method   Method.
	 * @param string               $route    Route pattern.
	 * @param string               $path     Concrete path.
	 * @param array<string, mixed> $payload  Arguments sent.
	 * @param \WP_REST_Response    $response The answer.
	 */
	private function check( string $role, string $method, string $route, string $path, array $payload, \WP_REST_Response $response ): void {
		$status = $response->get_status();
		$where  = "{$role} {$method} {$path} " . wp_json_encode( $payload );
		$this->assertNotSame( 500, $status, "No 500: {$where}" );
		$this->assertLessThan( 600, $status, $where );

		$body = (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) );
		$this->assertStringNotContainsString( self::SITE_SECRET, $body, "No site secret: {$where}" );
		$this->assertStringNotContainsString( self::BLOCK_SECRET, $body, "No block secret: {$where}" );

		$guarded = ! str_starts_with( $route, '/uipress/v1/' );
		if ( $guarded && in_array( $role, array( 'visitor', 'subscriber', 'editor' ), true ) ) {
			$this->assertGreaterThanOrEqual( 400, $status, "Only managers reach templates and menus: {$where}" );
			if ( array() === $payload && ! str_contains( $path, '999999' ) ) {
				// Valid arguments and a real post: refused for who they are.
				$this->assertContains( $status, array( 401, 403 ), "Refused by capability: {$where}" );
			}
		}
		if ( in_array( $role, array( 'visitor', 'subscriber' ), true ) && 'GET' !== $method && $status < 300 ) {
			$this->assertFalse( $guarded, "A {$role} never writes a template or a menu: {$where}" );
		}
	}

	/**
	 * A template with an AI chat block (with a secret key), a shortcode block
	 * and a form, a revision and an autosave of it, and a menu with its own;
	 * the site's AI key set too.
	 *
	 * @return array<string, int|string>
	 */
	private function fixtures(): array {
		return self::stored_earlier(
			function (): array {
				$blocks   = array(
					self::block(
						'Chat',
						array(
							'moduleName' => 'uip-ai-chat',
							'settings'   => array( 'block' => array( 'options' => array( 'apiKey' => self::BLOCK_SECRET ) ) ),
						)
					),
					self::block(
						'Shortcode',
						array(
							'moduleName' => 'uip-shortcode',
							'settings'   => array( 'block' => array( 'options' => array( 'shortcode' => '[caption]x[/caption]' ) ) ),
						)
					),
					self::block( 'Form', array( 'moduleName' => 'uip-form' ) ),
				);
				$template = $this->create_template(
					array(
						'content'  => $blocks,
						'forRoles' => array(
							'editor',
							'subscriber',
						),
					)
				);
				wp_update_post(
					array(
						'ID'         => $template,
						'post_title' => 'Fuzzed',
					)
				);
				$revision = (int) array_key_first( wp_get_post_revisions( $template ) );
				$menu     = wp_insert_post(
					array(
						'post_type'    => MenuPostType::NAME,
						'post_status'  => 'publish',
						'post_title'   => 'Menu',
						'post_content' => '{"settings":{"menu":[{"uip_uid":"a","name":"Tools","url":"tools.php"}]}}',
					)
				);
				$this->assertIsInt( $menu );
				wp_update_post(
					array(
						'ID'         => $menu,
						'post_title' => 'Menu 2',
					)
				);
				update_option( SiteSettings::SECRETS_OPTION, array( 'aiKey' => self::SITE_SECRET ), false );

				$admin = $this->create_user( 'administrator' );
				wp_set_current_user( $admin );
				$autosave  = wp_create_post_autosave(
					wp_slash(
						array(
							'post_ID'      => $template,
							'post_type'    => TemplatePostType::NAME,
							'post_title'   => 'Autosaved',
							'post_content' => (string) get_post_field( 'post_content', $template ),
							'post_excerpt' => '',
						)
					)
				);
				$menu_auto = wp_create_post_autosave(
					wp_slash(
						array(
							'post_ID'      => $menu,
							'post_type'    => MenuPostType::NAME,
							'post_title'   => 'Autosaved',
							'post_content' => (string) get_post_field( 'post_content', $menu ),
							'post_excerpt' => '',
						)
					)
				);
				$this->assertIsInt( $autosave );
				$this->assertIsInt( $menu_auto );

				return array(
					'template'      => $template,
					'revision'      => $revision,
					'autosave'      => $autosave,
					'menu'          => $menu,
					'menu_revision' => (int) array_key_first( wp_get_post_revisions( $menu ) ),
					'menu_autosave' => $menu_auto,
					'block'         => is_string( $blocks[1]['uid'] ) ? $blocks[1]['uid'] : '',
				);
			}
		);
	}

	/**
	 * Signs in someone of a role (a visitor is nobody).
	 *
	 * @param string $role Role.
	 */
	private function sign_in( string $role ): void {
		wp_set_current_user( 0 );
		if ( 'visitor' === $role ) {
			return;
		}
		$id = $this->act_as( 'limited manager' === $role ? 'administrator' : $role );
		if ( 'limited manager' === $role ) {
			add_filter(
				'map_meta_cap',
				static fn ( $caps, $cap, $user_id ) => 'unfiltered_html' === $cap && $id === $user_id ? array( 'do_not_allow' ) : $caps,
				10,
				3
			);
		}
	}

	/**
	 * The methods of a route, with their arguments.
	 *
	 * @param string $route Route pattern.
	 * @return array<string, array<string, mixed>>
	 */
	private static function methods( string $route ): array {
		$methods   = array();
		$endpoints = rest_get_server()->get_routes()[ $route ] ?? array();
		foreach ( is_array( $endpoints ) ? $endpoints : array() as $endpoint ) {
			if ( ! is_array( $endpoint ) ) {
				continue;
			}
			$args = array();
			foreach ( is_array( $endpoint['args'] ?? null ) ? $endpoint['args'] : array() as $name => $arg ) {
				$args[ (string) $name ] = $arg;
			}
			foreach ( array_keys( is_array( $endpoint['methods'] ?? null ) ? $endpoint['methods'] : array() ) as $method ) {
				$methods[ (string) $method ] = $args;
			}
		}
		return $methods;
	}

	/**
	 * Concrete paths of a route: its parameters filled with real ids, then with ones that do not exist.
	 *
	 * @param string                    $route    Route pattern.
	 * @param array<string, int|string> $fixtures The fixtures.
	 * @return list<string>
	 */
	private static function paths( string $route, array $fixtures ): array {
		if ( ! str_contains( $route, '(?P<' ) ) {
			return array( $route );
		}
		$menu = str_contains( $route, MenuPostType::NAME ) || str_contains( $route, 'admin-menus' );
		$real = array(
			'parent'   => $menu ? $fixtures['menu'] : $fixtures['template'],
			'template' => $fixtures['template'],
			'block'    => $fixtures['block'],
			'key'      => 'menuCollapsed',
			'id'       => $menu ? $fixtures['menu'] : $fixtures['template'],
		);
		if ( str_contains( $route, '/revisions/' ) ) {
			$real['id'] = $menu ? $fixtures['menu_revision'] : $fixtures['revision'];
		} elseif ( str_contains( $route, '/autosaves/' ) ) {
			$real['id'] = $menu ? $fixtures['menu_autosave'] : $fixtures['autosave'];
		}
		$missing = array(
			'parent'   => 999999,
			'template' => 999999,
			'block'    => 'no-such-block',
			'key'      => str_repeat( 'k', 90 ),
			'id'       => 999999,
		);
		$paths   = array();
		foreach ( array( $real, $missing ) as $values ) {
			$paths[] = (string) preg_replace_callback(
				'/\(\?P<([a-z_]+)>[^)]*\)/',
				static fn( array $match ): string => (string) ( $values[ $match[1] ] ?? 'x' ),
				$route
			);
		}
		return $paths;
	}

	/**
	 * Argument sets: none, every argument of a wrong type in turn, and
	 * shapes the UiPress fields must refuse.
	 *
	 * @param array<string, mixed> $args The endpoint's arguments.
	 * @return list<array<string, mixed>>
	 */
	private static function payloads( array $args ): array {
		$wrong    = array( array( 'nested' => array( 'deep' => array( 1 ) ) ), array( array() ), -1, str_repeat( 'x', 300 ), true, '<script>1</script>', 1.5, '' );
		$payloads = array( array() );
		$index    = 0;
		foreach ( array_keys( $args ) as $name ) {
			$payloads[] = array( (string) $name => $wrong[ $index % count( $wrong ) ] );
			$payloads[] = array( (string) $name => $wrong[ ( $index + 3 ) % count( $wrong ) ] );
			++$index;
		}
		$payloads[] = array( 'uipress' => 'not an object' );
		$payloads[] = array( 'uipress' => array( 'content' => array( array( 'name' => 1 ) ) ) );
		$payloads[] = array(
			'uipress' => array(
				'settings' => array(
					'menu' => array(
						array(
							'uip_uid' => 'x',
							'url'     => 'javascript:alert(1)',
						),
					),
				),
			),
		);
		$payloads[] = array(
			'template' => 'abc',
			'block'    => array( 'x' ),
			'values'   => 'x',
			'ids'      => '1,a',
		);
		return $payloads;
	}

	/**
	 * Sends a request: arguments in the query for GET, as a JSON body otherwise.
	 *
	 * @param string               $method  Method.
	 * @param string               $path    Path.
	 * @param array<string, mixed> $payload Arguments.
	 */
	private function send( string $method, string $path, array $payload ): \WP_REST_Response {
		$request = new WP_REST_Request( $method, $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $payload );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $payload ) );
		}
		return rest_do_request( $request );
	}
}
