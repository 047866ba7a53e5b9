<?php
/**
 * The site logo settings, as the interface receives them.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `globalLogo` and `globalLogoDarkMode` (Settings → General), shown by the
 * Site logo block. Printed into the page config of the interface
 * (`runtime.site.logo`) and of the builder and preview (`siteLogo`), so only
 * http(s) URLs are given: anything else is ''.
 *
 * @phpstan-type Logo array{light: string, dark: string}
 */
final class SiteLogo {

	/**
	 * The logo URLs ('' when not set).
	 *
	 * @return Logo
	 */
	public static function urls(): array {
		return array(
			'light' => self::url( SiteSettings::get( 'globalLogo' ) ),
			'dark'  => self::url( SiteSettings::get( 'globalLogoDarkMode' ) ),
		);
	}

	/**
	 * A stored value as an http(s) URL, or ''. A media setting may hold a
	 * URL or `{ url }`.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function url( $value ): string {
		if ( is_array( $value ) ) {
			$value = $value['url'] ?? '';
		}
		if ( ! is_string( $value ) || 1 !== preg_match( '#^https?://#i', trim( $value ) ) ) {
			return '';
		}
		return esc_url_raw( trim( $value ), array( 'http', 'https' ) );
	}
}
