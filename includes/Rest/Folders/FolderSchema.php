<?php
/**
 * The JSON schemas and arguments of the folders routes.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Folders;

use UiPress\Folders\FolderErrors;
use UiPress\Folders\FolderItems;
use UiPress\Folders\FolderKinds;
use UiPress\Folders\FolderTree;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Folder, FolderSnapshot and the tree (docs/FOLDERS.md; src/folders/types.ts),
 * the shared `kind` and `id` arguments and the permission of every route.
 */
final class FolderSchema {

	/**
	 * The routes' namespace.
	 */
	public const NAMESPACE = 'uipress/v1';

	/**
	 * The `{kind}` part of every route.
	 */
	public const KIND_PATTERN = '(?P<kind>[a-z0-9_-]{1,20})';

	/**
	 * Most items a snapshot restores (the scale the issue names).
	 */
	public const MAX_SNAPSHOT_ITEMS = 50000;

	/**
	 * The permission of every route: a signed-in user (else 401, before
	 * anything about kinds is said), a kind with folders (else 404) and its
	 * capability (upload_files for media, the type's edit_posts).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function permission( WP_REST_Request $request ) {
		if ( ! is_user_logged_in() ) {
			return FolderErrors::forbidden( __( 'Sorry, you are not allowed to use the folders of this kind of content.', 'uipress' ) );
		}
		$kind = self::kind( $request );
		if ( ! FolderKinds::exists( $kind ) || ! taxonomy_exists( FolderKinds::taxonomy( $kind ) ) ) {
			return FolderErrors::unknown_kind();
		}
		if ( current_user_can( FolderKinds::capability( $kind ) ) ) {
			return true;
		}
		return FolderErrors::forbidden( __( 'Sorry, you are not allowed to use the folders of this kind of content.', 'uipress' ) );
	}

	/**
	 * The request's kind.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function kind( WP_REST_Request $request ): string {
		$kind = $request->get_param( 'kind' );
		return is_string( $kind ) ? $kind : '';
	}

	/**
	 * An integer parameter (null when absent).
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $name    Parameter.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public static function int_param( WP_REST_Request $request, string $name ): ?int {
		$value = $request->get_param( $name );
		return is_numeric( $value ) ? (int) $value : null;
	}

	/**
	 * The `kind` argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function kind_arg(): array {
		return array(
			'description' => __( 'The kind of content: attachment (media) or a post type with folders.', 'uipress' ),
			'type'        => 'string',
			'pattern'     => '^[a-z0-9_-]{1,20}$',
		);
	}

	/**
	 * The `id` argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function id_arg(): array {
		return array(
			'description' => __( 'Folder id.', 'uipress' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}

	/**
	 * A folder name argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function name_arg(): array {
		// Length checked by FolderStore, so an empty or long name is the contract's uipress_folders_invalid.
		return array(
			'description'       => sprintf(
				/* translators: %d: most characters. */
				__( 'Folder name (1 to %d characters, unique among its siblings).', 'uipress' ),
				FolderTree::MAX_NAME
			),
			'type'              => 'string',
			'sanitize_callback' => static fn( $value ): string => is_string( $value ) ? sanitize_text_field( $value ) : '',
			'validate_callback' => 'rest_validate_request_arg',
		);
	}

	/**
	 * A parent folder argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function parent_arg(): array {
		return array(
			'description' => __( 'Parent folder id (0: the top).', 'uipress' ),
			'type'        => 'integer',
			'minimum'     => 0,
		);
	}

	/**
	 * A position argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function position_arg(): array {
		return array(
			'description' => __( 'Position among the siblings, from 0 (past the end: last).', 'uipress' ),
			'type'        => 'integer',
			'minimum'     => 0,
		);
	}

	/**
	 * The item ids argument of a move.
	 *
	 * @return array<string, mixed>
	 */
	public static function ids_arg(): array {
		// How many is checked by FolderItems, so too many is the contract's uipress_folders_invalid.
		return array(
			'description' => sprintf(
				/* translators: %d: most items per move. */
				__( 'The items to move (1 to %d).', 'uipress' ),
				FolderItems::MAX_IDS
			),
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'required'    => true,
		);
	}

	/**
	 * The snapshot argument of a restore.
	 *
	 * @return array<string, mixed>
	 */
	public static function snapshot_arg(): array {
		return array(
			'description' => __( 'What deleting the folder answered.', 'uipress' ),
			'required'    => true,
		) + self::snapshot();
	}

	/**
	 * FolderSnapshot.
	 *
	 * @return array<string, mixed>
	 */
	public static function snapshot(): array {
		$ids = array(
			'type'     => 'array',
			'items'    => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'required' => true,
		);
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'name'     => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => FolderTree::MAX_NAME,
					'required'  => true,
				),
				'parent'   => array(
					'type'     => 'integer',
					'minimum'  => 0,
					'required' => true,
				),
				'position' => array(
					'type'     => 'integer',
					'minimum'  => 0,
					'required' => true,
				),
				'items'    => $ids + array( 'maxItems' => self::MAX_SNAPSHOT_ITEMS ),
				'children' => $ids + array( 'maxItems' => 10000 ),
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * Folder.
	 *
	 * @return array<string, mixed>
	 */
	public static function folder(): array {
		$int = array( 'type' => 'integer' );
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'       => $int,
				'name'     => array( 'type' => 'string' ),
				'parent'   => $int + array( 'description' => __( 'Parent folder id (0: the top).', 'uipress' ) ),
				'position' => $int + array( 'description' => __( 'Index among the siblings.', 'uipress' ) ),
				'count'    => $int + array( 'description' => __( 'Items in the folder (not in its subfolders) the viewer may see.', 'uipress' ) ),
			),
		);
	}

	/**
	 * The route schema of `/folders/{kind}`: the tree.
	 *
	 * @return array<string, mixed>
	 */
	public static function tree(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-folders',
			'type'       => 'object',
			'properties' => array(
				'kind'          => array( 'type' => 'string' ),
				'label'         => array( 'type' => 'string' ),
				'folders'       => array(
					'type'  => 'array',
					'items' => self::folder(),
				),
				'all'           => array( 'type' => 'integer' ),
				'uncategorised' => array( 'type' => 'integer' ),
				'canEdit'       => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * The route schema of `/folders/{kind}/{id}`: one folder.
	 *
	 * @return array<string, mixed>
	 */
	public static function folder_route(): array {
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'uipress-folder',
		) + self::folder();
	}

	/**
	 * The route schema of `/folders/{kind}/items`: a move's answer.
	 *
	 * @return array<string, mixed>
	 */
	public static function moved(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-folder-move',
			'type'       => 'object',
			'properties' => array(
				'moved'         => array( 'type' => 'integer' ),
				'folder'        => array(
					'type'        => 'integer',
					'description' => __( 'Where the items went (0: Uncategorised).', 'uipress' ),
				),
				'counts'        => array(
					'type'                 => 'object',
					'description'          => __( 'Every folder\'s count as the viewer may see it, by folder id.', 'uipress' ),
					'additionalProperties' => array( 'type' => 'integer' ),
				),
				'uncategorised' => array( 'type' => 'integer' ),
			),
		);
	}
}
