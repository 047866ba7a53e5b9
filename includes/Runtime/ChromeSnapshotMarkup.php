<?php
/**
 * What a chrome snapshot may hold.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * The guard of chrome snapshots (ChromeSnapshot), on their one write path
 * and again when one is printed: the markup a browser sends is a picture of
 * the interface, so it keeps the elements and attributes the interface's
 * blocks render (wp_kses() with the list below: no script, frame, form,
 * event handler or `javascript:` address) and must be whole, and the
 * interface's own `<style>` elements, whose rules cannot leave the element,
 * import nothing and load only from this site or `data:` addresses. The
 * styles go first, so a snapshot reads as styles then markup. A snapshot
 * that breaks a rule is refused whole: a partial one would not look like
 * the interface.
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
	 * Elements without an end tag, and the one whose end tag the tag
	 * processor reads with its text (`<textarea>`), and the icon shapes that
	 * may close themselves (`<path/>`): what is_whole() opens nothing for.
	 */
	private const VOID_ELEMENTS  = array( 'br', 'hr', 'img', 'input', 'textarea' );
	private const SHAPE_ELEMENTS = array( 'svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon' );

	/**
	 * The markup a snapshot keeps of what a browser sent, its styles first,
	 * or null when it cannot be kept as it looks: a style rule reaching
	 * outside its element or this site, or markup that is not whole (an
	 * end tag without its start would close the element the snapshot is
	 * printed in).
	 *
	 * @param string $html The markup sent.
	 */
	public static function sanitize( string $html ): ?string {
		$styles  = '';
		$refused = false;
		$markup  = preg_replace_callback(
			self::STYLE_PATTERN,
			static function ( array $match ) use ( &$styles, &$refused ): string {
				if ( self::is_kept_style( $match[1] ) ) {
					$styles .= '<style>' . $match[1] . '</style>';
				} else {
					$refused = true;
				}
				return '';
			},
			$html
		);
		if ( $refused || ! is_string( $markup ) ) {
			return null;
		}
		$markup = wp_kses( $markup, self::allowed_html(), wp_allowed_protocols() );
		return self::is_whole( $markup ) ? $styles . $markup : null;
	}

	/**
	 * Whether a style's rules stay in their element and load only from this
	 * site or `data:` addresses. Rules are not rewritten: a snapshot
	 * without them would not look like the interface.
	 *
	 * @param string $css The rules.
	 */
	private static function is_kept_style( string $css ): bool {
		if ( str_contains( $css, '<' ) || 1 === preg_match( '/expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import/i', $css ) ) {
			return false;
		}
		// An escaped ASCII character only hides a word (`u\72 l(`); icon fonts escape private-use characters.
		preg_match_all( '/\\\\([0-9a-f]{1,6}|.)/is', $css, $escapes );
		foreach ( $escapes[1] as $escape ) {
			if ( ( ctype_xdigit( $escape ) ? hexdec( $escape ) : ord( $escape ) ) < 0x80 ) {
				return false;
			}
		}
		// Every address in the rules (url(), image-set(), strings): data: addresses load nothing.
		$scanned = (string) preg_replace( '/url\(\s*([\'"]?)data:[^\'")]*\1\s*\)/i', '', $css );
		preg_match_all( '#(?:\b[a-z][a-z0-9+.-]*:)?//([^/\s\'"(),;\\\\]*)|\b(?:https?|ftps?|wss?):(?!//)([^/\s\'"(),;]*)#i', $scanned, $addresses, PREG_SET_ORDER );
		foreach ( $addresses as $address ) {
			$host = strtolower( (string) preg_replace( '/:\d+$/', '', ( $address[1] ?? '' ) . ( $address[2] ?? '' ) ) );
			if ( '' !== $host && ! in_array( $host, self::site_hosts(), true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether every element the markup opens it also closes, in order.
	 *
	 * @param string $markup Markup after wp_kses().
	 */
	private static function is_whole( string $markup ): bool {
		$open = array();
		$tags = new \WP_HTML_Tag_Processor( $markup );
		while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
			$tag = strtolower( (string) $tags->get_tag() );
			if ( $tags->is_tag_closer() ) {
				if ( array_pop( $open ) !== $tag ) {
					return false;
				}
			} elseif ( ! in_array( $tag, self::VOID_ELEMENTS, true )
				&& ! ( in_array( $tag, self::SHAPE_ELEMENTS, true ) && $tags->has_self_closing_flag() ) ) {
				$open[] = $tag;
			}
		}
		return array() === $open && ! $tags->paused_at_incomplete_token();
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
