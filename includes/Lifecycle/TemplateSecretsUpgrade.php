<?php
/**
 * Upgrade step: secrets out of stored templates.
 *
 * @package UiPress
 */

namespace UiPress\Lifecycle;

use UiPress\Templates\TemplateSecrets;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Templates saved before secrets were kept apart (Templates\TemplateSecrets)
 * may hold an API key in their post_content and their revisions'. This moves
 * them into the protected meta; it is idempotent and runs on activation.
 */
final class TemplateSecretsUpgrade {

	/**
	 * Moves the secrets of every template.
	 *
	 * @return int How many templates held secrets in their content.
	 */
	public static function run(): int {
		$moved = 0;
		$ids   = get_posts(
			array(
				'post_type'        => StoredData::TEMPLATE_POST_TYPE,
				'post_status'      => 'any',
				'posts_per_page'   => -1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && TemplateSecrets::move_out_of_content( $post ) ) {
				++$moved;
			}
		}
		return $moved;
	}
}
