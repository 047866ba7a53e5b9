<?php
/**
 * The analytics settings' keys and the analytics block modules.
 *
 * @package UiPress
 */

namespace UiPress\Analytics;

defined( 'ABSPATH' ) || exit;

/**
 * Names shared by the analytics connection (Google Analytics 4, Matomo) and
 * the reports the analytics blocks run. The values live in the site
 * settings (group `analytics`, Settings\SettingsSchema); secrets and tokens
 * in the secrets option, never sent to a browser (docs/ANALYTICS.md).
 */
final class AnalyticsSettings {

	/** Roles that may read analytics reports at all. */
	public const ROLES = 'analyticsRoles';

	/** How the site signs in to Google: `oauth` or `serviceAccount`. */
	public const GOOGLE_AUTH_MODE = 'googleAuthMode';

	/** The site's own Google Cloud OAuth client ID. */
	public const GOOGLE_CLIENT_ID = 'googleClientId';

	/** Its client secret (a secret). */
	public const GOOGLE_CLIENT_SECRET = 'googleClientSecret';

	/** A service account's JSON key (a secret). */
	public const GOOGLE_SERVICE_ACCOUNT_KEY = 'googleServiceAccountKey';

	/** The refresh token the OAuth consent gave (kept with the secrets, written by the callback only). */
	public const GOOGLE_REFRESH_TOKEN = 'googleRefreshToken';

	/** The GA4 property reports run on (`properties/123`). */
	public const GOOGLE_PROPERTY_ID = 'googlePropertyId';

	/** Its display name. */
	public const GOOGLE_PROPERTY_NAME = 'googlePropertyName';

	/** One base URL serving every Google path (empty: Google's own hosts). */
	public const GOOGLE_API_BASE = 'googleApiBase';

	/** The Matomo instance's base URL. */
	public const MATOMO_URL = 'matomoUrl';

	/** The Matomo site id. */
	public const MATOMO_SITE_ID = 'matomoSiteId';

	/** The Matomo token (a secret). */
	public const MATOMO_TOKEN = 'matomoToken';

	/** Block module: charts over time. */
	public const MODULE_CHART = 'uip-google-analytics';

	/** Block module: a metric by country on a world map. */
	public const MODULE_MAP = 'uip-google-analytics-map';

	/** Block module: top lists. */
	public const MODULE_TABLES = 'uip-google-analytics-tables';

	/** Block module: active users now. */
	public const MODULE_REALTIME = 'uip-google-realtime';

	/**
	 * The four analytics block modules.
	 *
	 * @return list<string>
	 */
	public static function modules(): array {
		return array( self::MODULE_CHART, self::MODULE_MAP, self::MODULE_TABLES, self::MODULE_REALTIME );
	}
}
