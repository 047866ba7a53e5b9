<?php
/**
 * `wp uipress folder …`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Folders\FolderItems;
use UiPress\Folders\FolderKinds;
use UiPress\Folders\Folders;
use UiPress\Folders\FolderStore;
use UiPress\Folders\FolderTree;
use WP_CLI;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Lists folders, creates one and files items (docs/FOLDERS.md), through the
 * code the routes use. A kind is `attachment` (media) or a post type with
 * folders. Without `--user` the command line is trusted to move any item;
 * with it, the user must be able to edit each item, as in the admin.
 *
 * ## EXAMPLES
 *
 *     wp uipress folder list attachment
 *     wp uipress folder create page Legal
 *     wp uipress folder move attachment 12 101 102 103
 */
final class FolderCommand {

	/**
	 * Columns of `list`.
	 */
	private const FIELDS = array( 'ID', 'name', 'parent', 'position', 'count' );

	/**
	 * Lists a kind's folders, parents before their children.
	 *
	 * ## OPTIONS
	 *
	 * <kind>
	 * : attachment (media) or a post type with folders.
	 *
	 * [--fields=<fields>]
	 * : Columns to show. Default: ID, name, parent, position, count.
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
	 *     wp uipress folder list attachment --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$kind = self::kind( $args[0] );
		$rows = array();
		foreach ( self::depth_first( FolderTree::read( $kind )['folders'], 0 ) as $folder ) {
			$rows[] = array(
				'ID'       => $folder['id'],
				'name'     => $folder['name'],
				'parent'   => $folder['parent'],
				'position' => $folder['position'],
				'count'    => $folder['count'],
			);
		}
		CliSupport::show_rows( $assoc_args, $rows, self::FIELDS );
	}

	/**
	 * Creates a folder at the end of its parent's.
	 *
	 * ## OPTIONS
	 *
	 * <kind>
	 * : attachment (media) or a post type with folders.
	 *
	 * <name>
	 * : The folder's name (unique among its siblings).
	 *
	 * [--parent=<id>]
	 * : The parent folder. Default: the top.
	 *
	 * [--porcelain]
	 * : Print only the new folder's ID.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress folder create attachment Logos --parent=12
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function create( array $args, array $assoc_args ): void {
		$kind   = self::kind( $args[0] );
		$parent = $assoc_args['parent'] ?? 0;
		if ( ! is_numeric( $parent ) || (int) $parent < 0 ) {
			CliSupport::fail( __( '--parent is a folder ID (0: the top).', 'uipress' ) );
		}
		$term = FolderStore::create( $kind, sanitize_text_field( $args[1] ), (int) $parent );
		if ( $term instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $term ) );
		}
		if ( isset( $assoc_args['porcelain'] ) ) {
			WP_CLI::line( (string) $term->term_id );
			return;
		}
		/* translators: 1: folder name; 2: its ID. */
		WP_CLI::success( sprintf( __( 'Created folder “%1$s” (%2$d).', 'uipress' ), FolderTree::name( $term ), $term->term_id ) );
	}

	/**
	 * Files items into a folder (0: Uncategorised). All or nothing.
	 *
	 * ## OPTIONS
	 *
	 * <kind>
	 * : attachment (media) or a post type with folders.
	 *
	 * <folder>
	 * : The folder's ID, or 0 to take the items out of every folder.
	 *
	 * <ids>...
	 * : The items (at most 1000 per run).
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress folder move attachment 12 $(wp post list --post_type=attachment --format=ids)
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options (none).
	 */
	public function move( array $args, array $assoc_args ): void {
		unset( $assoc_args );
		$kind   = self::kind( (string) array_shift( $args ) );
		$folder = (string) array_shift( $args );
		foreach ( array_merge( array( $folder ), $args ) as $id ) {
			if ( ! ctype_digit( $id ) ) {
				/* translators: %s: what was given. */
				CliSupport::fail( sprintf( __( '“%s” is not an ID.', 'uipress' ), $id ) );
			}
		}
		$ids   = array_values( array_map( 'intval', $args ) );
		$moved = FolderItems::move( $kind, $ids, (int) $folder, get_current_user_id() > 0 );
		if ( $moved instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $moved ) );
		}
		if ( 0 === (int) $folder ) {
			/* translators: %d: how many items. */
			WP_CLI::success( sprintf( _n( 'Moved %d item to Uncategorised.', 'Moved %d items to Uncategorised.', $moved, 'uipress' ), $moved ) );
			return;
		}
		/* translators: 1: how many items; 2: a folder ID. */
		WP_CLI::success( sprintf( _n( 'Moved %1$d item to folder %2$d.', 'Moved %1$d items to folder %2$d.', $moved, 'uipress' ), $moved, (int) $folder ) );
	}

	/**
	 * A kind with folders on this site, else the command stops.
	 *
	 * @param string $kind What was given.
	 */
	private static function kind( string $kind ): string {
		if ( ! Folders::enabled() ) {
			CliSupport::fail( __( 'Folders are off on this site: turn on foldersEnabled first (wp uipress settings set foldersEnabled true).', 'uipress' ) );
		}
		if ( ! FolderKinds::exists( $kind ) || ! taxonomy_exists( FolderKinds::taxonomy( $kind ) ) ) {
			/* translators: 1: what was given; 2: the kinds with folders. */
			CliSupport::fail( sprintf( __( '“%1$s” has no folders. Kinds with folders: %2$s.', 'uipress' ), $kind, implode( ', ', FolderKinds::all() ) ) );
		}
		return $kind;
	}

	/**
	 * Folders with each parent before its children.
	 *
	 * @param list<array{id: int, name: string, parent: int, position: int, count: int}> $folders The tree's folders.
	 * @param int                                                                        $parent  Where to start.
	 * @return list<array{id: int, name: string, parent: int, position: int, count: int}>
	 */
	private static function depth_first( array $folders, int $parent ): array {
		$rows = array();
		foreach ( $folders as $folder ) {
			if ( $folder['parent'] === $parent ) {
				$rows[] = $folder;
				array_push( $rows, ...self::depth_first( $folders, $folder['id'] ) );
			}
		}
		return $rows;
	}
}
