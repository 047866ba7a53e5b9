<?php
/**
 * Reads the AI provider's site settings.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use UiPress\Remote\Endpoint;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The site-wide AI settings (`aiKey`, a secret; `aiBaseUrl`; `aiModel`) and
 * the defaults the AI chat block falls back to. The key stays on the server:
 * nothing here is sent to a browser.
 */
final class AiSettings {

	/**
	 * Provider used when no base URL is set (OpenAI's API, version path included).
	 */
	public const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

	/**
	 * Model used when neither the block nor the site names one (spec).
	 */
	public const DEFAULT_MODEL = 'gpt-3.5-turbo';

	/**
	 * The chat models the builder offers (spec).
	 */
	public const PRESET_MODELS = array( 'gpt-3.5-turbo', 'gpt-3.5-turbo-16k', 'gpt-4', 'gpt-4-32k' );

	/**
	 * Settings key of the site's API key.
	 */
	public const KEY_SETTING = 'aiKey';

	/**
	 * Settings key of the provider's base URL.
	 */
	public const BASE_SETTING = 'aiBaseUrl';

	/**
	 * Settings key of the site's default model.
	 */
	public const MODEL_SETTING = 'aiModel';

	/**
	 * The site's API key, '' when none is set.
	 */
	public static function api_key(): string {
		$value = SiteSettings::get( self::KEY_SETTING );
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * The provider's base URL without a trailing slash; the default when the
	 * setting is empty or not an http(s) URL (Remote\Endpoint).
	 */
	public static function base_url(): string {
		return Endpoint::ai()->base_url();
	}

	/**
	 * The site's default model, '' when none is set.
	 */
	public static function site_model(): string {
		$value = SiteSettings::get( self::MODEL_SETTING );
		return is_string( $value ) ? trim( $value ) : '';
	}

	/**
	 * The model a chat uses: the block's, else the site's, else the default.
	 *
	 * @param string $block_model The block's `chatModel` ('' when it names none).
	 */
	public static function model( string $block_model ): string {
		$block_model = trim( $block_model );
		if ( '' !== $block_model ) {
			return $block_model;
		}
		$site = self::site_model();
		return '' !== $site ? $site : self::DEFAULT_MODEL;
	}

	/**
	 * The key a chat uses: the block's own, else the site's ('' when neither is set).
	 *
	 * @param string $block_key The block's secret `apiKey` ('' when none is stored).
	 */
	public static function key( string $block_key ): string {
		$block_key = trim( $block_key );
		return '' !== $block_key ? $block_key : self::api_key();
	}

	/**
	 * Text with a key masked, for anything that may reach a browser or a log
	 * (providers echo a wrong key in their error messages).
	 *
	 * @param string $text Text.
	 * @param string $key  The key ('' masks nothing).
	 */
	public static function mask( string $text, string $key ): string {
		return '' === $key ? $text : str_replace( $key, '***', $text );
	}
}
