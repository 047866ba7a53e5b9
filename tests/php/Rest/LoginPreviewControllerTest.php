<?php
/**
 * Tests for the login preview route.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Login\LoginPreview;
use UiPress\Settings\Login\LoginSettings;

/**
 * `POST uipress/v1/settings/login-preview`: managers only, checked as a
 * save is, stored as the user's draft that only they see on wp-login.php.
 */
final class LoginPreviewControllerTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings/login-preview';

	protected function tear_down(): void {
		remove_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ) );
		delete_option( StoredData::SETTINGS_OPTION );
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
	 * Sends a draft.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function preview( array $settings ): \WP_REST_Response {
		return $this->dispatch( 'POST', self::ROUTE, array( 'settings' => $settings ) );
	}

	/**
	 * The token of a preview URL, and the request made to that URL.
	 *
	 * @param string $url Preview URL.
	 */
	private function open( string $url ): string {
		$query = array();
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$token = $query[ LoginPreview::PARAM ] ?? '';
		$this->assertIsString( $token );
		$_GET[ LoginPreview::PARAM ] = $token;
		return $token;
	}

	public function test_only_managers_may_preview(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->preview( array( 'darkMode' => true ) ) );
		}
		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->preview( array( 'darkMode' => true ) ) );
	}

	public function test_a_draft_answers_a_login_url_and_saves_nothing(): void {
		$admin = $this->act_as( 'administrator' );
		$body  = $this->body( $this->preview( array( 'darkMode' => true ) ) );
		$this->assertIsString( $body['url'] ?? null );
		$this->assertStringStartsWith( wp_login_url() . '?' . LoginPreview::PARAM . '=', $body['url'] );
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );

		// The manager who sent it sees it on wp-login.php.
		$this->open( $body['url'] );
		$this->assertTrue( LoginSettings::current()['darkMode'] );
		$draft = get_transient( LoginPreview::TRANSIENT_PREFIX . $admin );
		$this->assertIsArray( $draft );
		$this->assertSame( array( 'darkMode' => true ), $draft['settings'] );
	}

	public function test_the_draft_is_only_for_its_manager_and_token(): void {
		$this->act_as( 'administrator' );
		$url = $this->body( $this->preview( array( 'loginTheme' => true ) ) )['url'] ?? '';
		$this->assertIsString( $url );
		$token = $this->open( $url );

		$_GET[ LoginPreview::PARAM ] = strrev( $token );
		$this->assertFalse( LoginSettings::current()['loginTheme'], 'A wrong token shows the saved page.' );

		$_GET[ LoginPreview::PARAM ] = $token;
		wp_set_current_user( 0 );
		$this->assertFalse( LoginSettings::current()['loginTheme'], 'Visitors see the saved page.' );

		$this->act_as( 'administrator' );
		$this->assertFalse( LoginSettings::current()['loginTheme'], 'Another manager sees the saved page.' );
	}

	public function test_the_draft_goes_over_the_saved_values(): void {
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'logo_alignment' => 'left',
				'hideLanguage'   => true,
			)
		);
		$this->act_as( 'administrator' );
		$url = $this->body( $this->preview( array( 'logo_alignment' => 'right' ) ) )['url'] ?? null;
		$this->assertIsString( $url );
		$this->open( $url );
		$current = LoginSettings::current();
		$this->assertSame( 'right', $current['logo_alignment'] );
		$this->assertTrue( $current['hideLanguage'] );
		$this->assertFalse( apply_filters( 'login_display_language_dropdown', true ) );
	}

	public function test_settings_outside_the_login_group_are_refused(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'uipress_not_a_login_setting', 400, $this->preview( array( 'postIDs' => true ) ) );
		$this->assertError( 'uipress_not_a_login_setting', 400, $this->preview( array( 'nope' => true ) ) );
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'POST', self::ROUTE, array() ) );
	}

	public function test_a_bad_value_is_refused_naming_it(): void {
		$this->act_as( 'administrator' );
		$response = $this->preview(
			array(
				'darkMode'       => true,
				'logo_alignment' => 'middle',
			)
		);
		$this->assertError( 'uipress_invalid_setting', 400, $response );
		$this->assertSame( 'logo_alignment', $this->value_at( $this->body( $response ), 'data.setting' ) );
		$this->assertError( 'uipress_invalid_setting', 400, $this->preview( array( 'logo' => 'javascript:alert(1)' ) ) );
	}

	public function test_code_needs_unfiltered_html(): void {
		$admin = $this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ), 10, 2 );
		$response = $this->preview( array( 'panelHTML' => '<script>alert(1)</script>' ) );
		$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $response );
		$this->assertSame( 'panelHTML', $this->value_at( $this->body( $response ), 'data.setting' ) );
		$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $this->preview( array( 'loginCSS' => 'body{}' ) ) );
		$this->assertFalse( get_transient( LoginPreview::TRANSIENT_PREFIX . $admin ) );
		// Everything else is fine.
		$this->assertSame( 200, $this->preview( array( 'darkMode' => true ) )->get_status() );
	}

	public function test_the_login_page_may_be_framed_by_the_site_itself(): void {
		// wp-login.php sends X-Frame-Options: SAMEORIGIN (not DENY); UiPress keeps it that way.
		$this->assertNotFalse( has_action( 'login_init', 'send_frame_options_header' ) );
	}
}
