<?php
/**
 * Checks a template's block tree.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A tree is valid when every block, recursively, is an object with a
 * non-empty string `name` and `moduleName`; `uid`, when present, a non-empty
 * string; `settings` an object; `content` a list; and the places that hold
 * code (`settings.advanced.options.css|js`, code options, interactions'
 * `javascript`) strings. Trees are limited in depth and in blocks.
 *
 * The first problem found is reported with its path, e.g.
 * `content[0].content[2] has no moduleName`.
 */
final class TreeValidator {

	/**
	 * Deepest nesting allowed: root blocks are at depth 1.
	 */
	public const MAX_DEPTH = 64;

	/**
	 * Most blocks a template may hold.
	 */
	public const MAX_BLOCKS = 5000;

	/**
	 * Blocks seen so far.
	 *
	 * @var int
	 */
	private int $count = 0;

	/**
	 * Option keys (in settings.block.options) that hold code.
	 *
	 * @var list<string>
	 */
	private array $code_options;

	/**
	 * Constructor.
	 *
	 * @param string[] $code_options Option keys that hold code.
	 * @phpstan-param list<string> $code_options
	 */
	public function __construct( array $code_options ) {
		$this->code_options = $code_options;
	}

	/**
	 * Checks a tree and returns it with empty settings groups kept as objects.
	 *
	 * @param mixed $content The `content` list.
	 * @return list<mixed>|WP_Error
	 */
	public function validate( $content ) {
		$this->count = 0;
		return $this->blocks( $content, BlockTree::ROOT, 1 );
	}

	/**
	 * Checks a list of blocks.
	 *
	 * @param mixed  $blocks The list.
	 * @param string $path   Its path.
	 * @param int    $depth  Depth of its blocks.
	 * @return list<mixed>|WP_Error
	 */
	private function blocks( $blocks, string $path, int $depth ) {
		if ( ! JsonTree::is_list( $blocks ) ) {
			return TemplateError::invalid(
				/* translators: %s: path in the template, e.g. content[0].content */
				sprintf( __( '%s must be an array', 'uipress' ), $path ),
				$path
			);
		}

		$checked = array();
		foreach ( $blocks as $index => $block ) {
			$block = $this->block( $block, $path . '[' . $index . ']', $depth );
			if ( $block instanceof WP_Error ) {
				return $block;
			}
			$checked[] = $block;
		}
		return $checked;
	}

	/**
	 * Checks one block and its children.
	 *
	 * @param mixed  $block The block.
	 * @param string $path  Its path.
	 * @param int    $depth Its depth.
	 * @return array<array-key, mixed>|WP_Error
	 */
	private function block( $block, string $path, int $depth ) {
		if ( $depth > self::MAX_DEPTH ) {
			return TemplateError::invalid(
				/* translators: 1: path of a block, e.g. content[0].content[2], 2: the most levels allowed */
				sprintf( __( '%1$s is nested more than %2$d levels deep', 'uipress' ), $path, self::MAX_DEPTH ),
				$path
			);
		}
		++$this->count;
		if ( $this->count > self::MAX_BLOCKS ) {
			return TemplateError::invalid(
				/* translators: %d: the most blocks a template may hold */
				sprintf( __( 'The template has more than %d blocks', 'uipress' ), self::MAX_BLOCKS ),
				$path
			);
		}
		if ( ! JsonTree::is_object( $block ) ) {
			return TemplateError::invalid(
				/* translators: %s: path of a block, e.g. content[0].content[2] */
				sprintf( __( '%s is not a block object', 'uipress' ), $path ),
				$path
			);
		}
		$block = JsonTree::members( $block );

		if ( ! self::is_filled_string( $block['name'] ?? null ) ) {
			return TemplateError::invalid(
				/* translators: %s: path of a block, e.g. content[0].content[2] */
				sprintf( __( '%s has no name', 'uipress' ), $path ),
				$path
			);
		}
		if ( ! self::is_filled_string( $block['moduleName'] ?? null ) ) {
			return TemplateError::invalid(
				/* translators: %s: path of a block, e.g. content[0].content[2] */
				sprintf( __( '%s has no moduleName', 'uipress' ), $path ),
				$path
			);
		}
		if ( array_key_exists( 'uid', $block ) && ! ( is_string( $block['uid'] ) && '' !== $block['uid'] ) ) {
			return TemplateError::invalid(
				/* translators: %s: path of a block's uid, e.g. content[0].uid */
				sprintf( __( '%s must be a non-empty string', 'uipress' ), $path . '.uid' ),
				$path . '.uid'
			);
		}

		if ( array_key_exists( 'settings', $block ) ) {
			$settings = $this->settings( $block['settings'], $path . '.settings' );
			if ( $settings instanceof WP_Error ) {
				return $settings;
			}
			$block['settings'] = $settings;
		}

		if ( array_key_exists( 'interactions', $block ) ) {
			$error = $this->interactions( $block['interactions'], $path . '.interactions' );
			if ( $error ) {
				return $error;
			}
		}

		if ( array_key_exists( 'content', $block ) ) {
			$children = $this->blocks( $block['content'], $path . '.content', $depth + 1 );
			if ( $children instanceof WP_Error ) {
				return $children;
			}
			$block['content'] = $children;
		}

		return $block;
	}

	/**
	 * Checks a block's settings: an object of group objects; code is text.
	 *
	 * @param mixed  $settings The settings.
	 * @param string $path     Their path.
	 * @return array<array-key, mixed>|\stdClass|WP_Error
	 */
	private function settings( $settings, string $path ) {
		if ( ! JsonTree::is_object( $settings ) ) {
			return self::not_an_object( $path );
		}

		$groups = JsonTree::members( $settings );
		foreach ( $groups as $name => $group ) {
			$group_path = $path . '.' . $name;
			if ( null === $group ) {
				continue;
			}
			if ( ! JsonTree::is_object( $group ) ) {
				return self::not_an_object( $group_path );
			}
			$members = JsonTree::members( $group );
			if ( array_key_exists( 'options', $members ) && null !== $members['options'] ) {
				if ( ! JsonTree::is_object( $members['options'] ) ) {
					return self::not_an_object( $group_path . '.options' );
				}
				$members['options'] = JsonTree::object( JsonTree::members( $members['options'] ) );
			}
			$groups[ $name ] = JsonTree::object( $members );
		}

		$code = array(
			'advanced.options.css' => BlockTree::dig( $groups, 'advanced.options.css' ),
			'advanced.options.js'  => BlockTree::dig( $groups, 'advanced.options.js' ),
		);
		foreach ( $this->code_options as $key ) {
			$code[ 'block.options.' . $key ] = BlockTree::dig( $groups, 'block.options.' . $key );
		}
		foreach ( $code as $code_path => $value ) {
			if ( null !== $value && ! is_string( $value ) ) {
				return self::not_a_string( $path . '.' . $code_path );
			}
		}

		return JsonTree::object( $groups );
	}

	/**
	 * Checks a block's interactions: a list of objects whose code is text.
	 *
	 * @param mixed  $interactions The interactions.
	 * @param string $path         Their path.
	 */
	private function interactions( $interactions, string $path ): ?WP_Error {
		if ( ! JsonTree::is_list( $interactions ) ) {
			return TemplateError::invalid(
				/* translators: %s: path in the template, e.g. content[0].interactions */
				sprintf( __( '%s must be an array', 'uipress' ), $path ),
				$path
			);
		}
		foreach ( $interactions as $index => $interaction ) {
			$item_path = $path . '[' . $index . ']';
			if ( ! JsonTree::is_object( $interaction ) ) {
				return self::not_an_object( $item_path );
			}
			$code = JsonTree::get( $interaction, 'javascript' );
			if ( null !== $code && ! is_string( $code ) ) {
				return self::not_a_string( $item_path . '.javascript' );
			}
		}
		return null;
	}

	/**
	 * Whether a value is a string with something other than white space.
	 *
	 * @param mixed $value Value.
	 */
	private static function is_filled_string( $value ): bool {
		return is_string( $value ) && '' !== trim( $value );
	}

	/**
	 * Error: the value at a path must be an object.
	 *
	 * @param string $path Path.
	 */
	private static function not_an_object( string $path ): WP_Error {
		return TemplateError::invalid(
			/* translators: %s: path in the template, e.g. content[0].settings */
			sprintf( __( '%s must be an object', 'uipress' ), $path ),
			$path
		);
	}

	/**
	 * Error: the value at a path must be a string.
	 *
	 * @param string $path Path.
	 */
	private static function not_a_string( string $path ): WP_Error {
		return TemplateError::invalid(
			/* translators: %s: path in the template, e.g. content[0].settings.advanced.options.css */
			sprintf( __( '%s must be a string', 'uipress' ), $path ),
			$path
		);
	}
}
