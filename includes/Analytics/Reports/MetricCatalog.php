<?php
/**
 * Labels and number types of the metrics and dimensions UiPress knows.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * The report answer names each metric with a label and a type (how the
 * blocks format it). Common GA4 metrics have a translated label here;
 * others take GA4's own name and type from the cached metadata
 * (Metadata::google_names()), else GA4's metricHeaders type and their API
 * name. Matomo serves only the metrics of MatomoReports::metric_ids().
 */
final class MetricCatalog {

	/**
	 * The GA4 types and the answer's.
	 */
	private const GA4_TYPES = array(
		'TYPE_INTEGER'      => 'integer',
		'TYPE_FLOAT'        => 'float',
		'TYPE_SECONDS'      => 'seconds',
		'TYPE_MILLISECONDS' => 'seconds',
		'TYPE_MINUTES'      => 'seconds',
		'TYPE_HOURS'        => 'seconds',
		'TYPE_CURRENCY'     => 'currency',
	);

	/**
	 * Known metrics: label and type.
	 *
	 * @return array<string, array{label: string, type: string}>
	 */
	public static function metrics(): array {
		return array(
			'activeUsers'            => array(
				'label' => __( 'Users', 'uipress' ),
				'type'  => 'integer',
			),
			'totalUsers'             => array(
				'label' => __( 'Total users', 'uipress' ),
				'type'  => 'integer',
			),
			'newUsers'               => array(
				'label' => __( 'New users', 'uipress' ),
				'type'  => 'integer',
			),
			'sessions'               => array(
				'label' => __( 'Sessions', 'uipress' ),
				'type'  => 'integer',
			),
			'screenPageViews'        => array(
				'label' => __( 'Views', 'uipress' ),
				'type'  => 'integer',
			),
			'eventCount'             => array(
				'label' => __( 'Event count', 'uipress' ),
				'type'  => 'integer',
			),
			'keyEvents'              => array(
				'label' => __( 'Key events', 'uipress' ),
				'type'  => 'integer',
			),
			'engagementRate'         => array(
				'label' => __( 'Engagement rate', 'uipress' ),
				'type'  => 'percent',
			),
			'bounceRate'             => array(
				'label' => __( 'Bounce rate', 'uipress' ),
				'type'  => 'percent',
			),
			'averageSessionDuration' => array(
				'label' => __( 'Average session duration', 'uipress' ),
				'type'  => 'seconds',
			),
			// Derived by UiPress (DerivedMetrics): engagement time per active user, as GA4 shows it.
			'averageEngagementTime'  => array(
				'label' => __( 'Average engagement time', 'uipress' ),
				'type'  => 'seconds',
			),
			'userEngagementDuration' => array(
				'label' => __( 'Engagement time', 'uipress' ),
				'type'  => 'seconds',
			),
			'purchaseRevenue'        => array(
				'label' => __( 'Purchase revenue', 'uipress' ),
				'type'  => 'currency',
			),
		);
	}

	/**
	 * Known dimensions' labels.
	 *
	 * @return array<string, string>
	 */
	public static function dimensions(): array {
		return array(
			'pagePath'          => __( 'Page', 'uipress' ),
			'pageTitle'         => __( 'Page title', 'uipress' ),
			'unifiedScreenName' => __( 'Page title', 'uipress' ),
			'sessionSource'     => __( 'Source', 'uipress' ),
			'sessionMedium'     => __( 'Medium', 'uipress' ),
			'country'           => __( 'Country', 'uipress' ),
			'countryId'         => __( 'Country ID', 'uipress' ),
			'city'              => __( 'City', 'uipress' ),
			'deviceCategory'    => __( 'Device', 'uipress' ),
			'eventName'         => __( 'Event', 'uipress' ),
			'date'              => __( 'Date', 'uipress' ),
		);
	}

	/**
	 * A metric as the answer names it.
	 *
	 * @param string                $id       API name.
	 * @param string                $ga4_type The provider's type (GA4 metricHeaders), '' if unknown.
	 * @param string                $currency The property's currency, for currency metrics.
	 * @param array<string, string> $provider The provider's metadata row (label, type), if cached.
	 * @return array{id: string, label: string, type: string, currency?: string}
	 */
	public static function metric( string $id, string $ga4_type = '', string $currency = 'USD', array $provider = array() ): array {
		$known          = self::metrics()[ $id ] ?? null;
		$provider_type  = in_array( $provider['type'] ?? '', array( 'integer', 'float', 'percent', 'seconds', 'currency' ), true ) ? $provider['type'] : null;
		$provider_label = '' !== ( $provider['label'] ?? '' ) ? $provider['label'] : null;
		$type           = $known['type'] ?? $provider_type ?? ( self::GA4_TYPES[ $ga4_type ] ?? 'float' );
		$metric         = array(
			'id'    => $id,
			'label' => $known['label'] ?? $provider_label ?? $id,
			'type'  => $type,
		);
		if ( 'currency' === $type ) {
			$metric['currency'] = '' === $currency ? 'USD' : $currency;
		}
		return $metric;
	}

	/**
	 * A dimension as the answer names it.
	 *
	 * @param string $id             API name.
	 * @param string $provider_label The provider's own name (cached metadata), '' if unknown.
	 * @return array{id: string, label: string}
	 */
	public static function dimension( string $id, string $provider_label = '' ): array {
		return array(
			'id'    => $id,
			'label' => self::dimensions()[ $id ] ?? ( '' !== $provider_label ? $provider_label : $id ),
		);
	}

	/**
	 * The answer's type of a GA4 type.
	 *
	 * @param string $ga4_type GA4's.
	 */
	public static function type( string $ga4_type ): string {
		return self::GA4_TYPES[ $ga4_type ] ?? 'float';
	}
}
