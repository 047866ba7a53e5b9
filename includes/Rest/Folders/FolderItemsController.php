<?php
/**
 * POST uipress/v1/folders/{kind}/items and POST uipress/v1/folders/{kind}/restore.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Folders;

use UiPress\Folders\FolderItems;
use UiPress\Folders\FolderStore;
use UiPress\Folders\FolderTree;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Moving items into a folder (all-or-nothing on `edit_post` per item) and
 * undoing a folder's delete from its snapshot.
 */
final class FolderItemsController {

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			FolderSchema::NAMESPACE,
			'/folders/' . FolderSchema::KIND_PATTERN . '/items',
			array(
				'args'   => array( 'kind' => FolderSchema::kind_arg() ),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'move' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
					'args'                => array(
						'ids'    => FolderSchema::ids_arg(),
						'folder' => array(
							'description' => __( 'The folder id (0: Uncategorised).', 'uipress' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'required'    => true,
						),
					),
				),
				'schema' => array( FolderSchema::class, 'moved' ),
			)
		);
		register_rest_route(
			FolderSchema::NAMESPACE,
			'/folders/' . FolderSchema::KIND_PATTERN . '/restore',
			array(
				'args'   => array( 'kind' => FolderSchema::kind_arg() ),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'restore' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
					'args'                => array( 'snapshot' => FolderSchema::snapshot_arg() ),
				),
				'schema' => array( FolderSchema::class, 'folder_route' ),
			)
		);
	}

	/**
	 * Moves items: `{ moved, folder, counts, uncategorised }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function move( WP_REST_Request $request ) {
		$kind   = FolderSchema::kind( $request );
		$folder = FolderSchema::int_param( $request, 'folder' ) ?? 0;
		$ids    = $request->get_param( 'ids' );
		$moved  = FolderItems::move( $kind, array_values( array_map( 'intval', is_array( $ids ) ? array_filter( $ids, 'is_numeric' ) : array() ) ), $folder );
		if ( $moved instanceof WP_Error ) {
			return $moved;
		}
		$tree   = FolderTree::read( $kind );
		$counts = array();
		foreach ( $tree['folders'] as $row ) {
			$counts[ (string) $row['id'] ] = $row['count'];
		}
		return new WP_REST_Response(
			array(
				'moved'         => $moved,
				'folder'        => $folder,
				'counts'        => (object) $counts,
				'uncategorised' => $tree['uncategorised'],
			)
		);
	}

	/**
	 * Restores a deleted folder: 201 with it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function restore( WP_REST_Request $request ) {
		$kind     = FolderSchema::kind( $request );
		$snapshot = $request->get_param( 'snapshot' );
		$snapshot = is_array( $snapshot ) ? $snapshot : array();
		$ints     = static fn( $list ): array => array_values( array_map( 'intval', is_array( $list ) ? array_filter( $list, 'is_numeric' ) : array() ) );
		$term     = FolderStore::restore(
			$kind,
			array(
				'name'     => is_string( $snapshot['name'] ?? null ) ? sanitize_text_field( $snapshot['name'] ) : '',
				'parent'   => is_numeric( $snapshot['parent'] ?? null ) ? (int) $snapshot['parent'] : 0,
				'position' => is_numeric( $snapshot['position'] ?? null ) ? (int) $snapshot['position'] : 0,
				'items'    => $ints( $snapshot['items'] ?? null ),
				'children' => $ints( $snapshot['children'] ?? null ),
			)
		);
		return FoldersController::created( $kind, $term );
	}
}
