<?php
/**
 * The top products or top categories report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use Automattic\WooCommerce\Admin\API\Reports\GenericQuery;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's products or categories report data store, asked with the
 * arguments `GET wc-analytics/reports/products` (or `…/categories`) passes
 * it for the same sort and page, names included (`extended_info`): the
 * rows, the sort and the paging are WooCommerce's own.
 */
final class TopItemsReport {

	/**
	 * The report.
	 *
	 * @param StoreQuery $query The block's query.
	 * @return array<string, mixed>
	 */
	public static function run( StoreQuery $query ): array {
		$categories = 'categories' === $query->report;
		$orderby    = $query->metrics[0] ?? 'net_revenue';
		$args       = array(
			'after'         => StoreDates::after( $query->range['start'] ),
			'before'        => StoreDates::before( $query->range['end'] ),
			'page'          => $query->page,
			'per_page'      => $query->row_limit,
			'orderby'       => $orderby,
			'order'         => $query->order,
			'extended_info' => true,
		);
		// What each controller adds to the arguments it passes (its defaults).
		$args += $categories
			? array(
				'interval'          => 'week',
				'category_includes' => array(),
				'status_is'         => array(),
				'status_is_not'     => array(),
			)
			: array( 'match' => 'all' );
		$data  = ( new GenericQuery( $args, $categories ? 'categories' : 'products' ) )->get_data();
		$data  = is_object( $data ) ? get_object_vars( $data ) : array();

		$rows = array();
		foreach ( is_array( $data['data'] ?? null ) ? $data['data'] : array() as $item ) {
			$item   = is_object( $item ) ? get_object_vars( $item ) : ( is_array( $item ) ? $item : array() );
			$rows[] = array(
				'dimensions' => array( self::name( $item, $categories ) ),
				'values'     => array_map( static fn ( string $metric ) => StoreMetrics::value( $metric, $item[ $metric ] ?? 0 ), StoreSettings::ITEM_METRICS ),
			);
		}
		return array(
			'kind'       => 'table',
			'dimensions' => array(
				$categories
					? array(
						'id'    => 'category',
						'label' => __( 'Category', 'uipress' ),
					)
					: array(
						'id'    => 'product',
						'label' => __( 'Product', 'uipress' ),
					),
			),
			'metrics'    => StoreMetrics::metrics( StoreSettings::ITEM_METRICS ),
			'rows'       => $rows,
			'paging'     => array(
				'page'      => $query->page,
				'pages'     => is_numeric( $data['pages'] ?? null ) ? (int) $data['pages'] : 0,
				'totalRows' => is_numeric( $data['total'] ?? null ) ? (int) $data['total'] : 0,
				'orderby'   => $orderby,
				'order'     => $query->order,
			),
		);
	}

	/**
	 * A row's name, as WooCommerce's report shows it (tags stripped).
	 *
	 * @param array<array-key, mixed> $item       WooCommerce's row.
	 * @param bool                    $categories Whether it is a category.
	 */
	private static function name( array $item, bool $categories ): string {
		$info = $item['extended_info'] ?? array();
		$info = $info instanceof \ArrayObject ? $info->getArrayCopy() : $info;
		$name = is_array( $info ) && is_string( $info['name'] ?? null ) ? wp_strip_all_tags( $info['name'] ) : '';
		if ( '' !== $name ) {
			return html_entity_decode( $name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		$id = $item[ $categories ? 'category_id' : 'product_id' ] ?? 0;
		$id = is_numeric( $id ) ? (int) $id : 0;
		/* translators: %d: a product or category id. */
		return sprintf( __( '#%d', 'uipress' ), $id );
	}
}
