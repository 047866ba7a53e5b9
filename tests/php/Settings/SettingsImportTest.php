<?php
/**
 * Tests for importing a settings file.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SettingsImport;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `POST uipress/v1/settings { import }`: flat or grouped files (the spec's
 * groups), spec-shaped values converted, unknown names reported and
 * skipped, each setting checked on its own; managers only.
 */
final class SettingsImportTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings';

	protected function tear_down(): void {
		remove_filter( 'map_meta_cap', array( SettingsControllerTest::class, 'no_unfiltered_html' ) );
		delete_option( StoredData::SETTINGS_OPTION );
		delete_option( StoredData::SECRETS_OPTION );
		parent::tear_down();
	}

	/**
	 * A file in the spec's grouped shape.
	 *
	 * @return array<string, mixed>
	 */
	private static function spec_file(): array {
		return array(
			'general'    => array(
				'postIDs'    => 'true',
				'globalLogo' => array( 'url' => 'https://example.com/logo.png' ),
			),
			'postsPages' => array(
				'privatePosts'  => true,
				'stickyHeaders' => true,
			),
			'media'      => array( 'privateLibrary' => true ),
			'plugins'    => array( 'folderColours' => true ),
			'extensions' => array( 'menuCreatorEnabled' => false ),
			'advanced'   => array( 'uipDisabledFor' => 'tools.php, options-general.php' ),
			'theme'      => array(
				'themeEnabled' => true,
				'theme'        => array(
					array(
						'name'      => '--uip-color-primary',
						'label'     => 'Primary',
						'type'      => 'color',
						'value'     => '#112233',
						'darkValue' => '#445566',
					),
				),
			),
			'legacyKey'  => 'anything',
		);
	}

	public function test_reads_the_spec_groups_and_shapes(): void {
		$read = SettingsImport::read( self::spec_file() );
		$this->assertSame( true, $read['settings']['privatePosts'] );
		$this->assertSame( true, $read['settings']['postIDs'] );
		$this->assertSame( 'https://example.com/logo.png', $read['settings']['globalLogo'] );
		$this->assertSame( false, $read['settings']['menuCreatorEnabled'] );
		$this->assertSame( array( 'tools.php', 'options-general.php' ), $read['settings']['uipDisabledFor'] );
		$this->assertSame(
			array(
				'--uip-color-primary' => array(
					'value'     => '#112233',
					'darkValue' => '#445566',
				),
			),
			$read['settings']['theme']
		);
		$this->assertSame( array( 'plugins.folderColours', 'legacyKey' ), $read['unknown'] );
	}

	public function test_a_theme_entry_holding_colours_is_the_theme_setting(): void {
		$read = SettingsImport::read( array( 'theme' => array( '--uip-color-accent' => array( 'value' => '#aa00aa' ) ) ) );
		$this->assertSame( array( '--uip-color-accent' => array( 'value' => '#aa00aa' ) ), $read['settings']['theme'] );
		$this->assertSame( array(), $read['unknown'] );
	}

	public function test_keys_are_never_imported(): void {
		$read = SettingsImport::read( array( 'aiKey' => 'sk-from-a-file' ) );
		$this->assertSame( array(), $read['settings'] );
		$this->assertSame( array( 'aiKey' ), $read['unknown'] );
	}

	public function test_imports_the_rest_and_reports_unknown_names(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'import' => self::spec_file() ) );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->body( $response );
		$this->assertSame( array( 'plugins.folderColours', 'legacyKey' ), $body['unknown'] );
		$this->assertContains( 'privatePosts', (array) $body['imported'] );
		$this->assertSame( array(), $body['refused'] );
		$this->assertTrue( SiteSettings::get( 'privatePosts' ) );
		$this->assertTrue( SiteSettings::get( 'privateLibrary' ) );
		$this->assertFalse( SiteSettings::get( 'menuCreatorEnabled' ) );
		$this->assertSame( array( 'tools.php', 'options-general.php' ), SiteSettings::get( 'uipDisabledFor' ) );
		$this->assertSame( '#112233', $this->value_at( $body, 'settings.theme.--uip-color-primary.value' ) );
	}

	public function test_a_bad_value_is_refused_alone(): void {
		$this->act_as( 'administrator' );
		$body = $this->body(
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'import' => array(
						'logo_alignment' => 'diagonal',
						'postIDs'        => true,
					),
				)
			)
		);
		$this->assertSame( array( 'postIDs' ), $body['imported'] );
		$this->assertArrayHasKey( 'logo_alignment', (array) $body['refused'] );
		$this->assertTrue( SiteSettings::get( 'postIDs' ) );
		$this->assertSame( 'center', SiteSettings::get( 'logo_alignment' ) );
	}

	public function test_a_file_with_no_setting_saves_nothing(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'import' => array( 'somethingElse' => 1 ) ) );
		$this->assertError( 'uipress_settings_import_empty', 400, $response );
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_code_in_a_file_needs_unfiltered_html_and_the_rest_imports(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', array( SettingsControllerTest::class, 'no_unfiltered_html' ), 10, 2 );
		$body = $this->body(
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'import' => array(
						'advanced' => array(
							'htmlHead'      => '<script>steal()</script>',
							'addRoleToBody' => true,
						),
					),
				)
			)
		);
		$this->assertArrayHasKey( 'htmlHead', (array) $body['refused'] );
		$this->assertSame( array( 'addRoleToBody' ), $body['imported'] );
		$this->assertSame( '', SiteSettings::get( 'htmlHead' ) );
		$this->assertTrue( SiteSettings::get( 'addRoleToBody' ) );
	}

	public function test_only_managers_import(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 403, $this->dispatch( 'POST', self::ROUTE, array( 'import' => array( 'postIDs' => true ) ) )->get_status(), $role );
		}
		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_the_roles_that_see_everything_are_roles_of_the_site(): void {
		$this->act_as( 'administrator' );
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'privacyExemptRoles' => array( 'editor', 'pirate' ) ) ) );
		$this->assertError( 'uipress_invalid_setting', 400, $response );
		$this->assertSame( array( 'administrator' ), SiteSettings::get( 'privacyExemptRoles' ) );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'settings' => array( 'privacyExemptRoles' => array( 'editor', 'administrator', 'editor' ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'administrator', 'editor' ), SiteSettings::get( 'privacyExemptRoles' ) );
	}
}
