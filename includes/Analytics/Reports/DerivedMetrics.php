<?php
/**
 * Metrics UiPress computes from two the provider reports.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * GA4's "Average engagement time" is not an API metric: GA4 divides
 * userEngagementDuration by activeUsers (per active user, not per session,
 * which is averageSessionDuration). UiPress asks the provider for both
 * parts and divides per row, day and total; the answer lists the derived
 * metric like any other. Matomo's parts are VisitsSummary fields.
 */
final class DerivedMetrics {

	/**
	 * The derived metrics: GA4's numerator and denominator.
	 */
	public const GA4 = array(
		'averageEngagementTime' => array( 'userEngagementDuration', 'activeUsers' ),
	);

	/**
	 * The same from Matomo's VisitsSummary.get fields.
	 */
	public const MATOMO = array(
		'averageEngagementTime' => array( 'sum_visit_length', 'nb_uniq_visitors' ),
	);

	/**
	 * The metrics to ask GA4 for: each derived one replaced by its parts,
	 * each name once, in the order asked.
	 *
	 * @param string[] $metrics Metrics the block asked for.
	 * @phpstan-param list<string> $metrics
	 * @return list<string>
	 */
	public static function ga4_request( array $metrics ): array {
		$request = array();
		foreach ( $metrics as $metric ) {
			foreach ( self::GA4[ $metric ] ?? array( $metric ) as $name ) {
				if ( ! in_array( $name, $request, true ) ) {
					$request[] = $name;
				}
			}
		}
		return $request;
	}

	/**
	 * The values of the metrics asked for, from the values of the request.
	 *
	 * @param string[]                $metrics Metrics the block asked for.
	 * @phpstan-param list<string> $metrics
	 * @param string[]                $request Metrics asked of GA4 (ga4_request()).
	 * @phpstan-param list<string> $request
	 * @param array<array-key, mixed> $values A row's values (numbers) in the request's order.
	 * @return list<int|float|null>
	 */
	public static function ga4_values( array $metrics, array $request, array $values ): array {
		$at  = array_flip( $request );
		$out = array();
		foreach ( $metrics as $metric ) {
			$parts = self::GA4[ $metric ] ?? null;
			if ( null !== $parts ) {
				$out[] = self::ratio( $values[ $at[ $parts[0] ] ?? -1 ] ?? null, $values[ $at[ $parts[1] ] ?? -1 ] ?? null );
				continue;
			}
			$value = $values[ $at[ $metric ] ?? -1 ] ?? 0;
			$out[] = is_int( $value ) || is_float( $value ) ? $value : 0;
		}
		return $out;
	}

	/**
	 * A Matomo derived metric from a VisitsSummary row (null: not derived
	 * here; a day Matomo has no row for is 0).
	 *
	 * @param string                  $metric The metric.
	 * @param array<array-key, mixed> $fields The row's fields.
	 * @return int|float|null
	 */
	public static function matomo_value( string $metric, array $fields ) {
		$parts = self::MATOMO[ $metric ] ?? null;
		if ( null === $parts ) {
			return null;
		}
		return array() === $fields ? 0 : self::ratio( $fields[ $parts[0] ] ?? null, $fields[ $parts[1] ] ?? null );
	}

	/**
	 * A sum per user: 0 without users, null when a part has no value.
	 *
	 * @param mixed $sum   The numerator.
	 * @param mixed $count The denominator.
	 * @return int|float|null
	 */
	public static function ratio( $sum, $count ) {
		if ( ! is_numeric( $sum ) || ! is_numeric( $count ) ) {
			return null;
		}
		return 0.0 === (float) $count ? 0 : (float) $sum / (float) $count;
	}
}
