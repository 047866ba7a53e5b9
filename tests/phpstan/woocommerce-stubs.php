<?php
/**
 * Declarations of the WooCommerce symbols UiPress's store analytics use, for
 * PHPStan only (WooCommerce is a test dependency, not in vendor/). Signatures
 * as in WooCommerce 10.0.2; no code.
 *
 * @package UiPress
 */

// phpcs:ignoreFile -- declarations for PHPStan only, never loaded.

namespace {
	final class WooCommerce {
		/** @var WC_Countries */
		public $countries;
	}

	class WC_Countries {
		/** @return array<string, string> */
		public function get_countries() {
			return array();
		}
	}

	class WC_DateTime extends DateTime {
	}

	class WC_Data {
		public function get_id(): int {
			return 0;
		}
		public function save(): int {
			return 0;
		}
	}

	class WC_Product extends WC_Data {
	}

	class WC_Product_Simple extends WC_Product {
		// What the store tests' helpers call (tests/php/Store/StoreTestCase.php).
		public function set_name( string $name ): void {
		}
		public function set_status( string $status ): void {
		}
		public function set_regular_price( string $price ): void {
		}
		/** @param array<int> $term_ids Category ids. */
		public function set_category_ids( array $term_ids ): void {
		}
	}

	class WC_Order extends WC_Data {
		public function set_billing_email( string $value ): void {
		}
		// What the store tests' helpers call (tests/php/Store/StoreTestCase.php).
		public function add_product( WC_Product $product, int $qty = 1 ): int {
			return 0;
		}
		public function set_billing_country( string $value ): void {
		}
		public function set_billing_first_name( string $value ): void {
		}
		public function set_billing_last_name( string $value ): void {
		}
		public function set_created_via( string $value ): void {
		}
		public function calculate_totals( bool $and_taxes = true ): float {
			return 0.0;
		}
		/** @param string|int|null $date UTC timestamp or date string. */
		public function set_date_created( $date = null ): void {
		}
		/** @param string|int|null $date UTC timestamp or date string. */
		public function set_date_paid( $date = null ): void {
		}
		/** @param string|int|null $date UTC timestamp or date string. */
		public function set_date_completed( $date = null ): void {
		}
		public function update_status( string $new_status, string $note = '', bool $manual = false ): bool {
			return true;
		}
		public function get_order_number(): string {
			return '';
		}
		public function get_formatted_billing_full_name(): string {
			return '';
		}
		public function get_billing_email( string $context = 'view' ): string {
			return '';
		}
		public function get_status( string $context = 'view' ): string {
			return '';
		}
		/** @return float|string */
		public function get_total( string $context = 'view' ) {
			return 0.0;
		}
		public function get_currency( string $context = 'view' ): string {
			return '';
		}
		public function get_date_created( string $context = 'view' ): ?WC_DateTime {
			return null;
		}
		public function get_edit_order_url(): string {
			return '';
		}
	}

	function WC(): WooCommerce {
		return new WooCommerce();
	}

	/**
	 * @param array<string, mixed> $args Query.
	 * @return mixed
	 */
	function wc_get_orders( array $args ) {
		return array();
	}

	function wc_get_order_status_name( string $status ): string {
		return '';
	}

	function get_woocommerce_currency(): string {
		return '';
	}

	function get_woocommerce_currency_symbol( string $currency = '' ): string {
		return '';
	}

	function wc_get_price_decimals(): int {
		return 2;
	}

	function wc_get_price_decimal_separator(): string {
		return '.';
	}

	function wc_get_price_thousand_separator(): string {
		return ',';
	}
}

namespace Automattic\WooCommerce\Admin\API\Reports {
	class Cache {
		public static function get_version(): string {
			return '';
		}
	}

	class GenericQuery {
		/**
		 * @param array<string, mixed> $args Query vars.
		 * @param string|null          $name Report name.
		 */
		public function __construct( $args, $name = null ) {
		}
		/** @return mixed */
		public function get_data() {
			return null;
		}
	}

	class TimeInterval {
		/** @return int */
		public static function intervals_between( \DateTime $start_datetime, \DateTime $end_datetime, string $interval ) {
			return 0;
		}
	}
}

namespace Automattic\WooCommerce\Admin\API\Reports\Revenue {
	class Query {
		/** @param array<string, mixed> $args Query vars. */
		public function __construct( $args = array() ) {
		}
		/** @return mixed */
		public function get_data() {
			return null;
		}
	}
}

namespace Automattic\WooCommerce\Admin\Features {
	class Features {
		public static function is_enabled( string $feature ): bool {
			return false;
		}
	}
}

namespace Automattic\WooCommerce\Admin {
	class ReportsSync {
		public static function is_importing(): bool {
			return false;
		}
	}
}

namespace Automattic\WooCommerce\Utilities {
	class OrderUtil {
		public static function custom_orders_table_usage_is_enabled(): bool {
			return false;
		}
	}
	class FeaturesUtil {
		public static function declare_compatibility( string $feature_id, string $plugin_file, bool $positive_compatibility = true ): bool {
			return true;
		}
	}
}
