<?php
/**
 * REST: a preview of unsaved login settings.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Settings\Login\LoginPreview;
use UiPress\Settings\Login\LoginSettings;
use UiPress\Settings\SiteSettings;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST uipress/v1/settings/login-preview`, `uipress_manage` users only.
 *
 * Takes `{ settings: { <login setting>: value } }`, checked as a save of
 * the settings is (a key outside the login group is a 400, a bad value a
 * 400 naming it, code from a user without `unfiltered_html` a 403 naming
 * it), stores it as the user's draft (LoginPreview) and answers `{ url }`:
 * wp-login.php showing the draft over the saved values, to that user only.
 */
final class LoginPreviewController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = SettingsController::NAMESPACE;
		$this->rest_base = 'settings/login-preview';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			'/settings/login-preview',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'settings' => array(
							'description' => __( 'Login settings to preview, by name, over the saved ones.', 'uipress' ),
							'type'        => 'object',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::error( __( 'Sorry, you are not allowed to manage UiPress settings.', 'uipress' ) );
	}

	/**
	 * Stores the draft and answers its preview URL.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$changes = $request->get_param( 'settings' );
		if ( ! is_array( $changes ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Send the login settings to preview.', 'uipress' ), array( 'status' => 400 ) );
		}
		$login = LoginSettings::keys();
		foreach ( array_keys( $changes ) as $key ) {
			if ( ! in_array( (string) $key, $login, true ) ) {
				return new WP_Error(
					'uipress_not_a_login_setting',
					/* translators: %s: the setting's name. */
					sprintf( __( '%s is not a login page setting.', 'uipress' ), (string) $key ),
					array(
						'status'  => 400,
						'setting' => (string) $key,
					)
				);
			}
		}
		$checked = SiteSettings::check( $changes, wp_get_current_user() );
		if ( $checked instanceof WP_Error ) {
			return $checked;
		}
		return new WP_REST_Response( array( 'url' => LoginPreview::store( get_current_user_id(), $checked ) ) );
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-login-preview',
			'type'       => 'object',
			'properties' => array(
				'url' => array(
					'description' => __( 'The login page showing the draft, for the user who sent it.', 'uipress' ),
					'type'        => 'string',
					'format'      => 'uri',
					'readonly'    => true,
				),
			),
		);
	}
}
