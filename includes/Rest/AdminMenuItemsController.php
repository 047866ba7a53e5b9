<?php
/**
 * POST/DELETE uipress/v1/admin-menus/{id}/items.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Menus\MenuStore;
use UiPress\Menus\MenuTree;
use UiPress\Menus\MenuUrls;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Spec calls uip_push_new_custom_menu_items and uip_remove_custom_menu_items:
 * keep a custom menu in step with the live admin menu. POST adds the items
 * the menu does not hold yet, each under the item of its live parent
 * (`parent_uid`) after the sibling `after_uid` names, as the menu creator
 * places new items; DELETE removes the items sent (at any depth). Items are
 * compared by uip_uid and live parent (Menus\MenuTree). Responses:
 * `{ success, message }`. Managers only.
 */
final class AdminMenuItemsController {

	public const NAMESPACE = 'uipress/v1';

	/**
	 * Most items in one request.
	 */
	public const MAX_ITEMS = 500;

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		$args = array(
			'id'    => array(
				'description' => __( 'Custom menu post id.', 'uipress' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'items' => array(
				'description' => __( 'Menu items (each with a uip_uid).', 'uipress' ),
				'type'        => 'array',
				'items'       => array(
					'type'                 => 'object',
					'properties'           => array(
						'uip_uid' => array(
							'type'      => 'string',
							'minLength' => 1,
						),
					),
					'required'             => array( 'uip_uid' ),
					'additionalProperties' => true,
				),
				'maxItems'    => self::MAX_ITEMS,
				'required'    => true,
			),
		);
		register_rest_route(
			self::NAMESPACE,
			'/admin-menus/(?P<id>\d+)/items',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'push' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => $args,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'remove' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => $args,
				),
			)
		);
	}

	/**
	 * Managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::error( __( 'Sorry, you are not allowed to manage UiPress admin menus.', 'uipress' ) );
	}

	/**
	 * Adds the items not present yet.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function push( $request ) {
		$post = self::menu( $request );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$urls = MenuUrls::check( self::sent( $request ) );
		if ( null !== $urls ) {
			return $urls;
		}
		$fields  = MenuStore::read( $post );
		$items   = MenuStore::items( $fields );
		$present = MenuTree::keys( $items );
		$added   = 0;
		foreach ( self::sent( $request ) as $item ) {
			$key = MenuTree::key( $item, '' );
			if ( isset( $present[ $key ] ) ) {
				continue;
			}
			$present[ $key ] = true;
			$items           = MenuTree::insert( $items, $item );
			++$added;
		}
		if ( $added > 0 ) {
			$written = MenuStore::write( $post, MenuStore::with_items( $fields, $items ) );
			if ( $written instanceof WP_Error ) {
				return $written;
			}
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				/* translators: %d: number of items */
				'message' => sprintf( _n( '%d item added to the menu.', '%d items added to the menu.', $added, 'uipress' ), $added ),
			)
		);
	}

	/**
	 * Removes the items with the uip_uids sent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function remove( $request ) {
		$post = self::menu( $request );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$remove = array();
		foreach ( self::sent( $request ) as $item ) {
			$remove[ MenuTree::key( $item, '' ) ] = true;
		}
		$fields = MenuStore::read( $post );
		$before = MenuTree::count( MenuStore::items( $fields ) );
		$items  = MenuTree::without( MenuStore::items( $fields ), $remove );
		$gone   = $before - MenuTree::count( $items );
		if ( $gone > 0 ) {
			$written = MenuStore::write( $post, MenuStore::with_items( $fields, $items ) );
			if ( $written instanceof WP_Error ) {
				return $written;
			}
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				/* translators: %d: number of items */
				'message' => sprintf( _n( '%d item removed from the menu.', '%d items removed from the menu.', $gone, 'uipress' ), $gone ),
			)
		);
	}

	/**
	 * The menu the URL names.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_Post|WP_Error
	 */
	private static function menu( $request ) {
		$id   = $request->get_param( 'id' );
		$post = is_numeric( $id ) ? get_post( (int) $id ) : null;
		if ( ! MenuStore::is_menu( $post ) || 'trash' === $post->post_status ) {
			return new WP_Error( 'uipress_menu_not_found', __( 'The admin menu does not exist.', 'uipress' ), array( 'status' => 404 ) );
		}
		return $post;
	}

	/**
	 * The items sent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return list<array<mixed>>
	 */
	private static function sent( $request ): array {
		$items = array();
		$value = $request->get_param( 'items' );
		foreach ( is_array( $value ) ? $value : array() as $item ) {
			if ( is_array( $item ) && isset( $item['uip_uid'] ) && is_scalar( $item['uip_uid'] ) && '' !== (string) $item['uip_uid'] ) {
				$item['uip_uid'] = (string) $item['uip_uid'];
				$items[]         = $item;
			}
		}
		return $items;
	}
}
