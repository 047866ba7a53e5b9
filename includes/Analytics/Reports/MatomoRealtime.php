<?php
/**
 * The realtime block's report from Matomo.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * GA4's realtime shape from Matomo's Live API: its counter of the last 30
 * minutes and, from those visits' details, the top pages and countries
 * (Matomo has no realtime list reports of its own).
 */
final class MatomoRealtime {

	/**
	 * Seconds of a realtime report (GA4's realtime window).
	 */
	private const SECONDS = 1800;

	/**
	 * Visitors of the last 30 minutes (Live.getCounters), their pages and countries (Live.getLastVisitsDetails).
	 *
	 * @param int $row_limit Pages and countries listed.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function report( int $row_limit ) {
		$minutes  = (string) ( self::SECONDS / 60 );
		$counters = MatomoApi::call( 'Live.getCounters', array( 'lastMinutes' => $minutes ) );
		if ( $counters instanceof WP_Error ) {
			return $counters;
		}
		$visits = MatomoApi::call(
			'Live.getLastVisitsDetails',
			array(
				'period'            => 'day',
				'date'              => 'today',
				'minTimestamp'      => (string) ( time() - self::SECONDS ),
				'filter_limit'      => '500',
				'doNotFetchActions' => '0',
			)
		);
		if ( $visits instanceof WP_Error ) {
			return $visits;
		}
		$pages     = array();
		$countries = array();
		$names     = array();
		foreach ( $visits as $visit ) {
			if ( ! is_array( $visit ) ) {
				continue;
			}
			$code = strtoupper( is_string( $visit['countryCode'] ?? null ) ? $visit['countryCode'] : '' );
			if ( 1 === preg_match( '/^[A-Z]{2}$/', $code ) ) {
				$countries[ $code ] = ( $countries[ $code ] ?? 0 ) + 1;
				$names[ $code ]     = is_string( $visit['country'] ?? null ) ? $visit['country'] : $code;
			}
			$actions = is_array( $visit['actionDetails'] ?? null ) ? $visit['actionDetails'] : array();
			$last    = end( $actions );
			if ( is_array( $last ) ) {
				$page           = is_string( $last['pageTitle'] ?? null ) && '' !== $last['pageTitle'] ? $last['pageTitle'] : ( is_string( $last['url'] ?? null ) ? $last['url'] : '' );
				$pages[ $page ] = ( $pages[ $page ] ?? 0 ) + 1;
			}
		}
		arsort( $pages );
		arsort( $countries );
		$first = $counters[0] ?? null;
		$list  = array();
		foreach ( array_slice( $pages, 0, $row_limit, true ) as $name => $count ) {
			$list[] = array(
				'name'  => (string) $name,
				'value' => $count,
			);
		}
		$by_country = array();
		foreach ( array_slice( $countries, 0, $row_limit, true ) as $code => $count ) {
			$by_country[] = array(
				'countryId' => (string) $code,
				'country'   => $names[ $code ],
				'value'     => $count,
			);
		}
		return array(
			'kind'        => 'realtime',
			'activeUsers' => is_array( $first ) && is_numeric( $first['visitors'] ?? null ) ? (int) $first['visitors'] : 0,
			'pages'       => $list,
			'countries'   => $by_country,
			'lacking'     => array(),
		);
	}
}
