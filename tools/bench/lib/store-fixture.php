<?php
/**
 * The store benchmark's dashboard (npm run bench:store): a published
 * template for administrators holding one block of each store analytics
 * kind (top products and top categories as two blocks). Made once, then
 * found again by its title.
 *
 * Usage: php store-fixture.php SITE_DIR
 *
 * Prints one line of JSON: the template id and each block's uid by the
 * benchmark's block key.
 *
 * @package UiPress
 */

use UiPress\Analytics\Store\StoreSettings;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	exit( 1 );
}

require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';
wp_set_current_user( 1 );

$uipress_ranges = array(
	'dateRanges'   => array( 'last7', 'last28', 'last90' ),
	'defaultRange' => 'last28',
);
// Block key => [ module, options ]: each block's defaults as an administrator adds it.
$uipress_blocks  = array(
	'revenue'    => array(
		StoreSettings::MODULE_REVENUE,
		$uipress_ranges + array(
			'metrics'   => array( 'net_revenue', 'orders_count' ),
			'interval'  => 'day',
			'compare'   => true,
			'chartType' => 'line',
		),
	),
	'products'   => array(
		StoreSettings::MODULE_TOP_ITEMS,
		$uipress_ranges + array(
			'report'  => 'products',
			'orderby' => 'net_revenue',
			'perPage' => 10,
		),
	),
	'categories' => array(
		StoreSettings::MODULE_TOP_ITEMS,
		$uipress_ranges + array(
			'report'  => 'categories',
			'orderby' => 'net_revenue',
			'perPage' => 10,
		),
	),
	'map'        => array( StoreSettings::MODULE_ORDERS_MAP, $uipress_ranges + array( 'metric' => 'orders_count' ) ),
	'recent'     => array( StoreSettings::MODULE_RECENT_ORDERS, array( 'rowLimit' => 10 ) ),
	'kpis'       => array(
		StoreSettings::MODULE_KPIS,
		array(
			'metrics' => array( 'net_revenue', 'orders_count', 'avg_order_value' ),
			'periods' => StoreSettings::KPI_PERIODS,
		),
	),
);
$uipress_content = array();
$uipress_uids    = array();
foreach ( $uipress_blocks as $uipress_key => list( $uipress_module, $uipress_options ) ) {
	$uipress_uid                  = substr( md5( 'bench-store-' . $uipress_key ), 0, 24 );
	$uipress_uids[ $uipress_key ] = $uipress_uid;
	$uipress_content[]            = array(
		'uid'        => $uipress_uid,
		'name'       => $uipress_module,
		'moduleName' => $uipress_module,
		'settings'   => array( 'block' => array( 'options' => $uipress_options ) ),
	);
}

$uipress_found    = get_posts(
	array(
		'post_type'   => TemplatePostType::NAME,
		'title'       => 'Store dashboard',
		'post_status' => 'publish',
		'numberposts' => 1,
		'fields'      => 'ids',
	)
);
$uipress_template = wp_insert_post(
	wp_slash(
		array(
			'ID'           => (int) ( $uipress_found[0] ?? 0 ),
			'post_type'    => TemplatePostType::NAME,
			'post_title'   => 'Store dashboard',
			'post_status'  => 'publish',
			'post_content' => (string) JsonTree::encode(
				array_merge(
					TemplateFields::defaults(),
					array(
						'forRoles' => array( 'administrator' ),
						'content'  => $uipress_content,
					)
				)
			),
		)
	),
	true
);
if ( is_wp_error( $uipress_template ) ) {
	fwrite( STDERR, $uipress_template->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a CLI script's error.
	exit( 1 );
}
echo wp_json_encode(
	array(
		'template' => $uipress_template,
		'blocks'   => $uipress_uids,
	)
) . "\n";
