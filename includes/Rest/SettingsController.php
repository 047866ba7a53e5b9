<?php
/**
 * REST: the site settings.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Remote\Endpoint;
use UiPress\Settings\SettingsImport;
use UiPress\Settings\SettingsSchema;
use UiPress\Settings\SiteSettings;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET/POST uipress/v1/settings`, `uipress_manage` users only.
 *
 * GET answers `{ settings, secrets, schema, groups, canEditCode }`:
 * every setting but the secrets, whether each secret is set (never its
 * value), and what each setting is, for the settings screen. POST takes
 * `{ settings: { key: value } }` (checked whole: an unknown key is a 400,
 * a change to code or a provider address by a user without
 * `unfiltered_html` a 403 naming the field, nothing saved) or
 * `{ reset: group }`, and answers as GET plus `movedEndpoints`: the
 * provider address settings whose host changed, whose keys are now gone.
 */
final class SettingsController extends WP_REST_Controller {

	public const NAMESPACE = 'uipress/v1';

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = self::NAMESPACE;
		$this->rest_base = 'settings';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => array(
						'settings' => array(
							'description' => __( 'Settings to change, by name.', 'uipress' ),
							'type'        => 'object',
						),
						'import'   => array(
							'description' => __( 'A settings file to import: flat or grouped, unknown names reported and skipped.', 'uipress' ),
							'type'        => 'object',
						),
						'reset'    => array(
							'description' => __( 'A group of settings to put back to its defaults.', 'uipress' ),
							'type'        => 'string',
							'enum'        => array_keys( SettingsSchema::groups() ),
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
	public function get_item_permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::error( __( 'Sorry, you are not allowed to manage UiPress settings.', 'uipress' ) );
	}

	/**
	 * Managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function get_item( $request ): WP_REST_Response {
		return new WP_REST_Response( self::answer() );
	}

	/**
	 * Changes settings, or resets a group.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$before  = SiteSettings::all();
		$reset   = $request->get_param( 'reset' );
		$changes = $request->get_param( 'settings' );
		$file    = $request->get_param( 'import' );
		$report  = array();
		if ( is_array( $file ) ) {
			$done = SettingsImport::import( $file, wp_get_current_user() );
			if ( is_array( $done ) ) {
				$report = $done;
				$done   = true;
			}
		} elseif ( is_string( $reset ) ) {
			$done = SiteSettings::reset( $reset );
		} elseif ( is_array( $changes ) ) {
			$done = SiteSettings::update( $changes, wp_get_current_user() );
		} else {
			return new WP_Error( 'rest_missing_callback_param', __( 'Send settings to change, or a group to reset.', 'uipress' ), array( 'status' => 400 ) );
		}
		if ( $done instanceof WP_Error ) {
			return $done;
		}
		$moved = array_map( static fn ( Endpoint $endpoint ): string => $endpoint->setting(), Endpoint::moved( $before, SiteSettings::all() ) );
		return new WP_REST_Response( array_merge( self::answer(), array( 'movedEndpoints' => $moved ), $report ) );
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-settings',
			'type'       => 'object',
			'properties' => array(
				'settings'       => array(
					'description' => __( 'Every setting but the keys, by name.', 'uipress' ),
					'type'        => 'object',
				),
				'secrets'        => array(
					'description' => __( 'Whether each key is set.', 'uipress' ),
					'type'        => 'object',
				),
				'schema'         => array(
					'description' => __( 'What each setting is: group, kind, default, label.', 'uipress' ),
					'type'        => 'array',
				),
				'groups'         => array(
					'description' => __( 'The groups of settings, by name.', 'uipress' ),
					'type'        => 'object',
				),
				'canEditCode'    => array(
					'description' => __( 'Whether the user may change code, script and provider address settings.', 'uipress' ),
					'type'        => 'boolean',
				),
				'imported'       => array(
					'description' => __( 'After an import: the settings it saved.', 'uipress' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
				'unknown'        => array(
					'description' => __( 'After an import: the names in the file that are no setting (group.name when grouped); skipped.', 'uipress' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
				'refused'        => array(
					'description' => __( 'After an import: the settings refused, with why; skipped.', 'uipress' ),
					'type'        => 'object',
				),
				'movedEndpoints' => array(
					'description' => __( 'After a change: the provider address settings whose host changed (their keys were removed).', 'uipress' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
			),
		);
	}

	/**
	 * What GET and POST answer.
	 *
	 * @return array<string, mixed>
	 */
	private static function answer(): array {
		$settings = SiteSettings::all();
		// An object in JSON even with no change (an empty PHP array is a list).
		$settings['theme'] = (object) ( is_array( $settings['theme'] ?? null ) ? $settings['theme'] : array() );
		return array(
			'settings'    => $settings,
			'secrets'     => SiteSettings::secrets_set(),
			'schema'      => array_values( SettingsSchema::settings() ),
			'groups'      => SettingsSchema::groups(),
			'canEditCode' => current_user_can( 'unfiltered_html' ),
		);
	}
}
