<?php
/**
 * The query settings of a block (src/engine/types/query.ts QuerySettings).
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use UiPress\Templates\JsonTree;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the `query` argument of `POST uipress/v1/block-query`: an object, or
 * its JSON text. Missing members take the client's defaults
 * (DEFAULT_QUERY_SETTINGS); a member of the wrong type is refused with
 * `uipress_invalid_query` (400) naming it. Unknown members are ignored.
 *
 * @phpstan-type Settings array{type: 'posts'|'users', postTypes: list<string>, postStatus: list<string>, roles: list<string>, perPage: int, orderBy: string, order: 'ASC'|'DESC', limitToAuthor: bool, showPagination: bool, search: bool, folder: int|null}
 */
final class QuerySettings {

	/**
	 * Most results per page.
	 */
	public const MAX_PER_PAGE = 100;

	/**
	 * Values of `orderBy`.
	 */
	public const ORDER_BY = array( 'date', 'modified', 'title', 'menu_order', 'ID', 'name', 'registered' );

	/**
	 * The settings a query starts from.
	 *
	 * @return Settings
	 */
	public static function defaults(): array {
		return array(
			'type'           => 'posts',
			'postTypes'      => array( 'post' ),
			'postStatus'     => array( 'publish' ),
			'roles'          => array(),
			'perPage'        => 10,
			'orderBy'        => 'date',
			'order'          => 'DESC',
			'limitToAuthor'  => false,
			'showPagination' => true,
			'search'         => false,
			// A folder (its term id), 0 for Uncategorised, null for every folder (FOLDERS.md).
			'folder'         => null,
		);
	}

	/**
	 * The settings sent, checked.
	 *
	 * @param mixed $value An object, or JSON text of one.
	 * @return Settings|WP_Error
	 */
	public static function parse( $value ) {
		if ( is_string( $value ) ) {
			$value = json_decode( $value, true );
			if ( JSON_ERROR_NONE !== json_last_error() ) {
				return self::invalid( __( 'The query is not valid JSON.', 'uipress' ) );
			}
		}
		if ( ! JsonTree::is_object( $value ) ) {
			return self::invalid( __( 'The query must be an object.', 'uipress' ) );
		}
		$sent     = JsonTree::members( $value );
		$settings = self::defaults();

		if ( isset( $sent['type'] ) ) {
			if ( 'posts' !== $sent['type'] && 'users' !== $sent['type'] ) {
				return self::invalid( __( 'query.type must be posts or users.', 'uipress' ) );
			}
			$settings['type'] = $sent['type'];
		}

		foreach ( array( 'postTypes', 'postStatus', 'roles' ) as $key ) {
			if ( ! isset( $sent[ $key ] ) ) {
				continue;
			}
			$names = self::names( $sent[ $key ] );
			if ( null === $names ) {
				/* translators: %s: query.postTypes, query.postStatus or query.roles */
				return self::invalid( sprintf( __( '%s must be a list of names.', 'uipress' ), 'query.' . $key ) );
			}
			$settings[ $key ] = $names;
		}
		if ( array() === $settings['postTypes'] ) {
			$settings['postTypes'] = array( 'post' );
		}
		if ( array() === $settings['postStatus'] ) {
			$settings['postStatus'] = array( 'publish' );
		}

		if ( isset( $sent['perPage'] ) ) {
			$per_page = $sent['perPage'];
			if ( is_string( $per_page ) && is_numeric( $per_page ) ) {
				$per_page = (int) $per_page;
			}
			if ( ! is_int( $per_page ) && ! ( is_float( $per_page ) && floor( $per_page ) === $per_page ) ) {
				return self::invalid( __( 'query.perPage must be a whole number.', 'uipress' ) );
			}
			$settings['perPage'] = max( 1, min( self::MAX_PER_PAGE, (int) $per_page ) );
		}

		if ( isset( $sent['orderBy'] ) ) {
			if ( ! in_array( $sent['orderBy'], self::ORDER_BY, true ) ) {
				/* translators: %s: the valid values, comma-separated */
				return self::invalid( sprintf( __( 'query.orderBy must be one of: %s.', 'uipress' ), implode( ', ', self::ORDER_BY ) ) );
			}
			$settings['orderBy'] = (string) $sent['orderBy'];
		}

		if ( isset( $sent['order'] ) ) {
			$order = is_string( $sent['order'] ) ? strtoupper( $sent['order'] ) : '';
			if ( 'ASC' !== $order && 'DESC' !== $order ) {
				return self::invalid( __( 'query.order must be ASC or DESC.', 'uipress' ) );
			}
			$settings['order'] = $order;
		}

		foreach ( array( 'limitToAuthor', 'showPagination', 'search' ) as $key ) {
			if ( ! isset( $sent[ $key ] ) ) {
				continue;
			}
			$flag = is_int( $sent[ $key ] ) ? (string) $sent[ $key ] : $sent[ $key ];
			if ( ! ( is_bool( $flag ) || is_string( $flag ) ) || ! rest_is_boolean( $flag ) ) {
				/* translators: %s: query.limitToAuthor, query.showPagination or query.search */
				return self::invalid( sprintf( __( '%s must be true or false.', 'uipress' ), 'query.' . $key ) );
			}
			$settings[ $key ] = rest_sanitize_boolean( $flag );
		}

		if ( isset( $sent['folder'] ) ) {
			$folder = is_string( $sent['folder'] ) && is_numeric( $sent['folder'] ) ? (int) $sent['folder'] : $sent['folder'];
			if ( ! is_int( $folder ) || $folder < 0 ) {
				return self::invalid( __( 'query.folder must be a folder id, 0 for Uncategorised, or null.', 'uipress' ) );
			}
			$settings['folder'] = $folder;
		}

		return $settings;
	}

	/**
	 * A list of non-empty names, or null.
	 *
	 * @param mixed $value Value sent.
	 * @return list<string>|null
	 */
	private static function names( $value ): ?array {
		if ( ! JsonTree::is_list( $value ) ) {
			return null;
		}
		$names = array();
		foreach ( $value as $name ) {
			if ( ! is_string( $name ) ) {
				return null;
			}
			$name = trim( $name );
			if ( '' !== $name ) {
				$names[] = $name;
			}
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * The error of a refused query.
	 *
	 * @param string $message Translated message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'uipress_invalid_query', $message, array( 'status' => 400 ) );
	}
}
