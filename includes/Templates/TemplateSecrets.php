<?php
/**
 * Secret block options, kept out of post_content.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Lifecycle\StoredData;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A template's tree is stored in post_content, which WordPress copies into
 * revisions and prints in WXR exports. So secret option values
 * (SecretOptions::keys(), e.g. the AI chat block's `apiKey`) are taken out of
 * the JSON whenever a template, revision or autosave is written, whoever
 * writes it, and kept in the protected post meta `_uipress_secrets`
 * (`{ identity: { key: value } }`, identity as BlockTree::identity()), which
 * is skipped by exports, not revisioned and not registered for REST. Only
 * server code reads them back (option(), merge()).
 *
 * Writing a template replaces the stored secrets by those of the new tree:
 * a secret the tree sends wins ('' clears it), one it leaves out is kept for
 * a block that is still there, and the secrets of removed blocks go.
 */
final class TemplateSecrets {

	/**
	 * Post meta holding a template's secrets.
	 */
	public const META = '_uipress_secrets';

	/**
	 * Secrets of the template being written, until its meta is saved; null when none is pending.
	 *
	 * @var array<string, array<string, mixed>>|null
	 */
	private static ?array $pending = null;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		// Late, so the content is final (other filters may still rewrite it before).
		add_filter( 'wp_insert_post_data', array( self::class, 'before_write' ), 999, 2 );
		add_action( 'save_post_' . StoredData::TEMPLATE_POST_TYPE, array( self::class, 'after_write' ), 1 );
		add_filter( 'wxr_export_skip_postmeta', array( self::class, 'skip_in_export' ), 10, 2 );
	}

	/**
	 * Filter callback for `wp_insert_post_data`: strips secrets from the
	 * content of a template (remembering them) or of a template's revision.
	 *
	 * @param mixed $data    Slashed post data about to be written.
	 * @param mixed $postarr Slashed post array as given.
	 * @return mixed
	 */
	public static function before_write( $data, $postarr ) {
		if ( ! is_array( $data ) || ! is_string( $data['post_content'] ?? null ) ) {
			return $data;
		}
		$type     = $data['post_type'] ?? '';
		$template = StoredData::TEMPLATE_POST_TYPE === $type;
		$parent   = $data['post_parent'] ?? 0;
		$revision = 'revision' === $type && is_numeric( $parent ) && TemplateStore::is_template( get_post( (int) $parent ) );
		if ( ! $template && ! $revision ) {
			return $data;
		}
		if ( $template ) {
			self::$pending = null;
		}

		$decoded = JsonTree::decode( (string) wp_unslash( $data['post_content'] ) );
		if ( ! JsonTree::is_object( $decoded ) ) {
			return $data;
		}
		$members = JsonTree::members( $decoded );
		$content = JsonTree::is_list( $members['content'] ?? null ) ? $members['content'] : array();
		$found   = self::collect( $content );

		if ( $template ) {
			$id            = is_array( $postarr ) && is_numeric( $postarr['ID'] ?? null ) ? (int) $postarr['ID'] : 0;
			self::$pending = self::combine( $content, $found, $id > 0 ? self::stored( $id ) : array() );
		}
		if ( array() === $found ) {
			return $data;
		}
		$members['content'] = SecretOptions::strip( $content );
		$json               = JsonTree::encode( JsonTree::object( $members ) );
		if ( false !== $json ) {
			$data['post_content'] = wp_slash( $json );
		}
		return $data;
	}

	/**
	 * Action callback for `save_post_uip-ui-template`: stores the secrets
	 * taken from the content just written.
	 *
	 * @param mixed $post_id The template's id.
	 */
	public static function after_write( $post_id ): void {
		$secrets       = self::$pending;
		self::$pending = null;
		if ( null === $secrets || ! is_numeric( $post_id ) ) {
			return;
		}
		if ( array() === $secrets ) {
			delete_post_meta( (int) $post_id, self::META );
			return;
		}
		update_post_meta( (int) $post_id, self::META, wp_slash( $secrets ) );
	}

	/**
	 * Filter callback for `wxr_export_skip_postmeta`: exports never carry secrets.
	 *
	 * @param mixed $skip     Whether to skip the meta.
	 * @param mixed $meta_key Its key.
	 */
	public static function skip_in_export( $skip, $meta_key ): bool {
		return self::META === $meta_key || (bool) $skip;
	}

	/**
	 * One secret option of one block, for the server's own use (e.g. the AI
	 * proxy). Never send it to a browser.
	 *
	 * @param int    $template_id The template.
	 * @param string $block_uid   The block's uid.
	 * @param string $key         The option, one of SecretOptions::keys().
	 * @return string '' when none is stored.
	 * @phpstan-impure
	 */
	public static function option( int $template_id, string $block_uid, string $key ): string {
		$secrets = self::stored( $template_id );
		$value   = $secrets[ 'uid:' . $block_uid ][ $key ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A template's tree with its stored secrets put back, for the server's
	 * own use. Never send the result to a browser.
	 *
	 * @param int   $template_id The template.
	 * @param array $content     Its blocks (as TemplateStore::read() gives them).
	 * @phpstan-param list<mixed> $content
	 * @return list<mixed>
	 */
	public static function merge( int $template_id, array $content ): array {
		$secrets = self::stored( $template_id );
		if ( array() === $secrets ) {
			return $content;
		}
		return BlockTree::map(
			$content,
			static function ( array $block, string $path ) use ( $secrets ): array {
				$own = $secrets[ BlockTree::identity( $block, $path ) ] ?? array();
				return array() === $own ? $block : BlockTree::with_options( $block, array_merge( BlockTree::options( $block ), $own ) );
			}
		);
	}

	/**
	 * The secrets stored for a template.
	 *
	 * @param int $template_id The template.
	 * @return array<string, array<string, mixed>>
	 * @phpstan-impure
	 */
	public static function stored( int $template_id ): array {
		$stored  = get_post_meta( $template_id, self::META, true );
		$secrets = array();
		foreach ( is_array( $stored ) ? $stored : array() as $identity => $options ) {
			if ( is_string( $identity ) && is_array( $options ) ) {
				$secrets[ $identity ] = array_filter( $options, 'is_string', ARRAY_FILTER_USE_KEY );
			}
		}
		return $secrets;
	}

	/**
	 * Moves the secrets of a template stored before they were kept apart out
	 * of its content and of its revisions' (an upgrade step). Writes the rows
	 * directly, so no revision holding them is made on the way.
	 *
	 * @param WP_Post $template The template.
	 * @return bool Whether anything was moved.
	 */
	public static function move_out_of_content( WP_Post $template ): bool {
		/**
		 * WordPress's database.
		 *
		 * @var \wpdb $wpdb
		 */
		global $wpdb;
		$moved = false;
		$posts = array( $template );
		foreach ( wp_get_post_revisions( $template->ID, array( 'check_enabled' => false ) ) as $revision ) {
			if ( $revision instanceof WP_Post ) {
				$posts[] = $revision;
			}
		}
		foreach ( $posts as $post ) {
			$data = self::before_write(
				array(
					'post_content' => wp_slash( $post->post_content ),
					'post_type'    => $post->post_type,
					'post_parent'  => $post->post_parent,
				),
				array( 'ID' => $post->ID )
			);
			if ( $post === $template ) {
				self::after_write( $template->ID );
			}
			$content = is_array( $data ) && is_string( $data['post_content'] ?? null ) ? wp_unslash( $data['post_content'] ) : $post->post_content;
			if ( $content !== $post->post_content ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an upgrade step; the cache is cleared below.
				$wpdb->update( $wpdb->posts, array( 'post_content' => $content ), array( 'ID' => $post->ID ) );
				clean_post_cache( $post->ID );
				$moved = true;
			}
		}
		return $moved;
	}

	/**
	 * Secret option values present in a tree, by block identity.
	 *
	 * @param array $content Blocks.
	 * @phpstan-param list<mixed> $content
	 * @return array<string, array<string, mixed>>
	 */
	private static function collect( array $content ): array {
		$keys  = SecretOptions::keys();
		$found = array();
		BlockTree::each(
			$content,
			static function ( array $block, string $path ) use ( $keys, &$found ): void {
				$options = BlockTree::options( $block );
				foreach ( $keys as $key ) {
					if ( array_key_exists( $key, $options ) ) {
						$found[ BlockTree::identity( $block, $path ) ][ $key ] = $options[ $key ];
					}
				}
			}
		);
		return $found;
	}

	/**
	 * The secrets to store: those the tree sends, then the stored ones of its
	 * blocks it leaves out; empty values dropped.
	 *
	 * @param array                               $content Blocks.
	 * @phpstan-param list<mixed> $content
	 * @param array<string, array<string, mixed>> $found   Secrets the tree sends.
	 * @param array<string, array<string, mixed>> $stored  Secrets stored now.
	 * @return array<string, array<string, mixed>>
	 */
	private static function combine( array $content, array $found, array $stored ): array {
		$secrets = array();
		foreach ( array_keys( BlockTree::index( $content ) ) as $identity ) {
			$own = array_merge( $stored[ $identity ] ?? array(), $found[ $identity ] ?? array() );
			$own = array_filter( $own, static fn ( $value ): bool => null !== $value && '' !== $value );
			if ( array() !== $own ) {
				$secrets[ $identity ] = $own;
			}
		}
		return $secrets;
	}
}
