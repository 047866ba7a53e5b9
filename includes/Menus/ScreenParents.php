<?php
/**
 * The menu item an admin screen belongs to.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Runtime\ResolvedScreen;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Screens that are not menu items themselves belong to one: WordPress's
 * page files name it in `$submenu_file`/`$parent_file` to highlight it
 * (comment.php highlights Comments, post.php the list of its post type).
 * Those files set them only as they build the page, after the screen's own
 * code ran, so the same rules are kept here, read from the screen WordPress
 * resolved.
 */
final class ScreenParents {

	/**
	 * The option groups of core's settings screens (options.php saves them).
	 */
	public const OPTION_SCREENS = array(
		'general'    => 'options-general.php',
		'writing'    => 'options-writing.php',
		'reading'    => 'options-reading.php',
		'discussion' => 'options-discussion.php',
		'media'      => 'options-media.php',
	);

	/**
	 * Files whose screens belong to one menu item whatever they are asked.
	 */
	public const FIXED = array(
		'comment.php'              => 'edit-comments.php',
		'moderation.php'           => 'edit-comments.php',
		'media.php'                => 'upload.php',
		'theme-install.php'        => 'themes.php',
		'privacy-policy-guide.php' => 'options-privacy.php',
		'link.php'                 => 'link-manager.php',
		'link-add.php'             => 'link-manager.php',
	);

	/**
	 * The screen and the items it belongs to, nearest first (post.php of a
	 * page: itself, then Pages), a few steps at most (update.php installing
	 * a theme: itself, Add New Theme, Themes); a screen seen twice ends it.
	 *
	 * @param ResolvedScreen $screen The screen.
	 * @return list<ResolvedScreen>
	 */
	public static function chain( ResolvedScreen $screen ): array {
		$chain = array( $screen );
		$seen  = array( $screen->key() => true );
		$item  = self::item_of( $screen );
		while ( null !== $item && ! isset( $seen[ $item->key() ] ) ) {
			$chain[]              = $item;
			$seen[ $item->key() ] = true;
			$item                 = self::item_of( $item );
		}
		return $chain;
	}

	/**
	 * The menu item a screen belongs to, or null when it is one itself (or
	 * belongs to none).
	 *
	 * @param ResolvedScreen $screen The screen.
	 */
	public static function item_of( ResolvedScreen $screen ): ?ResolvedScreen {
		$file = $screen->file();
		if ( '' !== $screen->page() ) {
			return null;
		}
		if ( '' !== $screen->importer() ) {
			return new ResolvedScreen( 'import.php' );
		}
		if ( isset( self::FIXED[ $file ] ) ) {
			return new ResolvedScreen( self::FIXED[ $file ] );
		}
		switch ( $file ) {
			case 'post.php':
			case 'post-new.php':
			case 'edit.php':
				return self::list_of( $screen->post_type(), 'edit.php' !== $file );
			case 'revision.php':
				return self::list_of( self::revised_type( $screen ), true );
			case 'term.php':
				return new ResolvedScreen( 'edit-tags.php', '', '', '', $screen->taxonomy() );
			case 'user-edit.php':
				// Its own profile, as wp-admin/user-edit.php treats it (IS_PROFILE_PAGE).
				$user = (int) $screen->arg( 'user_id' );
				return new ResolvedScreen( 0 === $user || get_current_user_id() === $user ? 'profile.php' : 'users.php' );
			case 'options.php':
				return self::options_screen( $screen );
			case 'update.php':
				return self::update_screen( $screen->arg( 'action' ) );
		}
		return null;
	}

	/**
	 * The list a post type's screens belong to (media: the library).
	 *
	 * @param string $type     Post type.
	 * @param bool   $own_list Whether the list itself belongs to it (not for edit.php, which is the list).
	 */
	private static function list_of( string $type, bool $own_list ): ?ResolvedScreen {
		if ( 'attachment' === $type ) {
			return new ResolvedScreen( 'upload.php' );
		}
		return $own_list && '' !== $type ? new ResolvedScreen( 'edit.php', '', '', $type ) : null;
	}

	/**
	 * The post type of the post a revision screen shows (wp-admin/revision.php).
	 *
	 * @param ResolvedScreen $screen The revision screen.
	 */
	private static function revised_type( ResolvedScreen $screen ): string {
		$id       = (int) ( '' !== $screen->arg( 'revision' ) ? $screen->arg( 'revision' ) : $screen->arg( 'to' ) );
		$revision = $id > 0 ? get_post( $id ) : null;
		$post     = $revision instanceof WP_Post ? get_post( $revision->post_parent ) : null;
		return $post instanceof WP_Post ? $post->post_type : '';
	}

	/**
	 * The settings screen a request to options.php stands for: the screen
	 * whose form it saves (core's groups), or Settings for the list of all
	 * options. A plugin's group is saved for whichever screen the plugin
	 * put its form on, which only the plugin knows (its capability guards it).
	 *
	 * @param ResolvedScreen $screen The options.php request.
	 */
	private static function options_screen( ResolvedScreen $screen ): ?ResolvedScreen {
		$group = $screen->arg( 'option_page' );
		if ( '' === $group ) {
			return new ResolvedScreen( 'options-general.php' );
		}
		return isset( self::OPTION_SCREENS[ $group ] ) ? new ResolvedScreen( self::OPTION_SCREENS[ $group ] ) : null;
	}

	/**
	 * The screen an update.php action belongs to (wp-admin/update.php).
	 *
	 * @param string $action The action.
	 */
	private static function update_screen( string $action ): ?ResolvedScreen {
		if ( '' === $action ) {
			return null;
		}
		$install = str_starts_with( $action, 'install-' ) || str_starts_with( $action, 'upload-' );
		if ( str_contains( $action, 'theme' ) ) {
			return new ResolvedScreen( $install ? 'theme-install.php' : 'themes.php' );
		}
		return new ResolvedScreen( $install ? 'plugin-install.php' : 'plugins.php' );
	}
}
