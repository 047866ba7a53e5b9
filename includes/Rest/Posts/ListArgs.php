<?php
/**
 * The arguments the post list routes share.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Rest\BlockQueryController;
use WP_Error;
use WP_Post_Type;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Argument schemas of posts-table, recent-posts and search: what the schema
 * can say (types, bounds, enums), plus validate callbacks for what it
 * cannot (a post type that is not registered or not shown in the admin,
 * search text that is only white space). Every refusal is WordPress's
 * `rest_invalid_param` (400) naming the argument.
 */
final class ListArgs {

	/**
	 * Longest search text.
	 */
	public const MAX_SEARCH = 200;

	/**
	 * Most results per page.
	 */
	public const MAX_PER_PAGE = 100;

	/**
	 * Results per page unless asked otherwise (spec: default posts per page).
	 */
	public const DEFAULT_PER_PAGE = 10;

	/**
	 * Most post types one request may name.
	 */
	public const MAX_TYPES = 50;

	/**
	 * `search`: text the posts must contain.
	 *
	 * @param bool $required Whether the route needs non-blank text (search), else it defaults to ''.
	 * @return array<string, mixed>
	 */
	public static function search( bool $required = false ): array {
		$arg = array(
			'description'       => $required
				? __( 'Text the posts must contain (1 to 200 characters, not only white space).', 'uipress' )
				: __( 'Text the posts must contain; empty lists every post.', 'uipress' ),
			'type'              => 'string',
			'maxLength'         => self::MAX_SEARCH,
			'validate_callback' => $required ? array( self::class, 'validate_required_search' ) : 'rest_validate_request_arg',
			'sanitize_callback' => array( self::class, 'sanitize_search' ),
		);
		if ( $required ) {
			$arg['required']  = true;
			$arg['minLength'] = 1;
		} else {
			$arg['default'] = '';
		}
		return $arg;
	}

	/**
	 * `page` and `perPage`.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function paging(): array {
		return array(
			'page'    => array(
				'description'       => __( 'Page of results, from 1.', 'uipress' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'perPage' => array(
				'description'       => __( 'Results per page, 1 to 100.', 'uipress' ),
				'type'              => 'integer',
				'default'           => self::DEFAULT_PER_PAGE,
				'minimum'           => 1,
				'maximum'           => self::MAX_PER_PAGE,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
		);
	}

	/**
	 * `postTypes`: names of registered post types shown in the admin.
	 *
	 * @param string[]|null $default Default list; null for none (the route picks).
	 * @return array<string, mixed>
	 */
	public static function post_types( ?array $default ): array {
		$arg = array(
			'description'       => __( 'Post types to list: names of registered post types shown in the admin.', 'uipress' ),
			'type'              => 'array',
			'items'             => array(
				'type'      => 'string',
				'minLength' => 1,
				'maxLength' => 20,
			),
			'minItems'          => 1,
			'maxItems'          => self::MAX_TYPES,
			'validate_callback' => array( self::class, 'validate_post_types' ),
			'sanitize_callback' => array( self::class, 'sanitize_post_types' ),
		);
		if ( null !== $default ) {
			$arg['default'] = $default;
		}
		return $arg;
	}

	/**
	 * `limitToAuthor`.
	 *
	 * @return array<string, mixed>
	 */
	public static function limit_to_author(): array {
		return array(
			'description'       => __( 'Whether to list only the current user’s own posts.', 'uipress' ),
			'type'              => 'boolean',
			'default'           => false,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'rest_sanitize_boolean',
		);
	}

	/**
	 * What the request asks for of the arguments every list shares, as
	 * ReadablePosts takes it (listing every status, newest first).
	 *
	 * @param WP_REST_Request $request Request (its arguments validated and sanitized).
	 * @param string[]        $types   Post types to list.
	 * @phpstan-param list<string> $types
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{types: list<string>, statuses: list<string>, search: string, limitToAuthor: bool, orderBy: 'date', order: 'desc', page: int, perPage: int}
	 */
	public static function spec( $request, array $types ): array {
		return array(
			'types'         => $types,
			'statuses'      => ReadableClause::STATUSES,
			'search'        => self::sanitize_search( $request->get_param( 'search' ) ),
			'limitToAuthor' => true === $request->get_param( 'limitToAuthor' ),
			'orderBy'       => 'date',
			'order'         => 'desc',
			'page'          => self::whole_number( $request->get_param( 'page' ), 1 ),
			'perPage'       => min( self::MAX_PER_PAGE, self::whole_number( $request->get_param( 'perPage' ), self::DEFAULT_PER_PAGE ) ),
		);
	}

	/**
	 * A whole number of at least 1.
	 *
	 * @param mixed $value    Value.
	 * @param int   $fallback Value when it is none.
	 */
	private static function whole_number( $value, int $fallback ): int {
		return is_numeric( $value ) ? max( 1, (int) $value ) : $fallback;
	}

	/**
	 * Validates non-blank search text (validate_callback of a required `search`).
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function validate_required_search( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid instanceof WP_Error ? $valid : self::invalid( $param, __( 'Invalid search text.', 'uipress' ) );
		}
		if ( '' === self::sanitize_search( $value ) ) {
			return self::invalid(
				$param,
				/* translators: %s: argument name. */
				sprintf( __( '%s must hold some text to search for.', 'uipress' ), $param )
			);
		}
		return true;
	}

	/**
	 * Search text as plain text, trimmed (sanitize_callback of `search`).
	 *
	 * @param mixed $value Value sent.
	 */
	public static function sanitize_search( $value ): string {
		return trim( BlockQueryController::sanitize_search( $value ) );
	}

	/**
	 * Validates `postTypes`: the schema, then each name is a registered post
	 * type with `show_ui`.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function validate_post_types( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid instanceof WP_Error ? $valid : self::invalid( $param, __( 'Invalid post types.', 'uipress' ) );
		}
		foreach ( self::sanitize_post_types( $value ) as $name ) {
			if ( ! self::is_listable_type( $name ) ) {
				return self::invalid(
					$param,
					/* translators: 1: argument name, 2: post type name. */
					sprintf( __( '%1$s: %2$s is not a post type shown in the admin.', 'uipress' ), $param, $name )
				);
			}
		}
		return true;
	}

	/**
	 * The names sent, as a list without duplicates (sanitize_callback of `postTypes`).
	 *
	 * @param mixed $value Value sent (list, or comma-separated text).
	 * @return list<string>
	 */
	public static function sanitize_post_types( $value ): array {
		$names = array();
		foreach ( is_array( $value ) || is_string( $value ) ? wp_parse_list( $value ) : array() as $name ) {
			if ( is_string( $name ) && '' !== $name && ! in_array( $name, $names, true ) ) {
				$names[] = $name;
			}
		}
		return $names;
	}

	/**
	 * Whether a name is a registered post type shown in the admin.
	 *
	 * @param string $name Post type name.
	 */
	public static function is_listable_type( string $name ): bool {
		$type = get_post_type_object( $name );
		return $type instanceof WP_Post_Type && $type->show_ui;
	}

	/**
	 * WordPress's error for one bad argument.
	 *
	 * @param string $param   Argument name.
	 * @param string $message Translated message.
	 */
	public static function invalid( string $param, string $message ): WP_Error {
		return new WP_Error( 'rest_invalid_param', $message, array( 'param' => $param ) );
	}
}
