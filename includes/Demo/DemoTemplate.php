<?php
/**
 * The demo template a new local site starts with.
 *
 * @package UiPress
 */

namespace UiPress\Demo;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A published template for administrators: a sidebar with the admin menu and
 * its search, a top bar with breadcrumbs, the toolbar and the dark mode
 * toggle, a page loader and the page content frame. `npm start` and
 * `wp uipress demo install` install it so a newcomer sees the product at
 * once. Its title and block names are written in the site's language
 * (DemoNames), and translate() writes them again in another; the locale
 * they were written in is kept with the template, so only names nobody
 * changed are rewritten.
 */
final class DemoTemplate {

	/** Post meta: the locale the demo's names were last written in. */
	public const LOCALE_META = '_uipress_demo_locale';

	/**
	 * The demo template's tree (includes/Demo/demo-template.json), its
	 * block names in English, or in a locale.
	 *
	 * @param string|null $locale A locale (null: English, as the file holds them).
	 * @return list<mixed>
	 */
	public static function content( ?string $locale = null ): array {
		$json    = (string) file_get_contents( __DIR__ . '/demo-template.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file shipped with the plugin.
		$content = json_decode( $json, true );
		$content = is_array( $content ) ? array_values( $content ) : array();
		return null === $locale ? $content : self::renamed( $content, array_intersect_key( DemoNames::in( $locale ), array_flip( DemoNames::ENGLISH ) ) );
	}

	/**
	 * The demo template, if the site has it.
	 */
	public static function find(): int {
		$found = get_posts(
			array(
				'post_type'        => 'uip-ui-template',
				'post_status'      => array_keys( get_post_stati() ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'meta_key'         => self::LOCALE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one template at most has it.
				'suppress_filters' => true,
			)
		);
		return isset( $found[0] ) && is_int( $found[0] ) ? $found[0] : 0;
	}

	/**
	 * Writes the demo's title and block names again in a locale: those
	 * still as they were written (in the locale kept with the template, or
	 * in English) change; names someone gave blocks stay. Goes through the
	 * templates REST route, as the current user.
	 *
	 * @param int    $id     The demo template.
	 * @param string $locale The locale wanted.
	 * @return int|\WP_Error How many names changed (the title included).
	 */
	public static function translate( int $id, string $locale ) {
		$was = get_post_meta( $id, self::LOCALE_META, true );
		if ( ! is_string( $was ) || '' === $was ) {
			return new \WP_Error( 'uipress_not_demo', __( 'That template is not the demo template.', 'uipress' ) );
		}
		if ( 'en_US' !== $locale && ! in_array( $locale, get_available_languages(), true ) ) {
			return new \WP_Error(
				'uipress_language_missing',
				/* translators: %s: a locale such as de_DE. */
				sprintf( __( 'WordPress has no files for %s: install that language first (Settings → General, or wp language core install).', 'uipress' ), $locale )
			);
		}
		$from    = DemoNames::in( $was );
		$to      = DemoNames::in( $locale );
		$renames = array();
		foreach ( $from as $english => $written ) {
			$renames[ $written ] = $to[ $english ];
			$renames[ $english ] = $to[ $english ];
		}
		$current = self::stored_content( $id );
		$changed = 0;
		$content = self::renamed( $current, $renames, $changed );
		$title   = get_the_title( $id );
		$fields  = array( 'uipress' => array( 'content' => $content ) );
		if ( isset( $renames[ $title ] ) && $renames[ $title ] !== $title ) {
			$fields['title'] = $renames[ $title ];
			++$changed;
		}
		$request = new WP_REST_Request( 'POST', '/wp/v2/uip-ui-template/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $fields ) );
		$response = rest_do_request( $request );
		$error    = $response->as_error();
		if ( $error instanceof \WP_Error ) {
			return $error;
		}
		update_post_meta( $id, self::LOCALE_META, $locale );
		return $changed;
	}

	/**
	 * A tree with block names replaced where a rename has them.
	 *
	 * @param array                 $blocks  Blocks.
	 * @phpstan-param list<mixed> $blocks
	 * @param array<string, string> $renames Name → new name.
	 * @param int                   $changed Counts the names changed.
	 * @return list<mixed>
	 */
	private static function renamed( array $blocks, array $renames, int &$changed = 0 ): array {
		foreach ( $blocks as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$name = $block['name'] ?? null;
			if ( is_string( $name ) && isset( $renames[ $name ] ) && $renames[ $name ] !== $name ) {
				$block['name'] = $renames[ $name ];
				++$changed;
			}
			if ( is_array( $block['content'] ?? null ) ) {
				$block['content'] = self::renamed( array_values( $block['content'] ), $renames, $changed );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}

	/**
	 * A template's stored tree.
	 *
	 * @param int $id The template.
	 * @return list<mixed>
	 */
	private static function stored_content( int $id ): array {
		$request = new WP_REST_Request( 'GET', '/wp/v2/uip-ui-template/' . $id );
		$request->set_param( 'context', 'edit' );
		$response = rest_do_request( $request );
		$data     = $response->get_data();
		$fields   = is_array( $data ) && is_array( $data['uipress'] ?? null ) ? $data['uipress'] : array();
		return is_array( $fields['content'] ?? null ) ? array_values( $fields['content'] ) : array();
	}

	/**
	 * Stores the demo template through the templates REST route (so it goes
	 * through the same validation as any template), unless the site already
	 * has a template. Runs as the current user, who must be a UiPress manager.
	 *
	 * @return int The new template's id, or 0 when nothing was installed.
	 */
	public static function install(): int {
		$existing = get_posts(
			array(
				'post_type'        => 'uip-ui-template',
				'post_status'      => array_keys( get_post_stati() ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		if ( array() !== $existing ) {
			return 0;
		}

		// The site's language, not the installing user's.
		$locale  = get_locale();
		$request = new WP_REST_Request( 'POST', '/wp/v2/uip-ui-template' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'title'   => DemoNames::in( $locale )[ DemoNames::TITLE ],
					'status'  => 'publish',
					'uipress' => array(
						'type'          => 'ui-template',
						'content'       => self::content( $locale ),
						'settings'      => array(
							'css' => '',
							'js'  => '',
						),
						'forRoles'      => array( 'administrator' ),
						'forUsers'      => array(),
						'excludesRoles' => array(),
						'excludesUsers' => array(),
					),
				)
			)
		);
		$response = rest_do_request( $request );
		$data     = $response->get_data();

		if ( $response->is_error() || ! is_array( $data ) || ! is_int( $data['id'] ?? null ) ) {
			return 0;
		}
		update_post_meta( $data['id'], self::LOCALE_META, $locale );
		return $data['id'];
	}
}
