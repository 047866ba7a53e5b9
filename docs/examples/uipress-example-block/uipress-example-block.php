<?php
/**
 * Plugin Name:       UiPress example block
 * Description:       Adds a "Greeting" block to the UiPress builder: an example of extending UiPress.
 * Version:           1.0.0
 * Requires at least: 6.9
 * Requires PHP:      8.2
 * Requires Plugins:  uipress
 * License:           GPL-2.0-or-later
 * Text Domain:       uipress-example-block
 *
 * @package UiPressExampleBlock
 */

defined( 'ABSPATH' ) || exit;

/**
 * Queues the block's script wherever UiPress renders templates: after UiPress
 * has queued its own script (priority 10), so this runs at 20 and depends on
 * the UiPress handle that is on the page. Depending on a handle that is not
 * queued would load that UiPress app on a page that does not need it.
 */
function uipress_example_block_enqueue(): void {
	$dependencies = array( 'wp-hooks', 'wp-element', 'wp-i18n' );
	$uipress      = array_values(
		array_filter(
			array( 'uipress-runtime', 'uipress-builder', 'uipress-preview' ),
			static fn ( string $handle ): bool => wp_script_is( $handle, 'enqueued' )
		)
	);
	if ( array() === $uipress ) {
		return;
	}

	wp_enqueue_script(
		'uipress-example-block',
		plugins_url( 'block.js', __FILE__ ),
		array_merge( $dependencies, $uipress ),
		'1.0.0',
		array( 'in_footer' => true )
	);
	wp_set_script_translations( 'uipress-example-block', 'uipress-example-block' );
}
add_action( 'admin_enqueue_scripts', 'uipress_example_block_enqueue', 20 );
