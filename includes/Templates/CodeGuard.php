<?php
/**
 * Custom CSS and JavaScript in templates: only unfiltered_html users change it.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Security\Writer;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A template's code runs in the browser of everyone it applies to, so only
 * users with `unfiltered_html` may change it (on multisite, only super
 * admins). The code lives in:
 *
 * - `settings.css` and `settings.js` of the template;
 * - `settings.advanced.options.css` and `.js` of every block;
 * - `settings.block.options.{key}` of every block, for the keys of
 *   the `uipress/template/code_options` filter (default: `onClickCode`);
 * - `interactions[…].javascript` of every block;
 * - the options of MODULE_CODE for blocks of that module (the shortcode
 *   block's text, which the site renders unfiltered).
 *
 * Other users may save a template only when each of those holds exactly
 * what is stored (an absent value counts as ''). Blocks are matched to the
 * stored tree by uid (by path when they have none), interactions by id (by
 * position when they have none), so moving a block is not a change; deleting
 * a block or an interaction is allowed, it adds no code.
 */
final class CodeGuard {

	/**
	 * Block option keys that hold code by default.
	 */
	public const DEFAULT_CODE_OPTIONS = array( 'onClickCode' );

	/**
	 * Template settings that hold code.
	 */
	public const TEMPLATE_CODE = array( 'css', 'js' );

	/**
	 * Block module => option keys (in settings.block.options) that hold code
	 * for blocks of that module only. The shortcode block's text is rendered
	 * by the site as it is, markup around and inside the shortcodes included.
	 */
	public const MODULE_CODE = array(
		'uip-shortcode' => array( 'shortcode' ),
	);

	/**
	 * Block option keys (in settings.block.options) that hold code.
	 *
	 * @return list<string>
	 */
	public static function code_options(): array {
		/**
		 * Filters the block option keys whose values are code (saved only by
		 * users with unfiltered_html, like custom CSS and JavaScript).
		 *
		 * @param string[] $keys Option keys. Default [ 'onClickCode' ].
		 */
		$keys = apply_filters( 'uipress/template/code_options', self::DEFAULT_CODE_OPTIONS );

		// A faulty filter must not drop the defaults: they are always guarded.
		$keys = array_merge( self::DEFAULT_CODE_OPTIONS, is_array( $keys ) ? $keys : array() );
		return array_values( array_unique( array_filter( $keys, static fn ( $key ): bool => is_string( $key ) && '' !== $key ) ) );
	}

	/**
	 * Refuses changed code when the writer may not post unfiltered HTML.
	 *
	 * @param array<string, mixed> $fields The template about to be stored (validated).
	 * @param array<string, mixed> $stored The template as stored now.
	 * @param Writer|null          $writer Who writes; the current user by default.
	 */
	public static function check( array $fields, array $stored, ?Writer $writer = null ): ?WP_Error {
		if ( ( $writer ?? Writer::current() )->can_post_code() ) {
			return null;
		}
		$path = self::first_change( $fields, $stored );
		return null === $path ? null : TemplateError::unfiltered_html_required( $path );
	}

	/**
	 * The path of the first code place whose value differs from the stored
	 * one; null when the code is unchanged.
	 *
	 * @param array<string, mixed> $fields The template about to be stored (validated).
	 * @param array<string, mixed> $stored The template as stored now.
	 */
	public static function first_change( array $fields, array $stored ): ?string {
		foreach ( self::TEMPLATE_CODE as $key ) {
			if ( self::text( JsonTree::get( $fields['settings'] ?? null, $key ) ) !== self::text( JsonTree::get( $stored['settings'] ?? null, $key ) ) ) {
				return 'settings.' . $key;
			}
		}

		$code_options = self::code_options();
		$stored_code  = array();
		foreach ( BlockTree::index( $stored['content'] ?? null ) as $identity => $block ) {
			$stored_code[ $identity ] = self::block_code( $block, $code_options );
		}

		$changed = null;
		BlockTree::each(
			$fields['content'] ?? null,
			static function ( array $block, string $path ) use ( $code_options, $stored_code, &$changed ): void {
				if ( null !== $changed ) {
					return;
				}
				$before = $stored_code[ BlockTree::identity( $block, $path ) ] ?? array();
				foreach ( self::block_code( $block, $code_options ) as $identity => $code ) {
					$stored_value = $before[ $identity ]['value'] ?? '';
					if ( $stored_value !== $code['value'] ) {
						$changed = $path . '.' . $code['path'];
						return;
					}
				}
			}
		);

		return $changed;
	}

	/**
	 * The code a block holds, keyed by what identifies each place across versions.
	 *
	 * @param array<array-key, mixed> $block        Block.
	 * @param string[]                $code_options Option keys that hold code.
	 * @phpstan-param list<string> $code_options
	 * @return array<string, array{path: string, value: string}>
	 */
	private static function block_code( array $block, array $code_options ): array {
		$places = array( 'settings.advanced.options.css', 'settings.advanced.options.js' );
		$module = $block['moduleName'] ?? null;
		$keys   = array_merge( $code_options, is_string( $module ) ? ( self::MODULE_CODE[ $module ] ?? array() ) : array() );
		foreach ( array_unique( $keys ) as $key ) {
			$places[] = 'settings.block.options.' . $key;
		}

		$code = array();
		foreach ( $places as $place ) {
			$code[ $place ] = array(
				'path'  => $place,
				'value' => self::text( BlockTree::dig( $block, $place ) ),
			);
		}

		$interactions = $block['interactions'] ?? null;
		if ( JsonTree::is_list( $interactions ) ) {
			foreach ( $interactions as $index => $interaction ) {
				$id       = JsonTree::get( $interaction, 'id' );
				$identity = 'interaction:' . ( is_string( $id ) && '' !== $id ? 'id:' . $id : 'index:' . $index );
				if ( isset( $code[ $identity ] ) ) {
					// A repeated id is a new place: it must hold no code.
					$identity = 'interaction:repeated:' . $index;
				}
				$code[ $identity ] = array(
					'path'  => 'interactions[' . $index . '].javascript',
					'value' => self::text( JsonTree::get( $interaction, 'javascript' ) ),
				);
			}
		}

		return $code;
	}

	/**
	 * A code value as text ('' when absent).
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return is_string( $value ) ? $value : '';
	}
}
