<?php
/**
 * Tests that the page content block's loginRedirect survives the custom login address.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\RuntimeConfig;
use UiPress\Templates\TemplateFields;
use UiPress\Tests\TestCase;

/**
 * On the admin home right after login the page content block's
 * `loginRedirect` picks the framed page; with a custom login address the
 * referrer is that address, not wp-login.php.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class PageContentLoginRedirectTest extends TestCase {

	protected function tear_down(): void {
		unset( $_SERVER['HTTP_REFERER'] );
		parent::tear_down();
	}

	/**
	 * The template's fields with a page content block sending to a page.
	 *
	 * @return array<string, mixed>
	 * @phpstan-return Fields
	 */
	private static function fields(): array {
		$block             = array(
			'uid'        => 'content-1',
			'name'       => 'Page content',
			'moduleName' => 'uip-content-frame',
			'settings'   => array( 'block' => array( 'options' => array( 'loginRedirect' => 'upload.php' ) ) ),
		);
		$fields            = TemplateFields::defaults();
		$fields['content'] = array( $block );
		return $fields;
	}

	public function test_the_custom_login_address_counts_as_the_login_screen(): void {
		update_option( 'permalink_structure', '/%postname%/' );
		update_option( StoredData::SETTINGS_OPTION, array( 'loginSlug' => 'team-door' ) );
		$_SERVER['HTTP_REFERER'] = home_url( '/team-door/' );
		$this->assertSame( admin_url( 'upload.php?uip-framed-page=1' ), RuntimeConfig::frame_url( admin_url(), self::fields() ) );

		$_SERVER['HTTP_REFERER'] = home_url( '/some-page/' );
		$this->assertSame( admin_url( '?uip-framed-page=1' ), RuntimeConfig::frame_url( admin_url(), self::fields() ) );
	}
}
