<?php
/**
 * The admin screen WordPress resolved for a request, or the one an address names.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use WP_Post;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * What decides an admin screen is what WordPress itself decided, never the
 * request's URL string: the file it runs (`$pagenow`, from the script the
 * server ran, so `/wp-admin/./tools.php` is tools.php), the plugin page
 * (`$plugin_page`, decoded and passed through plugin_basename(), served
 * alike by admin.php and any parent file), the post type and taxonomy of
 * the screen (`$typenow`/`$taxnow`, or the WP_Screen once it is set up),
 * and the arguments as WordPress reads them (decoded, `%70age` is `page`).
 *
 * An address (a menu item's URL, a setting's entry) is read into the same
 * shape, so both compare by key(): `admin.php?page=X` and
 * `options-general.php?page=X` are one screen; `edit.php` is
 * `edit.php?post_type=post`; other arguments (`paged`, `orderby`) name no
 * other screen.
 */
final class ResolvedScreen {

	/**
	 * Files whose screen is one per post type.
	 */
	public const POST_TYPE_FILES = array( 'edit.php', 'post-new.php', 'post.php' );

	/**
	 * Files whose screen is one per taxonomy.
	 */
	public const TAXONOMY_FILES = array( 'edit-tags.php', 'term.php' );

	/**
	 * Constructor.
	 *
	 * @param string                $file      Admin file ('edit.php').
	 * @param string                $page      Plugin page ('' when none).
	 * @param string                $importer  Importer admin.php runs (`import=`, '' when none).
	 * @param string                $post_type Post type ('' when not known).
	 * @param string                $taxonomy  Taxonomy ('' when not known).
	 * @param array<string, string> $args      Arguments, decoded.
	 */
	public function __construct(
		private string $file,
		private string $page = '',
		private string $importer = '',
		private string $post_type = '',
		private string $taxonomy = '',
		private array $args = array()
	) {}

	/**
	 * The screen of this request, as WordPress resolved it: from the
	 * globals wp-admin/admin.php sets before `admin_init`, or from the
	 * WP_Screen it sets up next (which knows the post type of post.php).
	 *
	 * @param WP_Screen|null $screen The current screen, once WordPress set it.
	 */
	public static function current( ?WP_Screen $screen = null ): self {
		$file = self::global_string( 'pagenow' );
		$page = self::global_string( 'plugin_page' );
		// The request's arguments as WordPress reads them ($_REQUEST), only compared, never used.
		$args = self::strings( wp_unslash( array_merge( $_GET, $_POST ) ) ); // phpcs:ignore WordPress.Security.NonceVerification, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( null !== $screen ) {
			$post_type = $screen->post_type;
			$taxonomy  = $screen->taxonomy;
		} else {
			$post_type = self::global_string( 'typenow' );
			$taxonomy  = self::global_string( 'taxnow' );
			if ( 'post.php' === $file && '' === $post_type ) {
				// WP_Screen::get()'s rule, before the screen exists: the post's type.
				$post_type = self::type_of_post( (int) ( $args['post'] ?? $args['post_ID'] ?? 0 ) );
			}
		}
		// wp-admin/admin.php runs an importer for `import=` when no plugin page is named.
		$importer = '' === $page ? ( $args['import'] ?? '' ) : '';
		return new self( strtolower( $file ), $page, $importer, $post_type, $taxonomy, $args );
	}

	/**
	 * The screen an address names, or null when it names no admin screen
	 * (the front end, network admin, a folder, no file).
	 *
	 * @param string $url Absolute URL, admin path (`/wp-admin/tools.php`) or a path relative to the admin (`edit.php?post_type=page`).
	 */
	public static function of_url( string $url ): ?self {
		$parts = '' !== trim( $url ) ? wp_parse_url( trim( $url ) ) : false;
		if ( ! is_array( $parts ) ) {
			return null;
		}
		// By the path only, as the admin menu links: a menu made before the
		// site moved to another address still names the same screens.
		$file = self::admin_file( $parts['path'] ?? '', isset( $parts['host'] ) || str_starts_with( $parts['path'] ?? '', '/' ), trim( (string) wp_parse_url( admin_url(), PHP_URL_PATH ), '/' ) );
		if ( null === $file ) {
			return null;
		}
		$args = array();
		wp_parse_str( $parts['query'] ?? '', $args );
		$args = self::strings( $args );

		$page      = isset( $args['page'] ) ? plugin_basename( $args['page'] ) : '';
		$post_type = $args['post_type'] ?? '';
		if ( 'post.php' === $file && '' === $post_type ) {
			$post_type = self::type_of_post( (int) ( $args['post'] ?? 0 ) );
		}
		$importer = '' === $page ? ( $args['import'] ?? '' ) : '';
		return new self( $file, $page, $importer, $post_type, $args['taxonomy'] ?? '', $args );
	}

	/**
	 * The screen's identity: a plugin page whatever file serves it, an
	 * importer, or the file with the post type or taxonomy its screen is for.
	 */
	public function key(): string {
		if ( '' !== $this->page ) {
			return 'admin.php?page=' . $this->page;
		}
		if ( '' !== $this->importer ) {
			return 'admin.php?import=' . $this->importer;
		}
		if ( in_array( $this->file, self::POST_TYPE_FILES, true ) ) {
			return $this->file . '?post_type=' . $this->post_type();
		}
		if ( in_array( $this->file, self::TAXONOMY_FILES, true ) ) {
			return $this->file . '?taxonomy=' . $this->taxonomy();
		}
		return $this->file;
	}

	/**
	 * The admin file ('edit.php').
	 */
	public function file(): string {
		return $this->file;
	}

	/**
	 * The plugin page ('' when none).
	 */
	public function page(): string {
		return $this->page;
	}

	/**
	 * The importer wp-admin/admin.php runs ('' when none).
	 */
	public function importer(): string {
		return $this->importer;
	}

	/**
	 * The post type; on the files of post types, `post` when none is named (as WordPress does).
	 */
	public function post_type(): string {
		return '' === $this->post_type && in_array( $this->file, self::POST_TYPE_FILES, true ) ? 'post' : $this->post_type;
	}

	/**
	 * The taxonomy; on the files of taxonomies, `post_tag` when none is named (as WordPress does).
	 */
	public function taxonomy(): string {
		return '' === $this->taxonomy && in_array( $this->file, self::TAXONOMY_FILES, true ) ? 'post_tag' : $this->taxonomy;
	}

	/**
	 * An argument's value ('' when absent).
	 *
	 * @param string $name Argument.
	 */
	public function arg( string $name ): string {
		return $this->args[ $name ] ?? '';
	}

	/**
	 * The arguments, decoded.
	 *
	 * @return array<string, string>
	 */
	public function args(): array {
		return $this->args;
	}

	/**
	 * The admin file a URL path names: relative to the admin, one file
	 * name ending in .php, dot segments resolved; null otherwise.
	 *
	 * @param string $path     The URL's path.
	 * @param bool   $absolute Whether the path starts at the site's root.
	 * @param string $admin    The admin's path from the root ('wp-admin').
	 */
	private static function admin_file( string $path, bool $absolute, string $admin ): ?string {
		$segments = array();
		foreach ( explode( '/', rawurldecode( $path ) ) as $segment ) {
			if ( '..' === $segment ) {
				return null;
			}
			if ( '' !== $segment && '.' !== $segment ) {
				$segments[] = $segment;
			}
		}
		$resolved = implode( '/', $segments );
		if ( '' !== $admin && ( $resolved === $admin || str_starts_with( $resolved, $admin . '/' ) ) ) {
			$resolved = ltrim( substr( $resolved, strlen( $admin ) ), '/' );
		} elseif ( $absolute ) {
			return null;
		}
		if ( '' === $resolved ) {
			return 'index.php';
		}
		return 1 === preg_match( '/^[a-z0-9_.-]+\.php$/i', $resolved ) ? strtolower( $resolved ) : null;
	}

	/**
	 * The type of a post ('' when there is none).
	 *
	 * @param int $id Post id.
	 */
	private static function type_of_post( int $id ): string {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post ? $post->post_type : '';
	}

	/**
	 * A global's string value ('' when it is not a string).
	 *
	 * @param string $name Global.
	 */
	private static function global_string( string $name ): string {
		return isset( $GLOBALS[ $name ] ) && is_string( $GLOBALS[ $name ] ) ? $GLOBALS[ $name ] : '';
	}

	/**
	 * The string members of a list of arguments, unslashed.
	 *
	 * @param array<mixed> $args Arguments.
	 * @return array<string, string>
	 */
	private static function strings( array $args ): array {
		$strings = array();
		foreach ( $args as $name => $value ) {
			if ( is_string( $name ) && is_string( $value ) ) {
				$strings[ $name ] = $value;
			}
		}
		return $strings;
	}
}
