<?php
/**
 * Plugin Name:       UiPress example: form callback
 * Description:       Lets UiPress forms whose action is "PHP function" send their values to one allowed callback, which keeps a log of submissions.
 * Version:           1.0.0
 * Requires at least: 6.9
 * Requires PHP:      8.2
 * Requires Plugins:  uipress
 * License:           GPL-2.0-or-later
 * Text Domain:       uipress-example-form-callback
 *
 * @package UiPressExampleFormCallback
 */

defined( 'ABSPATH' ) || exit;

/**
 * The name a template's form uses as its "PHP function" (submitAction.phpFunction).
 */
const UIPRESS_EXAMPLE_FORM_CALLBACK = 'example_log_submission';

/**
 * The option holding the log (newest last).
 */
const UIPRESS_EXAMPLE_FORM_LOG = 'uipress_example_form_log';

/**
 * Entries kept in the log.
 */
const UIPRESS_EXAMPLE_FORM_LOG_SIZE = 50;

/**
 * Puts the callback on UiPress's allow-list: a form can only call what is here.
 *
 * @param array<string, callable>|string[] $callbacks Allowed callbacks (name => callable).
 * @return array<string, callable>|string[]
 */
function uipress_example_form_callbacks( $callbacks ) {
	$callbacks = is_array( $callbacks ) ? $callbacks : array();

	$callbacks[ UIPRESS_EXAMPLE_FORM_CALLBACK ] = 'uipress_example_form_log_submission';
	return $callbacks;
}
add_filter( 'uipress/forms/callbacks', 'uipress_example_form_callbacks' );

/**
 * Receives a submission. UiPress has already kept only the form's own
 * inputs and sanitised each value by input type; the callback may still
 * refuse a submission with a WP_Error, whose message the user sees.
 *
 * @param array<string, string|int|float|bool>                     $values  Values by input name.
 * @param array{template_id: int, block_uid: string, user_id: int} $context Where the submission came from.
 * @return true|WP_Error
 */
function uipress_example_form_log_submission( array $values, array $context ) {
	if ( array() === array_filter( $values, static fn ( $value ): bool => '' !== $value && false !== $value ) ) {
		// phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- the example plugin has its own text domain.
		return new WP_Error( 'uipress_example_empty', __( 'Fill in at least one field.', 'uipress-example-form-callback' ) );
	}

	$log   = get_option( UIPRESS_EXAMPLE_FORM_LOG, array() );
	$log   = is_array( $log ) ? $log : array();
	$log[] = array(
		'time'     => time(),
		'user'     => $context['user_id'],
		'template' => $context['template_id'],
		'form'     => $context['block_uid'],
		'values'   => $values,
	);
	update_option( UIPRESS_EXAMPLE_FORM_LOG, array_slice( $log, -UIPRESS_EXAMPLE_FORM_LOG_SIZE ), false );
	return true;
}
