<?php
/**
 * Setting stickyHeaders: list-table headers that stay in view.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Runtime\FramedDarkStyle;
use UiPress\Runtime\Takeover;
use UiPress\Settings\SiteSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Makes the header row of every WordPress list table (`.wp-list-table`)
 * sticky while the page scrolls: below the toolbar where there is one
 * (`body.admin-bar`: 32px, 46px on small screens, none below 601px where
 * the toolbar scrolls away), at the top of framed pages, whose toolbar is
 * hidden though they keep its classes.
 * The cells get an opaque background so rows never show through, the
 * interface's dark surface under `html[data-theme=dark]`.
 */
final class StickyHeaders {

	public const STYLE_ID = 'uip-sticky-headers-css';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_head', array( self::class, 'print_style' ) );
	}

	/**
	 * The stylesheet (no quotes or child combinators: it goes through esc_html).
	 */
	public static function css(): string {
		$cells = '.wp-list-table thead th,.wp-list-table thead td';
		// Framed pages keep WordPress's admin-bar classes but hide the bar.
		$shown = 'body.admin-bar:not(.' . Takeover::FRAMED_CLASS . ')';
		$bar   = $shown . ' .wp-list-table thead th,' . $shown . ' .wp-list-table thead td';
		$dark  = FramedDarkStyle::SCOPE . ' .wp-list-table thead th,' . FramedDarkStyle::SCOPE . ' .wp-list-table thead td';
		return $cells . '{position:sticky;top:0;z-index:2;background:#fff}'
			. $bar . '{top:32px}'
			. '@media screen and (max-width:782px){' . $bar . '{top:46px}}'
			. '@media screen and (max-width:600px){' . $bar . '{top:0}}'
			. $dark . '{background:var(--uip-color-base-0,' . FramedDarkStyle::DARK_VALUES['--uip-color-base-0'] . ')}';
	}

	/**
	 * Prints the stylesheet when the setting is on (admin_head).
	 */
	public static function print_style(): void {
		if ( true === SiteSettings::get( 'stickyHeaders' ) ) {
			printf( "<style id=\"%s\">%s</style>\n", esc_attr( self::STYLE_ID ), esc_html( self::css() ) );
		}
	}
}
