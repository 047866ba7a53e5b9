<?php
/**
 * Plugin Name: UiPress local shop
 * Description: Local WooCommerce shops (UIPRESS_WOOCOMMERCE=1) have no mail transport: every order e-mail is dropped instead of failing (and logging) on each order. A test fixture that catches mail first still does.
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit ) {
		return null === $short_circuit ? false : $short_circuit;
	},
	PHP_INT_MAX
);
