<?php
/**
 * The demo template a new local site starts with.
 *
 * @package UiPress
 */

namespace UiPress\Demo;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A published template for administrators: a sidebar with the admin menu and
 * its search, a top bar with breadcrumbs, the toolbar and the dark mode
 * toggle, a page loader and the page content frame. `npm start` installs it
 * so a newcomer sees the product at once.
 */
final class DemoTemplate {

	/**
	 * The demo template's tree (includes/Demo/demo-template.json).
	 *
	 * @return list<mixed>
	 */
	public static function content(): array {
		$json    = (string) file_get_contents( __DIR__ . '/demo-template.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with the plugin.
		$content = json_decode( $json, true );
		return is_array( $content ) ? array_values( $content ) : array();
	}

	/**
	 * Stores the demo template through the templates REST route (so it goes
	 * through the same validation as any template), unless the site already
	 * has a template. Runs as the current user, who must be a UiPress manager.
	 *
	 * @return int The new template's id, or 0 when nothing was installed.
	 */
	public static function install(): int {
		$existing = get_posts(
			array(
				'post_type'        => 'uip-ui-template',
				'post_status'      => array_keys( get_post_stati() ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		if ( array() !== $existing ) {
			return 0;
		}

		$request = new WP_REST_Request( 'POST', '/wp/v2/uip-ui-template' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'title'   => __( 'UiPress demo', 'uipress' ),
					'status'  => 'publish',
					'uipress' => array(
						'type'          => 'ui-template',
						'content'       => self::content(),
						'settings'      => array(
							'css' => '',
							'js'  => '',
						),
						'forRoles'      => array( 'administrator' ),
						'forUsers'      => array(),
						'excludesRoles' => array(),
						'excludesUsers' => array(),
					),
				)
			)
		);
		$response = rest_do_request( $request );
		$data     = $response->get_data();

		if ( $response->is_error() || ! is_array( $data ) || ! is_int( $data['id'] ?? null ) ) {
			return 0;
		}
		return $data['id'];
	}
}
