<?php
/**
 * The store analytics block modules, their metrics and the setting naming
 * extra roles.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Names shared by the store analytics blocks (WooCommerce revenue, top
 * products, orders by country, recent orders, KPIs) and the server that
 * answers them from WooCommerce's own analytics data (docs/ANALYTICS.md,
 * "Store analytics"). Metric ids are WooCommerce's report field names.
 */
final class StoreSettings {

	/** Site setting (group `analytics`): roles that see store analytics besides users who can view WooCommerce reports. */
	public const ROLES = 'storeAnalyticsRoles';

	/** The `source` of every store answer. */
	public const SOURCE = 'woocommerce';

	/** Block module: revenue and orders over time. */
	public const MODULE_REVENUE = 'uip-store-revenue';

	/** Block module: top products or top categories. */
	public const MODULE_TOP_ITEMS = 'uip-store-top-items';

	/** Block module: orders by country on the world map. */
	public const MODULE_ORDERS_MAP = 'uip-store-orders-map';

	/** Block module: the latest orders. */
	public const MODULE_RECENT_ORDERS = 'uip-store-recent-orders';

	/** Block module: today, this week and this month against the previous period. */
	public const MODULE_KPIS = 'uip-store-kpis';

	/** Revenue metrics (revenue chart, KPI strip): WooCommerce's revenue stats fields. */
	public const REVENUE_METRICS = array( 'net_revenue', 'gross_sales', 'orders_count', 'avg_order_value', 'num_items_sold' );

	/** Top products and categories metrics: WooCommerce's products and categories report fields. */
	public const ITEM_METRICS = array( 'items_sold', 'net_revenue', 'orders_count' );

	/** The orders map's metrics. */
	public const MAP_METRICS = array( 'orders_count', 'net_revenue' );

	/** Intervals of the revenue chart. */
	public const INTERVALS = array( 'day', 'week', 'month' );

	/** The KPI strip's periods. */
	public const KPI_PERIODS = array( 'today', 'week', 'month' );

	/** Recent orders are shown only to users with this capability. */
	public const ORDERS_CAPABILITY = 'edit_shop_orders';

	/** WooCommerce's own capability for its reports. */
	public const REPORTS_CAPABILITY = 'view_woocommerce_reports';

	/**
	 * The five store analytics block modules.
	 *
	 * @return list<string>
	 */
	public static function modules(): array {
		return array( self::MODULE_REVENUE, self::MODULE_TOP_ITEMS, self::MODULE_ORDERS_MAP, self::MODULE_RECENT_ORDERS, self::MODULE_KPIS );
	}
}
