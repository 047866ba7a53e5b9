<?php
/**
 * The custom login address's slug: what it may be.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

use WP;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A slug is 3 to 64 lowercase letters, digits, hyphens or underscores,
 * starting and ending with a letter or digit. It may not be a word
 * WordPress answers itself (wp-admin, login, admin, dashboard, wp-json, a
 * query variable such as `p` or `s`…), start with `wp-`, or be the address
 * of existing content (a page, a post of a public type, an attachment): the
 * login would hide it.
 */
final class LoginSlug {

	/**
	 * Words WordPress, its shortcuts or its rewrite rules answer.
	 */
	private const RESERVED = array( 'login', 'admin', 'dashboard', 'logout', 'register', 'signup', 'activate', 'xmlrpc', 'feed', 'rdf', 'rss', 'rss2', 'atom', 'embed', 'trackback', 'comments', 'search', 'author', 'category', 'tag', 'page', 'attachment', 'sitemap', 'robots', 'favicon', 'index', 'site-admin', 'user-admin', 'network-admin' );

	/**
	 * The slug as stored ('' turns the custom address off), or why it is
	 * refused.
	 *
	 * @param mixed  $value The value sent.
	 * @param string $key   The setting's key.
	 * @return string|WP_Error
	 */
	public static function clean( $value, string $key ) {
		if ( ! is_string( $value ) ) {
			return self::refuse( $key, __( 'The login address must be text.', 'uipress' ) );
		}
		$slug = strtolower( trim( trim( $value ), '/' ) );
		if ( '' === $slug ) {
			return '';
		}
		$error = self::error( $slug );
		return '' === $error ? $slug : self::refuse( $key, $error );
	}

	/**
	 * What is wrong with a slug, or ''.
	 *
	 * @param string $slug The slug, lowercase.
	 */
	public static function error( string $slug ): string {
		if ( 1 !== preg_match( '/^[a-z0-9](?:[a-z0-9_-]{1,62})[a-z0-9]$/', $slug ) ) {
			return __( 'The login address must be 3 to 64 lowercase letters, digits, hyphens or underscores, starting and ending with a letter or digit.', 'uipress' );
		}
		if ( str_starts_with( $slug, 'wp-' ) || str_starts_with( $slug, 'wp_' ) || in_array( $slug, self::reserved(), true ) ) {
			/* translators: %s: the slug. */
			return sprintf( __( '“%s” is an address WordPress uses itself: choose another login address.', 'uipress' ), $slug );
		}
		if ( self::is_content( $slug ) ) {
			/* translators: %s: the slug. */
			return sprintf( __( '“%s” is the address of existing content: choose another login address.', 'uipress' ), $slug );
		}
		return '';
	}

	/**
	 * Every reserved word: ours, the REST prefix, and WordPress's query
	 * variables.
	 *
	 * @return list<string>
	 */
	private static function reserved(): array {
		$wp = new WP();
		return array_values(
			array_unique(
				array_map(
					'strtolower',
					array_merge( self::RESERVED, array( rest_get_url_prefix() ), $wp->public_query_vars, $wp->private_query_vars )
				)
			)
		);
	}

	/**
	 * Whether a slug is the address of a page, a public post or an attachment.
	 *
	 * @param string $slug The slug.
	 */
	private static function is_content( string $slug ): bool {
		$types = array_values( get_post_types( array( 'public' => true ) ) );
		if ( null !== get_page_by_path( $slug, 'OBJECT', $types ) ) {
			return true;
		}
		$posts = get_posts(
			array(
				'name'             => $slug,
				'post_type'        => $types,
				'post_status'      => array( 'publish', 'private', 'draft', 'pending', 'future', 'inherit' ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		return array() !== $posts;
	}

	/**
	 * A refusal naming the setting.
	 *
	 * @param string $key     The setting.
	 * @param string $message Why.
	 */
	private static function refuse( string $key, string $message ): WP_Error {
		return new WP_Error(
			'uipress_invalid_setting',
			$message,
			array(
				'status'  => 400,
				'setting' => $key,
			)
		);
	}
}
