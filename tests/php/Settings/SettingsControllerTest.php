<?php
/**
 * Tests for the site settings route.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\StockPhotos\StockPhotoSettings;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `uipress/v1/settings`: managers only, checked whole, keys write-only,
 * code only from users with unfiltered_html.
 */
final class SettingsControllerTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings';

	protected function tear_down(): void {
		remove_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ) );
		delete_option( StoredData::SETTINGS_OPTION );
		delete_option( StoredData::SECRETS_OPTION );
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

	public function test_only_managers_read_or_write(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $this->dispatch( 'GET', self::ROUTE )->get_status(), $role );
			$this->assertSame( 403, $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'postIDs' => true ) ) )->get_status(), $role );
		}
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_reads_every_setting_with_its_default_and_what_it_is(): void {
		$this->act_as( 'administrator' );
		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );
		$this->assertIsArray( $body['settings'] );
		$this->assertSame( false, $body['settings']['privateLibrary'] );
		$this->assertSame( 'center', $body['settings']['logo_alignment'] );
		$this->assertArrayNotHasKey( 'stockPhotosKey', $body['settings'] );
		$this->assertSame(
			array(
				'stockPhotosKey'          => false,
				'aiKey'                   => false,
				'googleClientSecret'      => false,
				'googleServiceAccountKey' => false,
				'matomoToken'             => false,
			),
			$body['secrets']
		);
		$this->assertIsArray( $body['schema'] );
		$this->assertContains( 'postIDs', array_column( $body['schema'], 'key' ) );
		$this->assertTrue( $body['canEditCode'] );
	}

	public function test_saves_settings_and_a_key_that_never_comes_back(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'settings' => array(
					'postIDs'        => true,
					'logo_alignment' => 'left',
					'uipDisabledFor' => "options-general.php\n\n tools.php ",
					'stockPhotosKey' => 'sk-secret-123',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertIsArray( $body['settings'] );
		$this->assertTrue( $body['settings']['postIDs'] );
		$this->assertSame( array( 'options-general.php', 'tools.php' ), $body['settings']['uipDisabledFor'] );
		$this->assertTrue( $this->value_at( $body, 'secrets.stockPhotosKey' ) );
		$this->assertStringNotContainsString( 'sk-secret-123', $this->json( $response ) );
		$this->assertStringNotContainsString( 'sk-secret-123', $this->json( $this->dispatch( 'GET', self::ROUTE ) ) );
		$this->assertStringNotContainsString( 'sk-secret-123', (string) wp_json_encode( get_option( StoredData::SETTINGS_OPTION ) ) );
		$this->assertSame( 'sk-secret-123', StockPhotoSettings::api_key() );

		// An empty key clears it.
		$this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'stockPhotosKey' => '' ) ) );
		$this->assertSame( '', SiteSettings::get( 'stockPhotosKey' ) );
	}

	public function test_an_unknown_or_malformed_setting_refuses_the_whole_change(): void {
		$this->act_as( 'administrator' );
		$this->assertError(
			'uipress_unknown_setting',
			400,
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'settings' => array(
						'postIDs' => true,
						'bogus'   => 1,
					),
				)
			)
		);
		$this->assertError(
			'uipress_invalid_setting',
			400,
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'settings' => array(
						'postIDs'        => true,
						'logo_alignment' => 'middle',
					),
				)
			)
		);
		$this->assertError( 'uipress_invalid_setting', 400, $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'logo' => 'javascript:alert(1)' ) ) ) );
		$this->assertError( 'uipress_invalid_setting', 400, $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'privateLibrary' => 'yes' ) ) ) );
		$this->assertFalse( SiteSettings::get( 'postIDs' ) );
	}

	public function test_code_and_script_urls_need_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ), 10, 2 );
		foreach ( array( 'loginCSS', 'panelHTML', 'htmlHead', 'enqueueScripts', 'enqueueStyles' ) as $key ) {
			$value    = in_array( $key, array( 'enqueueScripts', 'enqueueStyles' ), true ) ? array( 'https://cdn.example.org/x.js' ) : '<b>x</b>';
			$response = $this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'settings' => array(
						'postIDs' => true,
						$key      => $value,
					),
				)
			);
			$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $response );
			$this->assertSame( $key, $this->value_at( $this->body( $response ), 'data.setting' ) );
		}
		$this->assertFalse( SiteSettings::get( 'postIDs' ) );
		$this->assertFalse( $this->value_at( $this->body( $this->dispatch( 'GET', self::ROUTE ) ), 'canEditCode' ) );
	}

	public function test_resets_a_group_to_its_defaults(): void {
		$this->act_as( 'administrator' );
		$this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'settings' => array(
					'postIDs'        => true,
					'privateLibrary' => true,
				),
			)
		);
		$body = $this->body( $this->dispatch( 'POST', self::ROUTE, array( 'reset' => 'general' ) ) );
		$this->assertFalse( $this->value_at( $body, 'settings.postIDs' ) );
		$this->assertTrue( $this->value_at( $body, 'settings.privateLibrary' ) );
		$this->assertSame( 400, $this->dispatch( 'POST', self::ROUTE, array( 'reset' => 'bogus' ) )->get_status() );
	}
}
