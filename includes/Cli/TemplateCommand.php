<?php
/**
 * `wp uipress template …`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Security\Writer;
use UiPress\Templates\TemplatePostType;
use UiPress\Templates\TemplateStore;
use WP_CLI;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Lists, exports, imports and deletes templates, and sets who they apply to.
 *
 * Every write goes through the templates' guard (TemplateStore and the
 * write guard of wp_insert_post()), as the builder's do. Without --user the
 * command line is trusted (docs/SECURITY.md); with --user, that user's
 * capabilities decide, so code needs a user who may post unfiltered HTML.
 *
 * ## EXAMPLES
 *
 *     wp uipress template list
 *     wp uipress template export --all > templates.json
 *     wp uipress template import templates.json --dry-run
 */
final class TemplateCommand {

	/**
	 * Columns of `list`.
	 */
	private const FIELDS = array( 'ID', 'title', 'status', 'type', 'audience', 'modified' );

	/**
	 * Statuses listed and exported unless --status says otherwise (the builder's).
	 */
	private const STATUSES = array( 'publish', 'draft' );

	/**
	 * Lists templates.
	 *
	 * ## OPTIONS
	 *
	 * [--status=<status>]
	 * : Only templates of this status (publish, draft, trash…). Default: published and drafts.
	 *
	 * [--fields=<fields>]
	 * : Columns to show. Default: ID, title, status, type, audience, modified.
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
	 *     wp uipress template list
	 *     wp uipress template list --status=publish --format=ids
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		$rows = array_map( array( self::class, 'row' ), self::templates( self::statuses( $assoc_args ) ) );
		CliSupport::show_rows( $assoc_args, $rows, self::FIELDS );
	}

	/**
	 * Shows one template.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The template's ID.
	 *
	 * [--field=<field>]
	 * : One field only: ID, title, status, type, audience, modified or uipress (the template as JSON).
	 *
	 * [--fields=<fields>]
	 * : Fields to show.
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
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress template get 12 --field=audience
	 *     wp uipress template get 12 --field=uipress > tree.json
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function get( array $args, array $assoc_args ): void {
		$post            = self::template( $args[0] );
		$item            = self::row( $post );
		$item['uipress'] = TemplateStore::for_response( TemplateStore::read( $post ) );
		( new \WP_CLI\Formatter( $assoc_args, array_merge( self::FIELDS, array( 'uipress' ) ) ) )->display_item( $item );
	}

	/**
	 * Exports templates as the builder's export file.
	 *
	 * A list of `{ title, uipress }`, with each template's `status` added. Secret
	 * options (keys inside blocks) are left out, as in the builder.
	 *
	 * ## OPTIONS
	 *
	 * [<id>...]
	 * : The templates to export.
	 *
	 * [--all]
	 * : Every published and draft template.
	 *
	 * [--file=<file>]
	 * : Write to this file instead of the standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress template export --all > templates.json
	 *     wp uipress template export 12 14 --file=two.json
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		if ( array() === $args && ! isset( $assoc_args['all'] ) ) {
			CliSupport::fail( __( 'Name the templates to export, or pass --all.', 'uipress' ) );
		}
		$posts    = array() === $args ? self::templates( self::STATUSES ) : array_map( array( self::class, 'template' ), $args );
		$progress = new Progress( __( 'Exporting templates', 'uipress' ), count( $posts ) );
		$items    = array();
		foreach ( $posts as $post ) {
			$items[] = array(
				'title'   => $post->post_title,
				'uipress' => TemplateStore::for_response( TemplateStore::read( $post ) ),
				'status'  => $post->post_status,
			);
			$progress->tick();
		}
		$progress->finish();
		$file = isset( $assoc_args['file'] ) && is_string( $assoc_args['file'] ) ? $assoc_args['file'] : null;
		ExportJson::write( ExportJson::encode( $items ), $file );
		if ( null !== $file ) {
			/* translators: 1: how many templates; 2: a file path. */
			WP_CLI::success( sprintf( _n( 'Exported %1$d template to %2$s.', 'Exported %1$d templates to %2$s.', count( $items ), 'uipress' ), count( $items ), $file ) );
		}
	}

	/**
	 * Imports an export file (the builder's or this command's).
	 *
	 * The whole file is checked first, each template by the same guard as the
	 * builder's saves; a file with any bad template imports nothing.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The file; `-` reads the standard input.
	 *
	 * [--status=<status>]
	 * : Status of the imported templates. Default: each template's `status` in the file, else draft (as the builder imports).
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
	 * : Print only the new templates' IDs, one per line.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress template import templates.json
	 *     wp uipress template import templates.json --status=draft --dry-run
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$file  = $args[0];
		$items = TemplateFile::items( ExportJson::decode( ExportJson::read( $file ), $file ) );
		$force = isset( $assoc_args['status'] ) && is_string( $assoc_args['status'] ) ? $assoc_args['status'] : null;

		$prepared = array();
		foreach ( $items as $index => $item ) {
			$content = TemplateStore::prepare( $item['uipress'], null, Writer::current() );
			if ( $content instanceof WP_Error ) {
				CliSupport::fail( TemplateFile::refusal( $index, $item['title'], $content ) . ' ' . __( 'Nothing was imported.', 'uipress' ) );
			}
			$prepared[] = array(
				'title'   => $item['title'],
				'status'  => $force ?? $item['status'],
				'content' => $content,
			);
		}

		if ( isset( $assoc_args['dry-run'] ) ) {
			PostImport::dry_run( $prepared );
			/* translators: %d: how many templates. */
			WP_CLI::success( sprintf( _n( 'Dry run: %d template is valid; nothing was saved.', 'Dry run: %d templates are valid; nothing was saved.', count( $prepared ), 'uipress' ), count( $prepared ) ) );
			return;
		}
		$ids = PostImport::save( TemplatePostType::NAME, $prepared, __( 'Importing templates', 'uipress' ), array( TemplateFile::class, 'refusal' ) );
		if ( isset( $assoc_args['porcelain'] ) ) {
			PostImport::porcelain( $ids );
			return;
		}
		/* translators: 1: how many templates; 2: their IDs. */
		WP_CLI::success( sprintf( _n( 'Imported %1$d template: %2$s.', 'Imported %1$d templates: %2$s.', count( $ids ), 'uipress' ), count( $ids ), implode( ', ', $ids ) ) );
	}

	/**
	 * Deletes templates: to the trash, or for good with --force.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : The templates.
	 *
	 * [--force]
	 * : Delete for good instead of moving to the trash.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress template delete 12
	 *     wp uipress template delete $(wp uipress template list --format=ids) --force
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function delete( array $args, array $assoc_args ): void {
		$force = isset( $assoc_args['force'] );
		foreach ( array_map( array( self::class, 'template' ), $args ) as $post ) {
			$done = $force ? wp_delete_post( $post->ID, true ) : wp_trash_post( $post->ID );
			if ( ! $done ) {
				/* translators: %d: a template's ID. */
				CliSupport::fail( sprintf( __( 'Template %d could not be deleted.', 'uipress' ), $post->ID ) );
			}
			WP_CLI::success(
				$force
					/* translators: %d: a template's ID. */
					? sprintf( __( 'Deleted template %d.', 'uipress' ), $post->ID )
					/* translators: %d: a template's ID. */
					: sprintf( __( 'Trashed template %d.', 'uipress' ), $post->ID )
			);
		}
	}

	/**
	 * Sets who a template applies to.
	 *
	 * Each list given replaces the template's; lists not given stay as they are (an empty value clears one).
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The template's ID.
	 *
	 * [--roles=<roles>]
	 * : Role names it applies to, separated by commas.
	 *
	 * [--users=<users>]
	 * : Users it applies to (IDs, logins or emails), separated by commas.
	 *
	 * [--exclude-roles=<roles>]
	 * : Role names it never applies to.
	 *
	 * [--exclude-users=<users>]
	 * : Users it never applies to.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress template apply-to 12 --roles=editor,author
	 *     wp uipress template apply-to 12 --users=admin --exclude-roles=subscriber
	 *
	 * @subcommand apply-to
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function apply_to( array $args, array $assoc_args ): void {
		$post    = self::template( $args[0] );
		$changes = self::audience_changes( $assoc_args );
		$content = TemplateStore::prepare( $changes, $post, Writer::current() );
		if ( $content instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $content ) );
		}
		$saved = wp_update_post(
			array(
				'ID'           => $post->ID,
				'post_content' => wp_slash( $content ),
			),
			true
		);
		if ( $saved instanceof WP_Error ) {
			CliSupport::fail( CliSupport::message( $saved ) );
		}
		$updated = get_post( $post->ID );
		$fields  = $updated instanceof WP_Post ? TemplateStore::read( $updated ) : TemplateStore::read( $post );
		/* translators: 1: a template's ID; 2: who it applies to. */
		WP_CLI::success( sprintf( __( 'Template %1$d applies to %2$s.', 'uipress' ), $post->ID, CliSupport::audience( $fields ) ) );
	}

	/**
	 * The audience lists the options give.
	 *
	 * @param array<string, mixed> $assoc_args Options.
	 * @return array<string, list<string>|list<int>>
	 */
	private static function audience_changes( array $assoc_args ): array {
		$changes = array();
		foreach ( array(
			'roles'         => 'forRoles',
			'exclude-roles' => 'excludesRoles',
		) as $option => $key ) {
			if ( array_key_exists( $option, $assoc_args ) ) {
				$changes[ $key ] = CliSupport::roles( CliSupport::csv( $assoc_args[ $option ] ) );
			}
		}
		foreach ( array(
			'users'         => 'forUsers',
			'exclude-users' => 'excludesUsers',
		) as $option => $key ) {
			if ( array_key_exists( $option, $assoc_args ) ) {
				$changes[ $key ] = CliSupport::user_ids( CliSupport::csv( $assoc_args[ $option ] ) );
			}
		}
		if ( array() === $changes ) {
			CliSupport::fail( __( 'Say who the template applies to: --roles, --users, --exclude-roles or --exclude-users.', 'uipress' ) );
		}
		return $changes;
	}

	/**
	 * The statuses a listing asks for.
	 *
	 * @param array<string, mixed> $assoc_args Options.
	 * @return list<string>
	 */
	private static function statuses( array $assoc_args ): array {
		return isset( $assoc_args['status'] ) && is_string( $assoc_args['status'] ) ? CliSupport::csv( $assoc_args['status'] ) : self::STATUSES;
	}

	/**
	 * Templates of some statuses, oldest first.
	 *
	 * @param string[] $statuses Statuses.
	 * @return list<WP_Post>
	 */
	private static function templates( array $statuses ): array {
		$posts = get_posts(
			array(
				'post_type'        => TemplatePostType::NAME,
				'post_status'      => $statuses,
				'posts_per_page'   => -1,
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => false,
			)
		);
		return array_values( array_filter( $posts, static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * The template of an ID, or the command stops.
	 *
	 * @param string $id The ID given.
	 */
	private static function template( string $id ): WP_Post {
		$post = ctype_digit( $id ) ? get_post( (int) $id ) : null;
		if ( ! TemplateStore::is_template( $post ) ) {
			/* translators: %s: the ID given. */
			CliSupport::fail( sprintf( __( 'There is no template with ID %s.', 'uipress' ), $id ) );
		}
		return $post;
	}

	/**
	 * A row of `list`.
	 *
	 * @param WP_Post $post The template.
	 * @return array<string, mixed>
	 */
	private static function row( WP_Post $post ): array {
		$fields = TemplateStore::read( $post );
		return array(
			'ID'       => $post->ID,
			'title'    => $post->post_title,
			'status'   => $post->post_status,
			'type'     => $fields['type'],
			'audience' => CliSupport::audience( $fields ),
			'modified' => $post->post_modified,
		);
	}
}
