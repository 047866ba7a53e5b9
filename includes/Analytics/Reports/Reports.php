<?php
/**
 * One analytics block's report: from the cache, the provider, or the last good copy.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use UiPress\Analytics\Sources;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of GET analytics/report once the block and the viewer are
 * checked (ReportController): a fresh cached answer, else the provider's
 * (kept in ReportCache), else, when the provider fails or its quota is
 * spent, the last good answer marked stale with the provider's message.
 */
final class Reports {

	/**
	 * The answer of a query.
	 *
	 * @param ReportQuery $query The query.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function answer( ReportQuery $query ) {
		if ( ! Sources::is_connected( $query->source ) ) {
			return new WP_Error( ReportErrors::NOT_CONNECTED, 'matomo' === $query->source ? __( 'Matomo is not connected.', 'uipress' ) : __( 'Google Analytics is not connected.', 'uipress' ), array( 'status' => 409 ) );
		}
		$key   = ReportCache::key( $query );
		$fresh = ReportCache::fresh( $key );
		if ( null !== $fresh ) {
			return $fresh;
		}
		$result = 'matomo' === $query->source ? MatomoReports::run( $query ) : Ga4Reports::run( $query );
		if ( $result instanceof WP_Error ) {
			$last = ReportErrors::is_provider( $result ) ? ReportCache::last_good( $key ) : null;
			if ( null === $last ) {
				return $result;
			}
			$last['stale']  = true;
			$last['notice'] = $result->get_error_message();
			ReportCache::hold_stale( $key, $last, $query->is_realtime() );
			return $last;
		}
		$answer = array(
			'source'    => $query->source,
			'range'     => $query->range,
			'updatedAt' => gmdate( 'c' ),
			'stale'     => false,
			'report'    => $result['report'],
		);
		if ( isset( $result['notice'] ) ) {
			$answer['notice'] = $result['notice'];
		}
		ReportCache::store( $key, $answer, $query->is_realtime() );
		return $answer;
	}
}
