<?php
/**
 * What a chrome snapshot may hold.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * The guard of chrome snapshots (ChromeSnapshot), on their one write path:
 * the markup a browser sends is a picture of the interface, so it keeps the
 * elements and attributes the interface's blocks render (wp_kses() with the
 * list below: no script, frame, form, event handler or `javascript:`
 * address), and the interface's own `<style>` elements with their rules,
 * which cannot leave the element (`<` refuses it), import nothing and load
 * images and fonts only from this site or `data:` addresses. The styles go
 * first, so a snapshot reads as styles then markup.
 */
final class ChromeSnapshotMarkup {

	/**
	 * The `<style>` elements the interface renders (data-uip-theme,
	 * data-uip-template-css, data-uip-template-styles, ...).
	 */
	private const STYLE_PATTERN = '#<style(?:\s+data-uip-[a-z-]+(?:="[^"<>]*")?)*\s*>(.*?)</style>#is';

	/**
	 * Attributes every kept element may have.
	 */
	private const GLOBAL_ATTRIBUTES = array(
		'class',
		'id',
		'style',
		'title',
		'role',
		'hidden',
		'tabindex',
		'dir',
		'lang',
		'data-*',
		'aria-activedescendant',
		'aria-atomic',
		'aria-autocomplete',
		'aria-busy',
		'aria-checked',
		'aria-controls',
		'aria-current',
		'aria-describedby',
		'aria-disabled',
		'aria-expanded',
		'aria-haspopup',
		'aria-hidden',
		'aria-invalid',
		'aria-keyshortcuts',
		'aria-label',
		'aria-labelledby',
		'aria-level',
		'aria-live',
		'aria-modal',
		'aria-orientation',
		'aria-owns',
		'aria-posinset',
		'aria-pressed',
		'aria-readonly',
		'aria-relevant',
		'aria-roledescription',
		'aria-selected',
		'aria-setsize',
		'aria-sort',
		'aria-valuemax',
		'aria-valuemin',
		'aria-valuenow',
		'aria-valuetext',
	);

	/**
	 * Elements kept, with the attributes of their own.
	 */
	private const ELEMENTS = array(
		'a'          => array( 'href', 'target', 'rel', 'download' ),
		'abbr'       => array(),
		'article'    => array(),
		'aside'      => array(),
		'b'          => array(),
		'br'         => array(),
		'button'     => array( 'type', 'disabled', 'value' ),
		'caption'    => array(),
		'code'       => array(),
		'dd'         => array(),
		'details'    => array( 'open' ),
		'div'        => array(),
		'dl'         => array(),
		'dt'         => array(),
		'em'         => array(),
		'figcaption' => array(),
		'figure'     => array(),
		'footer'     => array(),
		'h1'         => array(),
		'h2'         => array(),
		'h3'         => array(),
		'h4'         => array(),
		'h5'         => array(),
		'h6'         => array(),
		'header'     => array(),
		'hr'         => array(),
		'i'          => array(),
		'img'        => array( 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding' ),
		'input'      => array( 'type', 'value', 'placeholder', 'checked', 'disabled', 'readonly', 'name', 'autocomplete' ),
		'kbd'        => array(),
		'label'      => array( 'for' ),
		'li'         => array(),
		'main'       => array(),
		'mark'       => array(),
		'nav'        => array(),
		'ol'         => array( 'start', 'reversed' ),
		'option'     => array( 'value', 'selected', 'disabled' ),
		'p'          => array(),
		'progress'   => array( 'value', 'max' ),
		'section'    => array(),
		'select'     => array( 'disabled', 'name' ),
		'small'      => array(),
		'span'       => array(),
		'strong'     => array(),
		'sub'        => array(),
		'summary'    => array(),
		'sup'        => array(),
		'table'      => array(),
		'tbody'      => array(),
		'td'         => array( 'colspan', 'rowspan' ),
		'textarea'   => array( 'placeholder', 'disabled', 'readonly', 'rows', 'cols', 'name' ),
		'tfoot'      => array(),
		'th'         => array( 'colspan', 'rowspan', 'scope' ),
		'thead'      => array(),
		'time'       => array( 'datetime' ),
		'tr'         => array(),
		'u'          => array(),
		'ul'         => array(),
		// Icons: the shapes, never `use` or `foreignObject` (they reach outside the element).
		'svg'        => array( 'xmlns', 'viewbox', 'width', 'height', 'fill', 'stroke', 'focusable', 'preserveaspectratio' ),
		'g'          => array( 'fill', 'stroke', 'transform', 'opacity' ),
		'path'       => array( 'd', 'fill', 'fill-rule', 'clip-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'transform', 'opacity' ),
		'circle'     => array( 'cx', 'cy', 'r', 'fill', 'stroke', 'stroke-width', 'transform', 'opacity' ),
		'ellipse'    => array( 'cx', 'cy', 'rx', 'ry', 'fill', 'stroke', 'stroke-width', 'transform' ),
		'rect'       => array( 'x', 'y', 'width', 'height', 'rx', 'ry', 'fill', 'stroke', 'stroke-width', 'transform', 'opacity' ),
		'line'       => array( 'x1', 'y1', 'x2', 'y2', 'stroke', 'stroke-width', 'stroke-linecap' ),
		'polyline'   => array( 'points', 'fill', 'stroke', 'stroke-width' ),
		'polygon'    => array( 'points', 'fill', 'stroke', 'stroke-width' ),
	);

	/**
	 * The markup a snapshot keeps of what a browser sent: its styles, then
	 * its elements.
	 *
	 * @param string $html The markup sent.
	 */
	public static function sanitize( string $html ): string {
		$styles = '';
		$markup = preg_replace_callback(
			self::STYLE_PATTERN,
			static function ( array $match ) use ( &$styles ): string {
				$styles .= self::style_element( $match[1] );
				return '';
			},
			$html
		);
		$markup = wp_kses( is_string( $markup ) ? $markup : '', self::allowed_html(), wp_allowed_protocols() );
		return $styles . $markup;
	}

	/**
	 * A `<style>` element with the rules of one the interface rendered, or
	 * '' when they could leave the element.
	 *
	 * @param string $css The rules.
	 */
	private static function style_element( string $css ): string {
		if ( str_contains( $css, '<' ) || 1 === preg_match( '/expression\s*\(|javascript:|behavior\s*:|-moz-binding/i', $css ) ) {
			return '';
		}
		$css = (string) preg_replace( '/@import[^;]*;?/i', '', $css );
		$css = (string) preg_replace_callback(
			'/url\(\s*([\'"]?)(.*?)\1\s*\)/i',
			static fn( array $match ): string => self::is_kept_url( $match[2] ) ? $match[0] : 'url("")',
			$css
		);
		return '<style>' . $css . '</style>';
	}

	/**
	 * Whether a style may load an address: relative to this site, on its
	 * host, or a `data:` image or font.
	 *
	 * @param string $url The address.
	 */
	private static function is_kept_url( string $url ): bool {
		$url = trim( $url );
		if ( 1 === preg_match( '#^data:(image/(png|gif|jpeg|webp|svg\+xml)|font/[a-z0-9]+|application/font-woff2?)[;,]#i', $url ) ) {
			return true;
		}
		if ( 1 === preg_match( '#^[a-z][a-z0-9+.-]*:#i', $url ) || str_starts_with( $url, '//' ) ) {
			$host = wp_parse_url( $url, PHP_URL_HOST );
			return in_array( strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) ), array( 'http', 'https' ), true )
				&& is_string( $host )
				&& in_array( strtolower( $host ), self::site_hosts(), true );
		}
		return ! str_contains( $url, '\\' );
	}

	/**
	 * The hosts of this site's addresses.
	 *
	 * @return list<string>
	 */
	private static function site_hosts(): array {
		$hosts = array();
		foreach ( array( home_url(), site_url(), admin_url(), content_url(), includes_url() ) as $url ) {
			$host = wp_parse_url( $url, PHP_URL_HOST );
			if ( is_string( $host ) ) {
				$hosts[] = strtolower( $host );
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * The elements and attributes kept, as wp_kses() reads them.
	 *
	 * @return array<string, array<string, bool>>
	 */
	public static function allowed_html(): array {
		$global  = array_fill_keys( self::GLOBAL_ATTRIBUTES, true );
		$allowed = array();
		foreach ( self::ELEMENTS as $element => $attributes ) {
			$allowed[ $element ] = $global + array_fill_keys( $attributes, true );
		}
		return $allowed;
	}
}
