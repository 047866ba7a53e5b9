<?php
/**
 * GET/POST uipress/v1/folders/{kind} and POST/PATCH/DELETE uipress/v1/folders/{kind}/{id}.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Folders;

use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderStore;
use UiPress\Folders\FolderTree;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * A kind's tree, creating a folder, and one folder's rename, nesting,
 * reordering and delete. Every route needs the kind's capability
 * (FolderSchema::permission).
 */
final class FoldersController {

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			FolderSchema::NAMESPACE,
			'/folders/' . FolderSchema::KIND_PATTERN,
			array(
				'args'   => array( 'kind' => FolderSchema::kind_arg() ),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'tree' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
					'args'                => array(
						'name'   => FolderSchema::name_arg() + array( 'required' => true ),
						'parent' => FolderSchema::parent_arg() + array( 'default' => 0 ),
					),
				),
				'schema' => array( FolderSchema::class, 'tree' ),
			)
		);
		register_rest_route(
			FolderSchema::NAMESPACE,
			'/folders/' . FolderSchema::KIND_PATTERN . '/(?P<id>\d+)',
			array(
				'args'   => array(
					'kind' => FolderSchema::kind_arg(),
					'id'   => FolderSchema::id_arg(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
					'args'                => array(
						'name'     => FolderSchema::name_arg(),
						'parent'   => FolderSchema::parent_arg(),
						'position' => FolderSchema::position_arg(),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete' ),
					'permission_callback' => array( FolderSchema::class, 'permission' ),
				),
				'schema' => array( FolderSchema::class, 'folder_route' ),
			)
		);
	}

	/**
	 * The tree: `{ kind, label, folders, all, uncategorised, canEdit }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function tree( WP_REST_Request $request ): WP_REST_Response {
		$kind = FolderSchema::kind( $request );
		$type = get_post_type_object( $kind );
		$tree = FolderTree::read( $kind );
		return new WP_REST_Response(
			array(
				'kind'          => $kind,
				'label'         => null !== $type && is_string( $type->label ) ? $type->label : $kind,
				'folders'       => $tree['folders'],
				'all'           => $tree['all'],
				'uncategorised' => $tree['uncategorised'],
				'canEdit'       => current_user_can( FolderKinds::capability( $kind ) ),
			)
		);
	}

	/**
	 * Creates a folder: 201 with it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create( WP_REST_Request $request ) {
		$kind = FolderSchema::kind( $request );
		$name = $request->get_param( 'name' );
		$term = FolderStore::create( $kind, is_string( $name ) ? $name : '', FolderSchema::int_param( $request, 'parent' ) ?? 0 );
		return self::created( $kind, $term );
	}

	/**
	 * Renames, nests or reorders a folder; answers it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function update( WP_REST_Request $request ) {
		$kind = FolderSchema::kind( $request );
		$name = $request->get_param( 'name' );
		$term = FolderStore::update(
			$kind,
			FolderSchema::int_param( $request, 'id' ) ?? 0,
			is_string( $name ) ? $name : null,
			FolderSchema::int_param( $request, 'parent' ),
			FolderSchema::int_param( $request, 'position' )
		);
		if ( $term instanceof WP_Error ) {
			return $term;
		}
		return new WP_REST_Response( FolderTree::folder( $kind, $term ) );
	}

	/**
	 * Deletes a folder: `{ deleted: FolderSnapshot, folders: Folder[] }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete( WP_REST_Request $request ) {
		$kind     = FolderSchema::kind( $request );
		$snapshot = FolderStore::delete( $kind, FolderSchema::int_param( $request, 'id' ) ?? 0 );
		if ( $snapshot instanceof WP_Error ) {
			return $snapshot;
		}
		return new WP_REST_Response(
			array(
				'deleted' => $snapshot,
				'folders' => FolderTree::read( $kind )['folders'],
			)
		);
	}

	/**
	 * 201 with a new folder and its address, or the error.
	 *
	 * @param string           $kind The kind.
	 * @param WP_Term|WP_Error $term The folder made.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function created( string $kind, $term ) {
		if ( $term instanceof WP_Error ) {
			return $term;
		}
		$response = new WP_REST_Response( FolderTree::folder( $kind, $term ), 201 );
		$response->header( 'Location', rest_url( FolderSchema::NAMESPACE . '/folders/' . $kind . '/' . $term->term_id ) );
		return $response;
	}
}
