<?php
/**
 * The kinds of content that have folders, and their taxonomies.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * A kind is a post type: `attachment` (the media library, always) and each
 * post type the administrator chose in `folderPostTypes` that exists and
 * has an admin list. Each kind has one hierarchical taxonomy,
 * `uip_folder_{post type}` (at most 31 characters: post type names are at
 * most 20).
 */
final class FolderKinds {

	/**
	 * Every taxonomy's name starts with this (the uninstaller deletes by it).
	 */
	public const TAXONOMY_PREFIX = 'uip_folder_';

	/**
	 * The media library's kind.
	 */
	public const MEDIA = 'attachment';

	/**
	 * The kinds on this site: media first, then the chosen post types.
	 *
	 * @return list<string> Post type names.
	 */
	public static function all(): array {
		$kinds  = array( self::MEDIA );
		$chosen = SiteSettings::get( Folders::POST_TYPES_SETTING );
		foreach ( is_array( $chosen ) ? $chosen : array() as $post_type ) {
			if ( is_string( $post_type ) && self::MEDIA !== $post_type && self::listable( $post_type ) ) {
				$kinds[] = $post_type;
			}
		}
		return array_values( array_unique( $kinds ) );
	}

	/**
	 * Whether a kind has folders on this site.
	 *
	 * @param string $kind A post type name.
	 */
	public static function exists( string $kind ): bool {
		return in_array( $kind, self::all(), true );
	}

	/**
	 * The taxonomy of a kind.
	 *
	 * @param string $kind A post type name.
	 */
	public static function taxonomy( string $kind ): string {
		return self::TAXONOMY_PREFIX . $kind;
	}

	/**
	 * The kind of a folder taxonomy ('' when it is not one).
	 *
	 * @param string $taxonomy A taxonomy name.
	 */
	public static function kind_of( string $taxonomy ): string {
		if ( ! str_starts_with( $taxonomy, self::TAXONOMY_PREFIX ) ) {
			return '';
		}
		$kind = substr( $taxonomy, strlen( self::TAXONOMY_PREFIX ) );
		return self::exists( $kind ) ? $kind : '';
	}

	/**
	 * The capability to see a kind's folders and file its items: the one
	 * its list screen requires (`upload_files` for media, the post type's
	 * `edit_posts`).
	 *
	 * @param string $kind A post type name.
	 */
	public static function capability( string $kind ): string {
		if ( self::MEDIA === $kind ) {
			return 'upload_files';
		}
		$type = get_post_type_object( $kind );
		return null !== $type && is_string( $type->cap->edit_posts ?? null ) ? $type->cap->edit_posts : 'edit_posts';
	}

	/**
	 * The post types an administrator may choose: those with an admin list, media aside.
	 *
	 * @return array<string, string> Name → label.
	 */
	public static function choices(): array {
		$choices = array();
		foreach ( get_post_types( array( 'show_ui' => true ), 'objects' ) as $name => $type ) {
			if ( self::MEDIA !== $name && self::listable( (string) $name ) ) {
				$choices[ (string) $name ] = is_string( $type->label ) ? $type->label : (string) $name;
			}
		}
		return $choices;
	}

	/**
	 * Whether a post type has an admin list table (and a name short enough for a taxonomy).
	 *
	 * @param string $post_type A post type name.
	 */
	private static function listable( string $post_type ): bool {
		$type = get_post_type_object( $post_type );
		return null !== $type && $type->show_ui && strlen( $post_type ) <= 20 && ! str_starts_with( $post_type, 'uip-' ) && 'wp_block' !== $post_type;
	}
}
