<?php
/**
 * Core's REST routes of the folder taxonomies, held to the folders' rules.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The taxonomies are in core's REST (`wp/v2/uip_folder_*`), whose terms
 * controller lets anyone, visitors included, list the terms of any
 * taxonomy shown in REST. Folder names are the site's own business: these
 * routes need the kind's capability, as ours do, and a user limited by
 * privateLibrary / privatePosts reads their own items' counts there too.
 */
final class CoreTermRoutes {

	/**
	 * Adds the hook.
	 */
	public static function register_hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( self::class, 'guard' ), 10, 3 );
	}

	/**
	 * Refuses core's folder routes to users without the kind's capability
	 * (filter `rest_request_before_callbacks`).
	 *
	 * @param mixed $response What the request answers so far.
	 * @param mixed $handler  The route's handler (unused).
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function guard( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof WP_REST_Request || $response instanceof WP_Error ) {
			return $response;
		}
		$kind = self::kind_of_route( $request->get_route() );
		if ( '' === $kind ) {
			return $response;
		}
		if ( ! current_user_can( FolderKinds::capability( $kind ) ) ) {
			return FolderErrors::forbidden( __( 'Sorry, you are not allowed to use the folders of this kind of content.', 'uipress' ) );
		}
		// Deleting a folder that holds items the user may not edit is refused by its capability (FolderDeletion).
		$user = FolderCounts::limited_user( $kind );
		if ( $user > 0 ) {
			$own = FolderCounts::own( $kind, $user )['folders'];
			add_filter(
				'rest_prepare_' . FolderKinds::taxonomy( $kind ),
				static function ( $prepared, $term ) use ( $own ) {
					if ( $prepared instanceof WP_REST_Response && $term instanceof WP_Term && is_array( $prepared->data ) && array_key_exists( 'count', $prepared->data ) ) {
						$prepared->data['count'] = $own[ $term->term_id ] ?? 0;
					}
					return $prepared;
				},
				10,
				2
			);
		}
		return $response;
	}

	/**
	 * The kind whose core terms route this is ('' for any other route).
	 *
	 * @param string $route A REST route, e.g. /wp/v2/uip_folder_page/12.
	 */
	private static function kind_of_route( string $route ): string {
		if ( ! str_contains( $route, FolderKinds::TAXONOMY_PREFIX ) ) {
			return '';
		}
		foreach ( FolderKinds::all() as $kind ) {
			$taxonomy = get_taxonomy( FolderKinds::taxonomy( $kind ) );
			if ( false === $taxonomy ) {
				continue;
			}
			$namespace = is_string( $taxonomy->rest_namespace ) && '' !== $taxonomy->rest_namespace ? $taxonomy->rest_namespace : 'wp/v2';
			$base      = '/' . $namespace . '/' . ( is_string( $taxonomy->rest_base ) && '' !== $taxonomy->rest_base ? $taxonomy->rest_base : $taxonomy->name );
			if ( $route === $base || str_starts_with( $route, $base . '/' ) ) {
				return $kind;
			}
		}
		return '';
	}
}
