<?php
/**
 * `wp uipress menu …`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Menus\MenuPostType;
use UiPress\Menus\MenuStore;
use WP_CLI;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Lists, exports and imports UiPress custom admin menus.
 *
 * Files are the menu creator's export (a list of `{ title, uipress }`,
 * with each menu's `status` added); imports pass MenuStore's checks and the
 * write guard, as the menu creator's saves do.
 *
 * ## EXAMPLES
 *
 *     wp uipress menu list
 *     wp uipress menu export --all > menus.json
 *     wp uipress menu import menus.json
 */
final class MenuCommand {

	/**
	 * Columns of `list`.
	 */
	private const FIELDS = array( 'ID', 'title', 'status', 'audience', 'items', 'modified' );

	/**
	 * Statuses listed and exported (the menu creator's).
	 */
	private const STATUSES = array( 'publish', 'draft' );

	/**
	 * Lists custom menus by menu order.
	 *
	 * ## OPTIONS
	 *
	 * [--fields=<fields>]
	 * : Columns to show. Default: ID, title, status, audience, items, modified.
	 *
	 * [--format=<format>]
	 * : Output format.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 *   - yaml
	 *   - ids
	 *   - count
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress menu list --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$rows = array();
		foreach ( self::menus() as $post ) {
			$fields = MenuStore::read( $post );
			$rows[] = array(
				'ID'       => $post->ID,
				'title'    => $post->post_title,
				'status'   => $post->post_status,
				'audience' => CliSupport::audience( $fields ),
				'items'    => count( MenuStore::items( $fields ) ),
				'modified' => $post->post_modified,
			);
		}
		CliSupport::show_rows( $assoc_args, $rows, self::FIELDS );
	}

	/**
	 * Exports menus as the menu creator's export file.
	 *
	 * ## OPTIONS
	 *
	 * [<id>...]
	 * : The menus to export.
	 *
	 * [--all]
	 * : Every published and draft menu.
	 *
	 * [--file=<file>]
	 * : Write to this file instead of the standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress menu export --all > menus.json
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		if ( array() === $args && ! isset( $assoc_args['all'] ) ) {
			CliSupport::fail( __( 'Name the menus to export, or pass --all.', 'uipress' ) );
		}
		$posts = array() === $args ? self::menus() : array_map( array( self::class, 'menu' ), $args );
		$items = array();
		foreach ( $posts as $post ) {
			$items[] = array(
				'title'   => $post->post_title,
				'uipress' => MenuStore::read( $post ),
				'status'  => $post->post_status,
			);
		}
		$file = isset( $assoc_args['file'] ) && is_string( $assoc_args['file'] ) ? $assoc_args['file'] : null;
		ExportJson::write( ExportJson::encode( $items ), $file );
		if ( null !== $file ) {
			/* translators: 1: how many menus; 2: a file path. */
			WP_CLI::success( sprintf( _n( 'Exported %1$d menu to %2$s.', 'Exported %1$d menus to %2$s.', count( $items ), 'uipress' ), count( $items ), $file ) );
		}
	}

	/**
	 * Imports a menu export file.
	 *
	 * The whole file is checked first; a file with any bad menu imports nothing.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The file; `-` reads the standard input.
	 *
	 * [--status=<status>]
	 * : Status of the imported menus. Default: each menu's `status` in the file, else draft.
	 * ---
	 * options:
	 *   - publish
	 *   - draft
	 * ---
	 *
	 * [--dry-run]
	 * : Check the file and say what would be imported; save nothing.
	 *
	 * [--porcelain]
	 * : Print only the new menus' IDs, one per line.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress menu import menus.json --dry-run
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$file = $args[0];
		$text = ExportJson::read( $file );
		ExportJson::decode( $text, $file );
		$data = json_decode( $text, true );
		if ( ! is_array( $data ) || ! array_is_list( $data ) || ! isset( $data[0] ) || ! is_array( $data[0] ) || array_is_list( $data[0] ) ) {
			CliSupport::fail( __( 'This is not a UiPress menu file: it must be a list of menu objects.', 'uipress' ) );
		}
		$force    = isset( $assoc_args['status'] ) && is_string( $assoc_args['status'] ) ? $assoc_args['status'] : null;
		$prepared = array();
		foreach ( $data as $index => $entry ) {
			$title = is_array( $entry ) && isset( $entry['title'] ) && is_string( $entry['title'] ) && '' !== trim( $entry['title'] ) ? trim( $entry['title'] ) : __( 'Imported menu', 'uipress' );
			if ( ! is_array( $entry ) || ! is_array( $entry['uipress'] ?? null ) ) {
				CliSupport::fail( self::refusal( $index, $title, new WP_Error( 'uipress_invalid_menu', __( 'it is not a menu object', 'uipress' ) ) ) );
			}
			$content = MenuStore::prepare( $entry['uipress'], null );
			if ( $content instanceof WP_Error ) {
				CliSupport::fail( self::refusal( $index, $title, $content ) . ' ' . __( 'Nothing was imported.', 'uipress' ) );
			}
			$prepared[] = array(
				'title'   => $title,
				'status'  => $force ?? ( in_array( $entry['status'] ?? null, self::STATUSES, true ) ? (string) $entry['status'] : 'draft' ),
				'content' => $content,
			);
		}
		if ( isset( $assoc_args['dry-run'] ) ) {
			PostImport::dry_run( $prepared );
			/* translators: %d: how many menus. */
			WP_CLI::success( sprintf( _n( 'Dry run: %d menu is valid; nothing was saved.', 'Dry run: %d menus are valid; nothing was saved.', count( $prepared ), 'uipress' ), count( $prepared ) ) );
			return;
		}
		$ids = PostImport::save( MenuPostType::NAME, $prepared, __( 'Importing menus', 'uipress' ), array( self::class, 'refusal' ) );
		if ( isset( $assoc_args['porcelain'] ) ) {
			PostImport::porcelain( $ids );
			return;
		}
		/* translators: 1: how many menus; 2: their IDs. */
		WP_CLI::success( sprintf( _n( 'Imported %1$d menu: %2$s.', 'Imported %1$d menus: %2$s.', count( $ids ), 'uipress' ), count( $ids ), implode( ', ', $ids ) ) );
	}

	/**
	 * Why a menu of a file is refused.
	 *
	 * @param int      $index Its position, from 0.
	 * @param string   $title Its title.
	 * @param WP_Error $error The refusal.
	 */
	public static function refusal( int $index, string $title, WP_Error $error ): string {
		/* translators: 1: position of the menu in the file, from 1; 2: its title; 3: why it is refused. */
		return sprintf( __( 'Menu %1$d (“%2$s”): %3$s', 'uipress' ), $index + 1, $title, CliSupport::message( $error ) );
	}

	/**
	 * Published and draft menus by menu order, then oldest first.
	 *
	 * @return list<WP_Post>
	 */
	private static function menus(): array {
		$posts = get_posts(
			array(
				'post_type'        => MenuPostType::NAME,
				'post_status'      => self::STATUSES,
				'posts_per_page'   => -1,
				'orderby'          => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'suppress_filters' => false,
			)
		);
		return array_values( array_filter( $posts, static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * The menu of an ID, or the command stops.
	 *
	 * @param string $id The ID given.
	 */
	private static function menu( string $id ): WP_Post {
		$post = ctype_digit( $id ) ? get_post( (int) $id ) : null;
		if ( ! MenuStore::is_menu( $post ) ) {
			/* translators: %s: the ID given. */
			CliSupport::fail( sprintf( __( 'There is no menu with ID %s.', 'uipress' ), $id ) );
		}
		return $post;
	}
}
