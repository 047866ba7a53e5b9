<?php
/**
 * WooCommerce's currency and number format.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Store money reads as WooCommerce prints it: its symbol where its settings
 * put it, its decimals and separators (the blocks format with these, not
 * with the browser's defaults). Part of every store answer's cache key.
 */
final class StoreCurrency {

	/**
	 * The store's ISO 4217 code.
	 */
	public static function code(): string {
		return function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : 'USD';
	}

	/**
	 * The answer's `currency`.
	 *
	 * @return array{code: string, symbol: string, position: string, decimals: int, decimalSeparator: string, thousandSeparator: string}
	 */
	public static function settings(): array {
		if ( ! function_exists( 'get_woocommerce_currency_symbol' ) ) {
			return array(
				'code'              => 'USD',
				'symbol'            => '$',
				'position'          => 'left',
				'decimals'          => 2,
				'decimalSeparator'  => '.',
				'thousandSeparator' => ',',
			);
		}
		$position = get_option( 'woocommerce_currency_pos', 'left' );
		return array(
			'code'              => self::code(),
			'symbol'            => html_entity_decode( (string) get_woocommerce_currency_symbol(), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'position'          => in_array( $position, array( 'left', 'right', 'left_space', 'right_space' ), true ) ? $position : 'left',
			'decimals'          => (int) wc_get_price_decimals(),
			'decimalSeparator'  => (string) wc_get_price_decimal_separator(),
			'thousandSeparator' => (string) wc_get_price_thousand_separator(),
		);
	}
}
