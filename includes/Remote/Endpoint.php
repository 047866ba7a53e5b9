<?php
/**
 * A remote service's endpoint: its address setting and the keys sent to it.
 *
 * @package UiPress
 */

namespace UiPress\Remote;

use UiPress\Ai\AiSettings;
use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Rest\AiChatController;
use UiPress\Rest\StockPhotos\StockPhotoSettings;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Every remote service UiPress talks to (the AI provider, the stock photo
 * provider, and any added later: list it in all()) is one endpoint: a site
 * setting holding its base URL (kind `endpoint`, changed only by users with
 * `unfiltered_html`), the URL used when the setting is empty, and the keys
 * that travel to it: site secrets (`uipress_secrets`) and secret block
 * options (a template's `_uipress_secrets`). When the host of an endpoint
 * changes, those keys are forgotten (EndpointKeys), so a key is only ever
 * sent to the host it was entered for. Requests go through RemoteRequest.
 */
final class Endpoint {

	/**
	 * Settings key of the base URL.
	 *
	 * @var string
	 */
	private string $setting;

	/**
	 * Base URL used when the setting is empty or invalid (no trailing slash).
	 *
	 * @var string
	 */
	private string $default_url;

	/**
	 * Site secrets sent to this endpoint (settings keys).
	 *
	 * @var list<string>
	 */
	private array $secrets;

	/**
	 * Secret block options sent to this endpoint.
	 *
	 * @var list<string>
	 */
	private array $block_secrets;

	/**
	 * Constructor.
	 *
	 * @param string   $setting       Settings key of the base URL.
	 * @param string   $default_url   Base URL used when the setting is empty.
	 * @param string[] $secrets       Site secrets sent to it.
	 * @phpstan-param list<string> $secrets
	 * @param string[] $block_secrets Secret block options sent to it.
	 * @phpstan-param list<string> $block_secrets
	 */
	private function __construct( string $setting, string $default_url, array $secrets, array $block_secrets ) {
		$this->setting       = $setting;
		$this->default_url   = $default_url;
		$this->secrets       = $secrets;
		$this->block_secrets = $block_secrets;
	}

	/**
	 * The AI provider: the site key and every AI chat block's own key go to it.
	 */
	public static function ai(): self {
		return new self( AiSettings::BASE_SETTING, AiSettings::DEFAULT_BASE_URL, array( AiSettings::KEY_SETTING ), array( AiChatController::KEY_OPTION ) );
	}

	/**
	 * The stock photo provider.
	 */
	public static function stock_photos(): self {
		return new self( StockPhotoSettings::BASE_SETTING, StockPhotoSettings::DEFAULT_API_BASE, array( StockPhotoSettings::KEY_SETTING ), array() );
	}

	/**
	 * Google Analytics (an empty address means Google's own hosts,
	 * Analytics\Google\GoogleUrls): the OAuth client secret, the service
	 * account's key, the refresh token and the cached access token go to it.
	 */
	public static function google(): self {
		return new self(
			AnalyticsSettings::GOOGLE_API_BASE,
			'',
			array( AnalyticsSettings::GOOGLE_CLIENT_SECRET, AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY, AnalyticsSettings::GOOGLE_REFRESH_TOKEN, GoogleTokens::CACHE_KEY ),
			array()
		);
	}

	/**
	 * The Matomo instance (no default: empty means Matomo is not set up).
	 */
	public static function matomo(): self {
		return new self( AnalyticsSettings::MATOMO_URL, '', array( AnalyticsSettings::MATOMO_TOKEN ), array() );
	}

	/**
	 * Every endpoint.
	 *
	 * @return list<self>
	 */
	public static function all(): array {
		return array( self::ai(), self::stock_photos(), self::google(), self::matomo() );
	}

	/**
	 * The endpoints whose host (scheme, host and port) differs between two
	 * versions of the settings option.
	 *
	 * @param array<string, mixed> $before Settings before.
	 * @param array<string, mixed> $after  Settings after.
	 * @return list<self>
	 */
	public static function moved( array $before, array $after ): array {
		return array_values(
			array_filter(
				self::all(),
				static fn ( self $endpoint ): bool => self::origin( $endpoint->url_in( $before ) ) !== self::origin( $endpoint->url_in( $after ) )
			)
		);
	}

	/**
	 * Settings key of the base URL.
	 */
	public function setting(): string {
		return $this->setting;
	}

	/**
	 * Site secrets sent to this endpoint.
	 *
	 * @return list<string>
	 */
	public function secrets(): array {
		return $this->secrets;
	}

	/**
	 * Secret block options sent to this endpoint.
	 *
	 * @return list<string>
	 */
	public function block_secrets(): array {
		return $this->block_secrets;
	}

	/**
	 * The base URL in use, without a trailing slash: the setting's, unless
	 * the site's code names another.
	 */
	public function base_url(): string {
		$stored = $this->url_in( SiteSettings::all() );

		/**
		 * Filters the base URL of a remote service, for sites where the
		 * address is decided in code (where nobody may post unfiltered HTML,
		 * so nobody may change the setting, or to fix it per environment).
		 * The keys entered in the settings are sent to the address returned.
		 * Anything but an http(s) URL keeps the stored address.
		 *
		 * @param string $url     The base URL from the settings (or the default).
		 * @param string $setting The setting: 'aiBaseUrl', 'stockPhotosApiBase', 'googleApiBase' or 'matomoUrl'.
		 */
		$filtered = apply_filters( 'uipress/remote/endpoint', $stored, $this->setting );
		if ( ! is_string( $filtered ) || $filtered === $stored ) {
			return $stored;
		}
		return $this->url_in( array( $this->setting => $filtered ) ) === untrailingslashit( trim( $filtered ) ) ? untrailingslashit( trim( $filtered ) ) : $stored;
	}

	/**
	 * The base URL a version of the settings option points at: the setting
	 * when it is an absolute http(s) URL, else the default; no trailing slash.
	 *
	 * @param array<string, mixed> $settings The settings.
	 */
	public function url_in( array $settings ): string {
		$value = $settings[ $this->setting ] ?? null;
		if ( is_string( $value ) ) {
			$value = trim( $value );
			$url   = esc_url_raw( $value, array( 'http', 'https' ) );
			if ( '' !== $url && $url === $value && 1 === preg_match( '#^https?://#i', $url ) ) {
				return untrailingslashit( $url );
			}
		}
		return $this->default_url;
	}

	/**
	 * Scheme, host and port of a URL, lower case, the port always written
	 * (`https://api.openai.com:443`); '' when it has no host.
	 *
	 * @param string $url The URL.
	 */
	public static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['host'] ) ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] ?? 'http' );
		$port   = $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( trim( $parts['host'], '.' ) ) . ':' . $port;
	}
}
