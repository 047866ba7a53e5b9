<?php
/**
 * Tests for the sign-in settings through the settings route.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `loginRedirects`, `logoutRedirects` and `loginSlug` (group `signIn`):
 * changed only by managers with unfiltered_html, checked whole, a bad rule
 * named by its index.
 */
final class SignInSettingsTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings';

	protected function tear_down(): void {
		remove_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ) );
		parent::tear_down();
	}

	/**
	 * Takes unfiltered_html from everyone (as DISALLOW_UNFILTERED_HTML does).
	 *
	 * @param string[] $caps Primitive caps.
	 * @param string   $cap  Meta cap.
	 * @return string[]
	 */
	public static function no_unfiltered_html( $caps, $cap ): array {
		return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : (array) $caps;
	}

	/**
	 * One value of each sign-in setting.
	 *
	 * @return array<string, mixed>
	 */
	private static function changes(): array {
		return array(
			'loginRedirects'  => array(
				array(
					'roles' => array( 'editor' ),
					'to'    => 'edit.php?post_type=page',
				),
			),
			'logoutRedirects' => array(
				array(
					'users' => array( 1 ),
					'to'    => home_url( '/bye/' ),
				),
			),
			'loginSlug'       => 'team-door',
		);
	}

	public function test_the_group_and_its_settings_are_listed(): void {
		$this->act_as( 'administrator' );
		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );
		$this->assertSame( 'Sign-in and sign-out', $this->value_at( $body, 'groups.signIn' ) );
		$this->assertSame( array(), $this->value_at( $body, 'settings.loginRedirects' ) );
		$this->assertSame( '', $this->value_at( $body, 'settings.loginSlug' ) );
		$kinds = array_column( (array) $body['schema'], 'kind', 'key' );
		$this->assertSame( 'redirects', $kinds['logoutRedirects'] );
		$this->assertSame( 'slug', $kinds['loginSlug'] );
	}

	public function test_subscribers_editors_and_managers_without_unfiltered_html_cannot_change_them(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( self::changes() as $key => $value ) {
				$this->assertSame( 403, $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( $key => $value ) ) )->get_status(), "{$role} {$key}" );
			}
			$this->assertSame( 403, $this->dispatch( 'POST', self::ROUTE, array( 'reset' => 'signIn' ) )->get_status() );
		}
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ), 10, 2 );
		foreach ( self::changes() as $key => $value ) {
			$response = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( $key => $value ) ) );
			$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $response );
			$this->assertSame( $key, $this->value_at( $this->body( $response ), 'data.setting' ) );
		}
		// Nor through update_option() (options.php, another plugin): the stored values stay.
		update_option( StoredData::SETTINGS_OPTION, self::changes() );
		$this->assertSame( '', SiteSettings::get( 'loginSlug' ) );
		$this->assertSame( array(), SiteSettings::get( 'loginRedirects' ) );
	}

	public function test_a_manager_with_unfiltered_html_saves_them(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => self::changes() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $this->body( $response ) ) );
		$this->assertSame( 'team-door', SiteSettings::get( 'loginSlug' ) );
		$this->assertSame(
			array(
				array(
					'roles' => array( 'editor' ),
					'users' => array(),
					'to'    => 'edit.php?post_type=page',
				),
			),
			SiteSettings::get( 'loginRedirects' )
		);
	}

	public function test_a_bad_rule_or_slug_refuses_the_whole_change_naming_it(): void {
		$this->act_as( 'administrator' );
		$changes                   = self::changes();
		$changes['loginRedirects'] = array(
			array(
				'roles' => array( 'editor' ),
				'to'    => 'index.php',
			),
			array(
				'roles' => array( 'author' ),
				'to'    => 'https://evil.example/',
			),
		);
		$response                  = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => $changes ) );
		$this->assertError( 'uipress_invalid_setting', 400, $response );
		$this->assertSame( 'loginRedirects', $this->value_at( $this->body( $response ), 'data.setting' ) );
		$this->assertSame( 1, $this->value_at( $this->body( $response ), 'data.rule' ) );
		$this->assertSame( '', SiteSettings::get( 'loginSlug' ), 'nothing saved' );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'loginSlug' => 'wp-admin' ) ) );
		$this->assertError( 'uipress_invalid_setting', 400, $response );
		$this->assertSame( 'loginSlug', $this->value_at( $this->body( $response ), 'data.setting' ) );
	}
}
