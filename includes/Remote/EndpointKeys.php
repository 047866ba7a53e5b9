<?php
/**
 * Forgets the keys of an endpoint whose host changed.
 *
 * @package UiPress
 */

namespace UiPress\Remote;

use UiPress\Lifecycle\StoredData;
use UiPress\Templates\TemplateSecrets;

defined( 'ABSPATH' ) || exit;

/**
 * A key was entered for one host. When an endpoint's host changes, the keys
 * sent to it are removed: the site secrets from `uipress_secrets` and the
 * secret block options from the `_uipress_secrets` meta of every template
 * (whatever its status). Called by SiteSettings once the settings option is
 * written, whoever wrote it.
 */
final class EndpointKeys {

	/**
	 * Removes the keys of endpoints.
	 *
	 * @param Endpoint[] $endpoints Endpoints whose host changed.
	 * @phpstan-param list<Endpoint> $endpoints
	 */
	public static function forget( array $endpoints ): void {
		$site  = array();
		$block = array();
		foreach ( $endpoints as $endpoint ) {
			$site  = array_merge( $site, $endpoint->secrets() );
			$block = array_merge( $block, $endpoint->block_secrets() );
		}
		if ( array() !== $site ) {
			self::forget_site_secrets( $site );
		}
		if ( array() !== $block ) {
			self::forget_block_secrets( $block );
		}
	}

	/**
	 * Removes site secrets.
	 *
	 * @param string[] $keys Settings keys.
	 * @phpstan-param list<string> $keys
	 */
	private static function forget_site_secrets( array $keys ): void {
		$secrets = get_option( StoredData::SECRETS_OPTION, array() );
		if ( is_array( $secrets ) && array() !== array_intersect_key( $secrets, array_flip( $keys ) ) ) {
			update_option( StoredData::SECRETS_OPTION, array_diff_key( $secrets, array_flip( $keys ) ), false );
		}
	}

	/**
	 * Removes secret block options from every template.
	 *
	 * @param string[] $options Option keys.
	 * @phpstan-param list<string> $options
	 */
	private static function forget_block_secrets( array $options ): void {
		$templates = get_posts(
			array(
				'post_type'        => StoredData::TEMPLATE_POST_TYPE,
				'post_status'      => array_keys( get_post_stati() ),
				'meta_key'         => TemplateSecrets::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- rare: only when a provider's host changes.
				'fields'           => 'ids',
				'numberposts'      => -1,
				'suppress_filters' => true,
			)
		);
		$drop      = array_flip( $options );
		foreach ( $templates as $id ) {
			$id      = is_numeric( $id ) ? (int) $id : 0;
			$stored  = TemplateSecrets::stored( $id );
			$secrets = array();
			foreach ( $stored as $identity => $values ) {
				$kept = array_diff_key( $values, $drop );
				if ( array() !== $kept ) {
					$secrets[ $identity ] = $kept;
				}
			}
			if ( $secrets === $stored ) {
				continue;
			}
			if ( array() === $secrets ) {
				delete_post_meta( $id, TemplateSecrets::META );
			} else {
				update_post_meta( $id, TemplateSecrets::META, wp_slash( $secrets ) );
			}
		}
	}
}
