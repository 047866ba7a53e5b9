<?php
/**
 * Declarations of the WooCommerce and Action Scheduler symbols the store
 * tests' helpers use (tests/php/Store/StoreTestCase.php), for PHPStan only;
 * the ones UiPress's own code uses are in woocommerce-stubs.php. Signatures
 * as in WooCommerce 10.0.2; no code.
 *
 * @package UiPress
 */

// phpcs:ignoreFile -- declarations for PHPStan only, never loaded.

namespace {
	class WC_Order_Refund {
		public function get_id(): int {
			return 0;
		}
		/** @param string|int|null $date UTC timestamp or date string. */
		public function set_date_created( $date = null ): void {
		}
		public function save(): int {
			return 0;
		}
	}

	class ActionScheduler {
		public static function runner(): ActionScheduler_QueueRunner {
			return new ActionScheduler_QueueRunner();
		}
	}

	class ActionScheduler_QueueRunner {
		public function process_action( int $action_id, string $context = '' ): void {
		}
	}

	abstract class ActionScheduler_Store {
		const STATUS_PENDING = 'pending';
	}

	function wc_get_container(): Automattic\WooCommerce\Container {
		return new Automattic\WooCommerce\Container();
	}

	/**
	 * @param array<string, mixed> $args Order fields.
	 * @return WC_Order|WP_Error
	 */
	function wc_create_order( array $args = array() ) {
		return new WC_Order();
	}

	/**
	 * @param array<string, mixed> $args Refund fields.
	 * @return WC_Order_Refund|WP_Error
	 */
	function wc_create_refund( array $args = array() ) {
		return new WC_Order_Refund();
	}

	/**
	 * @param mixed $the_product Product id or object.
	 * @return WC_Product|null|false
	 */
	function wc_get_product( $the_product = false ) {
		return null;
	}

	/**
	 * @param array<string, mixed> $args          Query.
	 * @param string               $return_format OBJECT, ARRAY_A or 'ids'.
	 * @return array<int|string, mixed>
	 */
	function as_get_scheduled_actions( array $args = array(), string $return_format = OBJECT ): array {
		return array();
	}

	/**
	 * @param int                  $timestamp When it runs.
	 * @param string               $hook      Its hook.
	 * @param array<mixed>         $args      Its arguments.
	 * @param string               $group     Its group.
	 * @return int The action's id.
	 */
	function as_schedule_single_action( int $timestamp, string $hook, array $args = array(), string $group = '' ): int {
		return 0;
	}
}

namespace Automattic\WooCommerce {
	class Container {
		/**
		 * @template T of object
		 * @param class-string<T> $id Class name.
		 * @return T
		 */
		public function get( string $id ) {
			return new $id();
		}
	}
}

namespace Automattic\WooCommerce\Internal\Features {
	class FeaturesController {
		public function change_feature_enable( string $feature_id, bool $enable ): bool {
			return true;
		}
		/**
		 * @return array{compatible: list<string>, incompatible: list<string>, uncertain: list<string>}
		 */
		public function get_compatible_plugins_for_feature( string $feature_id, bool $active_only = false ): array {
			return array( 'compatible' => array(), 'incompatible' => array(), 'uncertain' => array() );
		}
	}
}
