<?php
/**
 * The block of a stored template a REST request names.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Capabilities;
use UiPress\Network\NetworkFallback;
use UiPress\Templates\BlockTree;
use UiPress\Templates\CurrentTemplate;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Routes whose client names a template and a block uid (shortcode, forms,
 * AI chat) read what the server does from the stored block, never from the
 * request. They share the access rule: the template must exist; template
 * managers may use any template, other users only the one that applies to
 * them (CurrentTemplate); the block must be in it with the route's module.
 *
 * On a sub-site of a network, the network template a user falls back to is
 * a post of the main site, whose id may be another template's on the sub-site:
 * the interface says so (`runtime.template.network`) and its requests send
 * `network`, which names the network template that applies to the user, and
 * only that one. Without it the id names the site's own template (a user who
 * is no manager may still reach their network template by its id alone, as
 * no template of the site applies to them).
 */
final class TemplateBlocks {

	/**
	 * The request arguments naming the template and the block: `template`
	 * (a post id), `block` (a uid) and `network` (the template is the
	 * network's that applies to the user on this sub-site).
	 *
	 * @param string $template_description What the template holds.
	 * @param string $block_description    What the block is.
	 * @param bool   $required             Whether both must be given.
	 * @return array<string, array<string, mixed>>
	 */
	public static function args( string $template_description, string $block_description, bool $required = true ): array {
		return array(
			'template' => array(
				'description'       => $template_description,
				'type'              => 'integer',
				'minimum'           => 1,
				'required'          => $required,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'block'    => array(
				'description'       => $block_description,
				'type'              => 'string',
				'pattern'           => '^[A-Za-z0-9_-]{1,64}$',
				'required'          => $required,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'network'  => array(
				'description' => __( 'Whether the template is the network\'s that applies to the current user on this site (its id is the main site\'s).', 'uipress' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
	}

	/**
	 * The template the current user may use.
	 *
	 * @param mixed    $template_id The template's id (the request's `template`).
	 * @param WP_Error $not_found   The route's answer when there is no such template.
	 * @param mixed    $network     The request's `network`: the id is the main site's, of the network template that applies.
	 * @return WP_Post|WP_Error
	 */
	public static function template( $template_id, WP_Error $not_found, $network = false ) {
		if ( true === $network ) {
			return self::network_template( $template_id );
		}
		$post    = is_numeric( $template_id ) && (int) $template_id > 0 ? get_post( (int) $template_id ) : null;
		$manager = Capabilities::current_user_can_manage();
		$current = $manager && TemplateStore::is_template( $post ) ? null : CurrentTemplate::for_user( wp_get_current_user() );
		// A network template (read on the main site) is asked for by its id there.
		if ( null !== $current && isset( $current['network'] ) && is_numeric( $template_id ) && $current['post']->ID === (int) $template_id ) {
			return $current['post'];
		}
		if ( ! TemplateStore::is_template( $post ) ) {
			return $not_found;
		}
		if ( ! $manager && ( null === $current || isset( $current['network'] ) || $current['post']->ID !== $post->ID ) ) {
			return Forbidden::error( __( 'This template does not apply to you.', 'uipress' ) );
		}
		return $post;
	}

	/**
	 * The network template a request names with `network`: only the one
	 * that applies to the current user on this sub-site, whoever they are.
	 *
	 * @param mixed $template_id Its id on the main site.
	 * @return WP_Post|WP_Error
	 */
	private static function network_template( $template_id ) {
		$current = NetworkFallback::applies_here() ? CurrentTemplate::for_user( wp_get_current_user() ) : null;
		if ( null !== $current && isset( $current['network'] ) && is_numeric( $template_id ) && $current['post']->ID === (int) $template_id ) {
			return $current['post'];
		}
		return Forbidden::error( __( 'This network template does not apply to you here.', 'uipress' ) );
	}

	/**
	 * The first block of a template's stored tree with a uid and a module, with its path.
	 *
	 * @param WP_Post $post   The template.
	 * @param mixed   $uid    The block's uid.
	 * @param string  $module Its moduleName.
	 * @return array{block: array<array-key, mixed>, path: string}|null
	 */
	public static function find( WP_Post $post, $uid, string $module ): ?array {
		if ( ! is_string( $uid ) || '' === $uid ) {
			return null;
		}
		$found = null;
		BlockTree::each(
			TemplateStore::read( $post )['content'],
			static function ( array $block, string $path ) use ( $uid, $module, &$found ): void {
				if ( null === $found && ( $block['uid'] ?? null ) === $uid && ( $block['moduleName'] ?? null ) === $module ) {
					$found = array(
						'block' => $block,
						'path'  => $path,
					);
				}
			}
		);
		return $found;
	}

	/**
	 * The block a request names, once the current user may use its template.
	 *
	 * @param mixed    $template_id The template's id.
	 * @param mixed    $uid         The block's uid.
	 * @param string   $module      The block's moduleName.
	 * @param WP_Error $not_found   The route's answer when the template or the block is not there.
	 * @param mixed    $network     The request's `network` (template()).
	 * @return array{block: array<array-key, mixed>, path: string, post: WP_Post}|WP_Error
	 */
	public static function block( $template_id, $uid, string $module, WP_Error $not_found, $network = false ) {
		$post = self::template( $template_id, $not_found, $network );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$found = self::find( $post, $uid, $module );
		if ( null === $found ) {
			return $not_found;
		}
		$found['post'] = $post;
		return $found;
	}
}
