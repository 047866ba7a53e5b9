<?php
/**
 * The engine configuration printed for the renderer.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Engine;

use UiPress\Admin\AppConfig;
use UiPress\Engine\EngineConfig;
use UiPress\Tests\TestCase;

/**
 * `window.uipressConfig.engine`: context, dynamic data and the pro flag,
 * with nothing the user may not see.
 */
final class EngineConfigTest extends TestCase {

	/**
	 * The engine configuration of the current user, as the browser decodes it.
	 *
	 * @return array<mixed>
	 */
	private function engine(): array {
		$config = AppConfig::build();
		$this->assertArrayHasKey( 'engine', $config );
		$decoded = json_decode( (string) wp_json_encode( $config['engine'] ), true );
		$this->assertIsArray( $decoded );
		return $decoded;
	}

	/**
	 * A value inside the engine configuration.
	 *
	 * @param mixed  $engine Engine configuration (or part of it).
	 * @param string $path   Dotted keys.
	 * @return mixed
	 */
	private function value( $engine, string $path ) {
		$value = $engine;
		foreach ( explode( '.', $path ) as $key ) {
			$this->assertIsArray( $value, $path );
			$this->assertArrayHasKey( $key, $value, $path );
			$value = $value[ $key ];
		}
		return $value;
	}

	/**
	 * The dynamic values of the current user.
	 *
	 * @return array<mixed>
	 */
	private function dynamic_data(): array {
		$data = $this->value( $this->engine(), 'dynamicData' );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * Adds comments awaiting moderation.
	 *
	 * @param int $count How many.
	 */
	private function pending_comments( int $count ): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Commented',
				'post_status' => 'publish',
			)
		);
		for ( $i = 0; $i < $count; $i++ ) {
			wp_insert_comment(
				array(
					'comment_post_ID'  => $post,
					'comment_content'  => "Comment {$i}",
					'comment_approved' => 0,
				)
			);
		}
	}

	public function test_engine_has_the_shape_of_engine_config(): void {
		$this->act_as( 'editor' );
		$engine = $this->engine();

		$this->assertSame( array( 'context', 'dynamicData', 'proUnlocked' ), array_keys( $engine ) );
		$context = $this->value( $engine, 'context' );
		$this->assertIsArray( $context );
		$this->assertSame( array( 'user', 'site', 'activePlugins', 'notificationCount' ), array_keys( $context ) );
		$this->assertSame( array( 'id', 'login', 'email', 'roles', 'name' ), array_keys( (array) $context['user'] ) );
		$this->assertSame( array( 'title', 'url', 'adminUrl', 'locale' ), array_keys( (array) $context['site'] ) );
		$this->assertIsInt( $context['notificationCount'] );
		$this->assertFalse( $engine['proUnlocked'] );
		foreach ( $this->dynamic_data() as $key => $entry ) {
			$this->assertIsString( $key );
			$this->assertIsArray( $entry );
			$this->assertSame( array( 'label', 'value', 'group' ), array_keys( $entry ), $key );
			$this->assertIsString( $entry['label'] );
			$this->assertIsString( $entry['group'] );
			$this->assertIsScalar( $entry['value'] );
		}
	}

	public function test_context_describes_the_user_and_the_site(): void {
		$id = $this->act_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Edith',
			)
		);
		wp_set_current_user( 0 );
		wp_set_current_user( $id );
		update_option( 'blogname', 'Tom &amp; Jerry&#039;s' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );

		$context = $this->value( $this->engine(), 'context' );

		$this->assertSame(
			array(
				'id'    => $id,
				'login' => $user->user_login,
				'email' => $user->user_email,
				'roles' => array( 'editor' ),
				'name'  => 'Edith',
			),
			$this->value( $context, 'user' )
		);
		$this->assertSame(
			array(
				'title'    => "Tom & Jerry's",
				'url'      => home_url(),
				'adminUrl' => admin_url(),
				'locale'   => 'en_US',
			),
			$this->value( $context, 'site' )
		);
	}

	public function test_active_plugins_are_listed_by_basename_and_folder(): void {
		$this->act_as( 'subscriber' );
		update_option( 'active_plugins', array( 'uipress/uipress.php', 'hello.php', 'akismet/akismet.php' ) );

		$this->assertSame(
			array( 'uipress/uipress.php', 'uipress', 'hello.php', 'hello', 'akismet/akismet.php', 'akismet' ),
			$this->value( $this->engine(), 'context.activePlugins' )
		);
	}

	public function test_notification_count_adds_updates_and_pending_comments_as_the_menu_shows_them(): void {
		$this->pending_comments( 2 );
		add_filter(
			'wp_get_update_data',
			static function ( array $data ): array {
				if ( current_user_can( 'update_plugins' ) ) {
					$data['counts'] = array(
						'plugins'      => 3,
						'themes'       => 0,
						'wordpress'    => 0,
						'translations' => 0,
						'total'        => 3,
					);
				}
				return $data;
			}
		);

		$this->act_as( 'administrator' );
		$this->assertSame( 5, $this->value( $this->engine(), 'context.notificationCount' ) );

		$this->act_as( 'author' );
		$this->assertSame( 2, $this->value( $this->engine(), 'context.notificationCount' ), 'Authors see pending comments, not updates.' );

		$this->act_as( 'subscriber' );
		$this->assertSame( 0, $this->value( $this->engine(), 'context.notificationCount' ) );
	}

	public function test_dynamic_data_holds_the_users_and_sites_values(): void {
		$id = $this->act_as( 'editor' );
		wp_update_user(
			array(
				'ID'         => $id,
				'first_name' => 'Edith',
				'last_name'  => 'Ward',
			)
		);
		wp_set_current_user( 0 );
		wp_set_current_user( $id );
		update_option( 'blogdescription', 'Just &amp; only' );
		$this->pending_comments( 1 );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );

		$data   = $this->dynamic_data();
		$values = array_map( static fn ( $entry ) => is_array( $entry ) ? $entry['value'] : null, $data );

		$this->assertSame( 'Edith', $values['user_first_name'] );
		$this->assertSame( 'Ward', $values['user_last_name'] );
		$this->assertSame( $user->user_login, $values['user_login'] );
		$this->assertSame( $user->user_email, $values['user_email'] );
		$this->assertSame( $user->display_name, $values['user_name'] );
		$this->assertSame( $id, $values['user_id'] );
		$this->assertSame( 'Editor', $values['user_role'] );
		$this->assertSame( get_avatar_url( $id ), $values['user_avatar'] );
		$this->assertSame( 'Just & only', $values['site_tagline'] );
		$this->assertSame( home_url(), $values['site_url'] );
		$this->assertSame( admin_url(), $values['admin_url'] );
		$this->assertSame( 1, $values['pending_comments'] );
		$this->assertSame( 2, $values['post_count'], 'The sample post and the commented one.' );
		$this->assertSame( 1, $values['page_count'] );
		$this->assertSame(
			array(
				'label' => 'User role',
				'value' => 'Editor',
				'group' => 'user',
			),
			$data['user_role']
		);
		$this->assertArrayNotHasKey( 'wp_version', $values, 'Only users who update WordPress see its version.' );
		$this->assertArrayNotHasKey( 'user_count', $values );
	}

	public function test_administrators_also_get_versions_and_user_count(): void {
		$this->act_as( 'administrator' );
		$values = array_map( static fn ( $entry ) => is_array( $entry ) ? $entry['value'] : null, $this->dynamic_data() );

		$this->assertSame( get_bloginfo( 'version' ), $values['wp_version'] );
		$this->assertSame( PHP_VERSION, $values['php_version'] );
		$this->assertSame( count_users()['total_users'], $values['user_count'] );
	}

	public function test_subscribers_get_no_value_they_could_not_see_in_the_admin(): void {
		$this->act_as( 'subscriber' );
		$data = $this->dynamic_data();

		foreach ( array( 'wp_version', 'php_version', 'pending_comments', 'user_count' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data );
		}
		$this->assertStringNotContainsString( '"' . get_bloginfo( 'version' ) . '"', (string) wp_json_encode( AppConfig::build() ) );
	}

	public function test_dynamic_data_filter_adds_values_and_malformed_entries_are_dropped(): void {
		$this->act_as( 'editor' );

		// The example of docs/HOOKS.md.
		add_filter(
			'uipress/dynamic_data',
			static function ( array $catalogue, \WP_User $user ): array {
				$catalogue['open_orders']   = array(
					'label' => __( 'Open orders', 'my-shop' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- the documented example.
					'value' => 7,
					'group' => 'shop',
				);
				$catalogue['user_greeting'] = array(
					'label' => 'Greeting',
					'value' => 'Hello ' . $user->display_name,
					'group' => 'user',
				);
				return $catalogue;
			},
			10,
			2
		);
		add_filter(
			'uipress/dynamic_data',
			static function ( array $catalogue ): array {
				$catalogue['no_label'] = array(
					'value' => 1,
					'group' => 'x',
				);
				$catalogue['object']   = array(
					'label' => 'Object',
					'value' => array( 1 ),
					'group' => 'x',
				);
				$catalogue[7]          = array(
					'label' => 'Numbered',
					'value' => 1,
					'group' => 'x',
				);
				return $catalogue;
			},
			20
		);

		$data = $this->dynamic_data();

		$this->assertSame(
			array(
				'label' => 'Open orders',
				'value' => 7,
				'group' => 'shop',
			),
			$data['open_orders']
		);
		$greeting = $this->value( $data, 'user_greeting.value' );
		$this->assertIsString( $greeting );
		$this->assertStringStartsWith( 'Hello ', $greeting );
		$this->assertArrayNotHasKey( 'no_label', $data );
		$this->assertArrayNotHasKey( 'object', $data );
		$this->assertArrayNotHasKey( 7, $data );
		$this->assertArrayHasKey( 'site_title', $data );
	}

	public function test_an_emptied_catalogue_is_still_an_object(): void {
		$this->act_as( 'editor' );
		add_filter( 'uipress/dynamic_data', '__return_empty_array' );

		$this->assertStringContainsString( '"dynamicData":{}', (string) wp_json_encode( EngineConfig::for_user( wp_get_current_user() ) ) );
	}

	public function test_a_faulty_dynamic_data_filter_keeps_the_catalogue(): void {
		$this->act_as( 'editor' );
		add_filter( 'uipress/dynamic_data', '__return_null' );

		$this->assertArrayHasKey( 'site_title', $this->dynamic_data() );
	}

	public function test_pro_is_unlocked_only_by_a_filter_returning_true(): void {
		$this->act_as( 'administrator' );
		$this->assertFalse( $this->value( $this->engine(), 'proUnlocked' ) );

		add_filter( 'uipress/pro/unlocked', '__return_true' );
		$this->assertTrue( $this->value( $this->engine(), 'proUnlocked' ) );

		remove_filter( 'uipress/pro/unlocked', '__return_true' );
		add_filter( 'uipress/pro/unlocked', static fn (): string => 'yes' );
		$this->assertFalse( $this->value( $this->engine(), 'proUnlocked' ) );
	}

	public function test_nothing_secret_is_printed(): void {
		$id   = $this->act_as( 'administrator' );
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		update_user_meta( $id, 'session_tokens', array( 'token-value' => array() ) );

		$json = (string) wp_json_encode( AppConfig::build() );

		$this->assertStringNotContainsString( $user->user_pass, $json );
		$this->assertStringNotContainsString( (string) wp_json_encode( $user->user_pass ), $json );
		foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $name ) {
			$secret = constant( $name );
			$this->assertIsString( $secret );
			$this->assertStringNotContainsString( $secret, $json );
		}
		foreach ( array( '"caps"', '"allcaps"', 'user_pass', 'token-value', 'DB_PASSWORD', 'admin_email' ) as $field ) {
			$this->assertStringNotContainsString( $field, $json );
		}
		$admin_email = get_option( 'admin_email' );
		$this->assertIsString( $admin_email );
		$this->assertStringNotContainsString( $admin_email, str_replace( $user->user_email, '', $json ) );
	}
}
