<?php
/**
 * Reading and writing a template's `uipress` field.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Forms\FormTargetGuard;
use UiPress\Lifecycle\StoredData;
use UiPress\Security\Writer;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The field is stored whole as JSON in the template's post_content, so every
 * revision and autosave carries it and restoring a revision restores the
 * tree. The JSON is pure ASCII with `<`, `>`, `&` and quotes escaped inside
 * strings: kses (which filters post_content for users without
 * unfiltered_html) and database charsets find nothing to change.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class TemplateStore {

	/**
	 * Largest stored field, in bytes of JSON.
	 */
	public const MAX_BYTES = 2097152;

	/**
	 * The field of a template, a revision or an autosave (defaults for what is missing).
	 *
	 * @param WP_Post $post The post.
	 * @return Fields
	 */
	public static function read( WP_Post $post ): array {
		return self::from_json( (string) $post->post_content );
	}

	/**
	 * The field held in stored JSON, its blocks in today's shape
	 * (BlockMigrations). Members of the wrong type fall back to their
	 * defaults, so a hand-edited post cannot break a reader.
	 *
	 * @param string $json Stored JSON ('' when nothing is stored).
	 * @return Fields
	 */
	public static function from_json( string $json ): array {
		$fields  = TemplateFields::defaults();
		$decoded = '' === trim( $json ) ? null : JsonTree::decode( $json );
		if ( ! JsonTree::is_object( $decoded ) ) {
			return $fields;
		}
		$stored = JsonTree::members( $decoded );

		if ( in_array( $stored['type'] ?? null, TemplateFields::TYPES, true ) ) {
			$fields['type'] = (string) $stored['type'];
		}
		if ( JsonTree::is_list( $stored['content'] ?? null ) ) {
			$fields['content'] = BlockMigrations::apply( $stored['content'] );
		}
		if ( JsonTree::is_object( $stored['settings'] ?? null ) ) {
			$settings = array_merge( JsonTree::members( $fields['settings'] ), JsonTree::members( $stored['settings'] ) );
			foreach ( CodeGuard::TEMPLATE_CODE as $key ) {
				$settings[ $key ] = is_string( $settings[ $key ] ) ? $settings[ $key ] : '';
			}
			$fields['settings'] = $settings;
		}
		foreach ( TemplateFields::ROLE_LISTS as $key ) {
			if ( JsonTree::is_list( $stored[ $key ] ?? null ) ) {
				$fields[ $key ] = array_values( array_filter( $stored[ $key ], 'is_string' ) );
			}
		}
		foreach ( TemplateFields::USER_LISTS as $key ) {
			if ( JsonTree::is_list( $stored[ $key ] ?? null ) ) {
				$fields[ $key ] = array_values( array_filter( $stored[ $key ], 'is_int' ) );
			}
		}
		return $fields;
	}

	/**
	 * The field as a browser may see it: secrets removed.
	 *
	 * @param array<string, mixed> $fields The field.
	 * @phpstan-param Fields $fields
	 * @return Fields
	 */
	public static function for_response( array $fields ): array {
		$fields['content']  = SecretOptions::strip( $fields['content'] );
		$fields['settings'] = JsonTree::object( JsonTree::members( $fields['settings'] ) );
		return $fields;
	}

	/**
	 * The post_content to store for a field sent through REST (members it
	 * leaves out keep their stored value), or why it is refused. Nothing is
	 * written here.
	 *
	 * @param mixed        $incoming The field as sent.
	 * @param WP_Post|null $existing The template being updated; null when creating.
	 * @param Writer|null  $writer   Who writes; the current user by default.
	 * @return string|WP_Error
	 */
	public static function prepare( $incoming, ?WP_Post $existing, ?Writer $writer = null ) {
		$stored = $existing instanceof WP_Post ? self::read( $existing ) : TemplateFields::defaults();

		$fields = FieldValidator::merge( $incoming, $stored );
		if ( $fields instanceof WP_Error ) {
			return $fields;
		}
		$fields['content'] = SecretOptions::keep( $fields['content'], $stored['content'] );
		return self::guarded( $fields, $stored, $writer ?? Writer::current() );
	}

	/**
	 * The post_content to store when a write replaces the whole stored field
	 * (XML-RPC, wp_insert_post() from any code, revision restore, import,
	 * WP-CLI), or why it is refused. Members the JSON leaves out take their
	 * defaults; empty content stays empty (a template with nothing stored).
	 *
	 * @param string       $json     The post_content about to be written (unslashed).
	 * @param WP_Post|null $existing The template as stored now; null when creating.
	 * @param Writer       $writer   Who writes.
	 * @return string|WP_Error
	 */
	public static function prepare_replacement( string $json, ?WP_Post $existing, Writer $writer ) {
		if ( '' === trim( $json ) ) {
			return '';
		}
		$stored = $existing instanceof WP_Post ? self::read( $existing ) : TemplateFields::defaults();
		$fields = FieldValidator::merge( JsonTree::decode( $json ), TemplateFields::defaults() );
		if ( $fields instanceof WP_Error ) {
			return $fields;
		}
		return self::guarded( $fields, $stored, $writer );
	}

	/**
	 * Whether a write changes any code of a template (see CodeGuard).
	 *
	 * @param string       $json     The post_content written.
	 * @param WP_Post|null $existing The template as it was before; null when created.
	 */
	public static function changes_code( string $json, ?WP_Post $existing ): bool {
		$stored = $existing instanceof WP_Post ? self::read( $existing ) : TemplateFields::defaults();
		return null !== CodeGuard::first_change( self::from_json( $json ), $stored );
	}

	/**
	 * The JSON of a checked field, after every guard of template content:
	 * code (CodeGuard), form targets (FormTargetGuard), markup (HtmlGuard)
	 * and size; its blocks are stored in today's shape (BlockMigrations).
	 *
	 * @param array<string, mixed> $fields The field about to be stored.
	 * @phpstan-param Fields $fields
	 * @param array<string, mixed> $stored The field as stored now.
	 * @phpstan-param Fields $stored
	 * @param Writer               $writer Who writes.
	 * @return string|WP_Error
	 */
	private static function guarded( array $fields, array $stored, Writer $writer ) {
		$refused = CodeGuard::check( $fields, $stored, $writer );
		if ( $refused instanceof WP_Error ) {
			return $refused;
		}
		$refused = FormTargetGuard::check( $fields, $stored, $writer );
		if ( $refused instanceof WP_Error ) {
			return $refused;
		}
		$fields['content'] = HtmlGuard::clean( BlockMigrations::apply( $fields['content'] ), $writer );

		$fields['settings'] = JsonTree::object( JsonTree::members( $fields['settings'] ) );
		$json               = JsonTree::encode( $fields );
		if ( false === $json ) {
			return TemplateError::invalid( __( 'The template cannot be encoded as JSON', 'uipress' ), '' );
		}
		if ( strlen( $json ) > self::MAX_BYTES ) {
			return TemplateError::invalid(
				/* translators: %s: the largest size allowed, e.g. 2 MB */
				sprintf( __( 'The template is larger than %s', 'uipress' ), (string) size_format( self::MAX_BYTES ) ),
				''
			);
		}
		return $json;
	}

	/**
	 * Whether a post is a template.
	 *
	 * @param mixed $post Post, or anything else.
	 * @phpstan-assert-if-true WP_Post $post
	 */
	public static function is_template( $post ): bool {
		return $post instanceof WP_Post && StoredData::TEMPLATE_POST_TYPE === $post->post_type;
	}
}
