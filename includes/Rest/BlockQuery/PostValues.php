<?php
/**
 * Placeholder values of a post.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The values a posts query offers its children, as plain strings. Content
 * and excerpt of a password-protected post are '' for users who may not
 * edit it.
 */
final class PostValues {

	/**
	 * Keys offered.
	 */
	public const KEYS = array(
		'post_id',
		'post_title',
		'post_excerpt',
		'post_content',
		'post_date',
		'post_modified',
		'post_author',
		'post_author_avatar',
		'post_link',
		'post_edit_link',
		'post_status',
		'post_status_label',
		'post_type',
		'post_type_label',
		'post_thumbnail',
		'post_slug',
		'post_comment_count',
	);

	/**
	 * Words in an excerpt made from the content.
	 */
	private const EXCERPT_WORDS = 55;

	/**
	 * The values of the keys asked for that this class knows.
	 *
	 * @param WP_Post  $post The post.
	 * @param string[] $keys Keys.
	 * @return array<string, string>
	 */
	public static function for_post( WP_Post $post, array $keys ): array {
		$values = array();
		foreach ( array_intersect( self::KEYS, $keys ) as $key ) {
			$values[ $key ] = self::value( $post, $key );
		}
		return $values;
	}

	/**
	 * One value.
	 *
	 * @param WP_Post $post The post.
	 * @param string  $key  Key.
	 */
	private static function value( WP_Post $post, string $key ): string {
		switch ( $key ) {
			case 'post_id':
				return (string) $post->ID;
			case 'post_title':
				return PlainText::from_html( $post->post_title );
			case 'post_excerpt':
				return self::excerpt( $post );
			case 'post_content':
				return self::is_locked( $post ) ? '' : PlainText::from_html( $post->post_content );
			case 'post_date':
				return (string) get_the_date( '', $post );
			case 'post_modified':
				return (string) get_the_modified_date( '', $post );
			case 'post_author':
				return PlainText::from_html( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) );
			case 'post_author_avatar':
				return (string) get_avatar_url( (int) $post->post_author );
			case 'post_link':
				return (string) get_permalink( $post );
			case 'post_edit_link':
				return (string) get_edit_post_link( $post->ID, 'raw' );
			case 'post_status':
				return $post->post_status;
			case 'post_status_label':
				$status = get_post_status_object( $post->post_status );
				return $status instanceof \stdClass && is_string( $status->label ?? null ) ? $status->label : $post->post_status;
			case 'post_type':
				return $post->post_type;
			case 'post_type_label':
				$type  = get_post_type_object( $post->post_type );
				$label = $type instanceof \WP_Post_Type ? ( $type->labels->singular_name ?? null ) : null;
				return is_string( $label ) ? $label : $post->post_type;
			case 'post_thumbnail':
				return (string) get_the_post_thumbnail_url( $post, 'full' );
			case 'post_slug':
				return urldecode( $post->post_name );
			case 'post_comment_count':
				return (string) $post->comment_count;
		}
		return '';
	}

	/**
	 * The excerpt: the post's own, or the start of its content.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function excerpt( WP_Post $post ): string {
		if ( self::is_locked( $post ) ) {
			return '';
		}
		if ( '' !== trim( $post->post_excerpt ) ) {
			return PlainText::from_html( $post->post_excerpt );
		}
		$words = apply_filters( 'excerpt_length', self::EXCERPT_WORDS ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own excerpt length.
		$words = is_numeric( $words ) ? max( 1, (int) $words ) : self::EXCERPT_WORDS;
		return wp_trim_words( PlainText::from_html( $post->post_content ), $words, '…' );
	}

	/**
	 * Whether a password hides the post's text from the current user.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function is_locked( WP_Post $post ): bool {
		return '' !== $post->post_password && ! current_user_can( 'edit_post', $post->ID );
	}
}
