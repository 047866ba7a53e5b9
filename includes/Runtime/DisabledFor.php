<?php
/**
 * The site setting `uipDisabledFor`: admin screens that keep the stock admin.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * Each entry names an admin file, optionally with arguments
 * (`options-general.php`, `edit.php?post_type=page`, `post.php?post=12`,
 * `admin.php?page=my-plugin`). It matches the screen WordPress resolved for
 * the request (ResolvedScreen): the file WordPress runs, never the query
 * string, so an argument a user adds (`?x=tools.php`) switches nothing off.
 * An entry naming a plugin page (`page=`) matches that page whichever file
 * serves it; `post_type` and `taxonomy` compare with the screen's (`edit.php`
 * with none is Posts); any other argument of the entry must have the same
 * value in the request. Arguments the request has and the entry does not
 * are ignored (`edit.php` matches every list of posts).
 */
final class DisabledFor {

	/**
	 * Whether the setting lists a screen.
	 *
	 * @param ResolvedScreen $screen The screen.
	 */
	public static function lists( ResolvedScreen $screen ): bool {
		foreach ( RuntimeConfig::setting_list( 'uipDisabledFor' ) as $entry ) {
			$named = ResolvedScreen::of_url( $entry );
			if ( null !== $named && self::names( $named, $screen ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an entry names a screen.
	 *
	 * @param ResolvedScreen $named  The entry, read as a screen.
	 * @param ResolvedScreen $screen The screen.
	 */
	public static function names( ResolvedScreen $named, ResolvedScreen $screen ): bool {
		$args = $named->args();
		if ( '' !== $named->page() ) {
			if ( $named->page() !== $screen->page() ) {
				return false;
			}
			unset( $args['page'] );
		} elseif ( $named->file() !== $screen->file() ) {
			return false;
		}
		foreach ( $args as $name => $value ) {
			if ( 'post_type' === $name ) {
				$actual = $screen->post_type();
			} elseif ( 'taxonomy' === $name ) {
				$actual = $screen->taxonomy();
			} else {
				$actual = $screen->arg( $name );
			}
			if ( $actual !== $value ) {
				return false;
			}
		}
		return true;
	}
}
