<?php
/**
 * A URL made safe for a CSS url().
 *
 * @package UiPress
 */

namespace UiPress\Settings\Login;

defined( 'ABSPATH' ) || exit;

/**
 * Builds `url(…)` for an image address: only http(s) URLs, and with every
 * character that could end the url() or the <style> element around it
 * (quotes, brackets, backslashes, spaces, angle brackets) percent-encoded,
 * which leaves the address the same to the browser.
 */
final class CssUrl {

	private const ENCODED = array(
		'"'  => '%22',
		"'"  => '%27',
		'('  => '%28',
		')'  => '%29',
		'\\' => '%5C',
		' '  => '%20',
		'<'  => '%3C',
		'>'  => '%3E',
		'{'  => '%7B',
		'}'  => '%7D',
		';'  => '%3B',
	);

	/**
	 * `url(…)`, or '' when the address is not an http(s) URL.
	 *
	 * @param string $url The address.
	 */
	public static function of( string $url ): string {
		$url  = trim( $url );
		$safe = esc_url_raw( $url, array( 'http', 'https' ) );
		if ( '' === $url || '' === $safe ) {
			return '';
		}
		$safe = (string) preg_replace( '/[\x00-\x20\x7f]/', '', $safe );
		return 'url(' . strtr( $safe, self::ENCODED ) . ')';
	}
}
