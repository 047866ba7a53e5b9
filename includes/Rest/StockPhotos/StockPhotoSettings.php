<?php
/**
 * Reads the stock photo provider's settings.
 *
 * @package UiPress
 */

namespace UiPress\Rest\StockPhotos;

use UiPress\Lifecycle\StoredData;
use UiPress\Remote\Endpoint;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The API key and base URL of the stock photo provider, from the site
 * settings option (`uipress_settings`: `stockPhotosKey`, `stockPhotosApiBase`).
 * The key stays on the server: nothing here is sent to a browser.
 */
final class StockPhotoSettings {

	/**
	 * Provider used when no base URL is set (Unsplash's API).
	 */
	public const DEFAULT_API_BASE = 'https://api.unsplash.com';

	/**
	 * Settings key of the API key.
	 */
	public const KEY_SETTING = 'stockPhotosKey';

	/**
	 * Settings key of the provider's base URL.
	 */
	public const BASE_SETTING = 'stockPhotosApiBase';

	/**
	 * The API key, '' when none is set.
	 */
	public static function api_key(): string {
		$value = SiteSettings::get( self::KEY_SETTING );
		if ( ! is_string( $value ) || '' === $value ) {
			// Set before keys had their own option.
			$value = self::setting( self::KEY_SETTING );
		}
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * The provider's base URL without a trailing slash; the default when the
	 * setting is missing or not an http(s) URL (Remote\Endpoint).
	 */
	public static function api_base(): string {
		return Endpoint::stock_photos()->base_url();
	}

	/**
	 * One member of the settings option.
	 *
	 * @param string $key Settings key.
	 * @return mixed
	 */
	private static function setting( string $key ) {
		return SiteSettings::flat( get_option( StoredData::SETTINGS_OPTION, array() ) )[ $key ] ?? null;
	}
}
