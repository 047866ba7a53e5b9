<?php
/**
 * Maps the provider's photos to the fields the media dialog reads.
 *
 * @package UiPress
 */

namespace UiPress\Rest\StockPhotos;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps only the spec's stock photo fields (id, color, urls.small,
 * urls.regular, width, height, alt_description, user.name, user.username,
 * user.links.html), with the referral parameters added to the photographer's
 * link.
 */
final class StockPhotoMapper {

	/**
	 * Referral parameters the provider asks attribution links to carry.
	 */
	public const REFERRAL = array(
		'utm_source' => 'uipress',
		'utm_medium' => 'referral',
	);

	/**
	 * The photos of a decoded provider body: a list, or `{ results: [...] }` (search).
	 *
	 * @param mixed $body Decoded JSON.
	 * @return list<array<string, mixed>>|null Null when the body is neither.
	 */
	public static function photos( $body ): ?array {
		if ( is_array( $body ) && isset( $body['results'] ) && is_array( $body['results'] ) ) {
			$body = $body['results'];
		}
		if ( ! is_array( $body ) || ! array_is_list( $body ) ) {
			return null;
		}
		$photos = array();
		foreach ( $body as $item ) {
			$photo = is_array( $item ) ? self::photo( $item ) : null;
			if ( null !== $photo ) {
				$photos[] = $photo;
			}
		}
		return $photos;
	}

	/**
	 * One photo, or null when it has no id or no regular URL.
	 *
	 * @param array<mixed> $item Provider's photo.
	 * @return array<string, mixed>|null
	 */
	public static function photo( array $item ): ?array {
		$urls    = is_array( $item['urls'] ?? null ) ? $item['urls'] : array();
		$user    = is_array( $item['user'] ?? null ) ? $item['user'] : array();
		$links   = is_array( $user['links'] ?? null ) ? $user['links'] : array();
		$id      = self::text( $item['id'] ?? null );
		$regular = esc_url_raw( self::text( $urls['regular'] ?? null ), array( 'https', 'http' ) );
		if ( '' === $id || '' === $regular ) {
			return null;
		}
		$profile = esc_url_raw( self::text( $links['html'] ?? null ), array( 'https', 'http' ) );
		return array(
			'id'              => $id,
			'color'           => self::text( $item['color'] ?? null ),
			'urls'            => array(
				'small'   => esc_url_raw( self::text( $urls['small'] ?? null ), array( 'https', 'http' ) ),
				'regular' => $regular,
			),
			'width'           => is_numeric( $item['width'] ?? null ) ? (int) $item['width'] : 0,
			'height'          => is_numeric( $item['height'] ?? null ) ? (int) $item['height'] : 0,
			'alt_description' => self::text( $item['alt_description'] ?? null ),
			'user'            => array(
				'name'     => self::text( $user['name'] ?? null ),
				'username' => self::text( $user['username'] ?? null ),
				'links'    => array(
					'html' => '' === $profile ? '' : add_query_arg( self::REFERRAL, $profile ),
				),
			),
		);
	}

	/**
	 * A scalar as plain text, '' otherwise.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}
}
