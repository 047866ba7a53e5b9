<?php
/**
 * UiPress's declared compatibility with WooCommerce's optional features.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce asks plugins whether they work with its optional features; an
 * extension that says nothing is "uncertain", which keeps a new shop off the
 * high-performance order storage (HPOS) and brings warnings on WooCommerce's
 * features screen. (UiPress names no "WC tested up to" version, so WooCommerce
 * does not count it as an extension today; the declaration still says what
 * is true, and WooCommerce lists it as compatible.) UiPress reads orders
 * only through WooCommerce's analytics tables, wc_get_orders() and the
 * billing address of whichever storage OrderUtil says is in use, so both
 * order storages work. It renders no cart or checkout, so the cart and
 * checkout blocks are no concern of it either.
 */
final class WooCommerceCompatibility {

	/** The features UiPress declares itself compatible with. */
	public const FEATURES = array( 'custom_order_tables', 'cart_checkout_blocks' );

	/**
	 * Declares on `before_woocommerce_init`, the only time WooCommerce takes it.
	 */
	public static function register_hooks(): void {
		add_action( 'before_woocommerce_init', array( self::class, 'declare_compatibility' ) );
	}

	/**
	 * Declares UiPress compatible with FEATURES (nothing without WooCommerce's FeaturesUtil).
	 */
	public static function declare_compatibility(): void {
		if ( ! class_exists( FeaturesUtil::class ) ) {
			return;
		}
		foreach ( self::FEATURES as $feature ) {
			FeaturesUtil::declare_compatibility( $feature, UIPRESS_PLUGIN_FILE, true );
		}
	}
}
