<?php
/**
 * The site logo settings reach the pages that render templates.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Admin\AppConfig;
use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\RuntimeConfig;
use UiPress\Templates\CurrentTemplate;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `globalLogo` and `globalLogoDarkMode` in the interface's runtime config
 * (`site.logo`) and in the builder's and preview's config (`siteLogo`).
 */
final class SiteLogoTest extends RestTestCase {

	private const LIGHT = 'https://cdn.example.com/logo.png';

	private const DARK = 'https://cdn.example.com/logo-dark.png';

	/**
	 * The runtime config the current user's interface gets.
	 *
	 * @return array<string, mixed>
	 */
	private function runtime(): array {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$match = CurrentTemplate::for_user( wp_get_current_user() );
		$this->assertNotNull( $match );
		return RuntimeConfig::build( $match['post'], $match['fields'], wp_get_current_user(), admin_url() );
	}

	public function test_both_configs_carry_the_logo_urls(): void {
		$this->act_as( 'editor' );
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'globalLogo'         => self::LIGHT,
				'globalLogoDarkMode' => self::DARK,
			)
		);
		$logo = array(
			'light' => self::LIGHT,
			'dark'  => self::DARK,
		);

		$this->assertSame( $logo, $this->value_at( $this->runtime(), 'site.logo' ) );
		$this->assertSame( $logo, AppConfig::build()['siteLogo'] );
	}

	public function test_only_http_urls_are_given(): void {
		$this->act_as( 'editor' );
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'globalLogo'         => 'javascript:alert(1)',
				'globalLogoDarkMode' => 'data:image/png;base64,AAAA',
			)
		);
		$none = array(
			'light' => '',
			'dark'  => '',
		);

		$this->assertSame( $none, $this->value_at( $this->runtime(), 'site.logo' ) );
		$this->assertSame( $none, AppConfig::build()['siteLogo'] );
	}

	public function test_a_logo_saved_through_the_settings_route_reaches_the_builder(): void {
		$this->act_as( 'administrator' );
		$saved = $this->dispatch( 'POST', '/uipress/v1/settings', array( 'settings' => array( 'globalLogo' => self::LIGHT ) ) );
		$this->assertSame( 200, $saved->get_status(), $this->json( $saved ) );

		$this->assertSame(
			array(
				'light' => self::LIGHT,
				'dark'  => '',
			),
			AppConfig::build()['siteLogo']
		);
	}
}
