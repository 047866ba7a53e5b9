<?php
/**
 * GET uipress/v1/network/templates and uipress/v1/network/menus.
 *
 * @package UiPress
 */

namespace UiPress\Network;

use UiPress\Capabilities;
use UiPress\Rest\CurrentTemplateController;
use UiPress\Rest\Forbidden;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The network's templates or menus as a site's managers see them, read-only:
 * `{ items: [ { id, title, status, modified, type, audience } ], canMark }`.
 * `items` is empty on the main site (its network posts are in its own list,
 * their `uipress.network` set) and on a single site. `canMark` says whether
 * the current user may make a post network-wide (a super admin on the main
 * site). Never content, code or secrets. For `uipress_manage` users only.
 */
final class NetworkController extends WP_REST_Controller {

	/**
	 * Route base: network/templates and network/menus.
	 */
	private const KINDS = array( 'templates', 'menus' );

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'network';
	}

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		foreach ( self::KINDS as $kind ) {
			register_rest_route(
				CurrentTemplateController::NAMESPACE,
				'/network/' . $kind,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => fn ( WP_REST_Request $request ): WP_REST_Response => $this->list_kind( $kind ),
						'permission_callback' => array( $this, 'get_items_permissions_check' ),
					),
					'schema' => array( $this, 'get_public_item_schema' ),
				)
			);
		}
	}

	/**
	 * Only UiPress managers of the current site.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( Capabilities::current_user_can_manage() ) {
			return true;
		}
		return Forbidden::error( __( 'Sorry, you are not allowed to list the network templates and menus.', 'uipress' ) );
	}

	/**
	 * The network's templates or menus.
	 *
	 * @param string $kind 'templates' or 'menus'.
	 */
	private function list_kind( string $kind ): WP_REST_Response {
		$items = array();
		if ( NetworkFallback::applies_here() ) {
			foreach ( NetworkLibrary::all( $kind ) as $entry ) {
				$items[] = array(
					'id'       => $entry['id'],
					'title'    => $entry['title'],
					'status'   => $entry['status'],
					'modified' => $entry['modified'],
					'type'     => $entry['type'],
					'audience' => array(
						'forRoles'      => $entry['forRoles'],
						'forUsers'      => $entry['forUsers'],
						'excludesRoles' => $entry['excludesRoles'],
						'excludesUsers' => $entry['excludesUsers'],
					),
				);
			}
		}
		return new WP_REST_Response(
			array(
				'items'   => $items,
				'canMark' => NetworkMark::may_change(),
			)
		);
	}

	/**
	 * Schema of the response.
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$roles        = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$users        = array(
			'type'  => 'array',
			'items' => array( 'type' => 'integer' ),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-network-list',
			'type'       => 'object',
			'properties' => array(
				'items'   => array(
					'description' => __( 'The network templates or menus that sites fall back to, read-only (empty on the main site and on a single site).', 'uipress' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'       => array( 'type' => 'integer' ),
							'title'    => array( 'type' => 'string' ),
							'status'   => array( 'type' => 'string' ),
							'modified' => array(
								'description' => __( 'Last change, in the main site\'s time.', 'uipress' ),
								'type'        => 'string',
							),
							'type'     => array(
								'description' => __( 'Template type; empty for menus.', 'uipress' ),
								'type'        => 'string',
							),
							'audience' => array(
								'type'       => 'object',
								'properties' => array(
									'forRoles'      => $roles,
									'forUsers'      => $users,
									'excludesRoles' => $roles,
									'excludesUsers' => $users,
								),
							),
						),
					),
				),
				'canMark' => array(
					'description' => __( 'Whether the current user may make a template or menu apply to every site (a network administrator on the main site).', 'uipress' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
