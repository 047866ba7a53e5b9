<?php
/**
 * Dark mode for the stock admin pages shown in the page content frame.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Settings\ThemeVariables;

defined( 'ABSPATH' ) || exit;

/**
 * The interface sets `data-theme="dark"` on the root of every frame while
 * dark mode is on (src/runtime/dark-mode.ts). A framed admin page is stock
 * wp-admin, so it needs its own stylesheet to follow: this one, printed on
 * framed pages only, turns the common wp-admin surfaces (page background,
 * text, postboxes and cards, list tables, fields, secondary buttons, notices,
 * links) to the theme variables' dark values, all scoped to
 * `html[data-theme=dark]` so the light page is untouched (no quotes
 * or child combinators: the stylesheet goes through esc_html).
 *
 * When the user's `darkTheme` preference is on, the frame's `<html>` gets
 * the attribute from the server already, so the page does not flash light
 * before the interface marks it.
 */
final class FramedDarkStyle {

	public const STYLE_ID = 'uip-framed-dark-css';

	/**
	 * What every rule is scoped to.
	 */
	public const SCOPE = 'html[data-theme=dark]';

	/**
	 * The theme variables' default dark values (one copy, in ThemeVariables).
	 */
	public const DARK_VALUES = ThemeVariables::DARK_DEFAULTS;

	/**
	 * The stylesheet, with the site's dark values (setting `theme`).
	 */
	public static function css(): string {
		$d         = self::SCOPE;
		$variables = '';
		foreach ( ThemeVariables::effective( true ) as $name => $value ) {
			$variables .= $name . ':' . $value . ';';
		}
		return $d . '{color-scheme:dark;' . $variables . 'background:var(--uip-color-base-1)}'
			. self::scoped( array( 'body', '#wpwrap', '#wpcontent', '#wpbody', '#wpbody-content' ) )
			. '{background:var(--uip-color-base-1);color:var(--uip-color-text-base)}'
			. self::scoped( array( '.wrap', '.wrap p', 'h1', 'h2', 'h3', 'h4', 'label', '.description', '.form-table th', '.subsubsub' ) )
			. '{color:var(--uip-color-text-base)}'
			. self::scoped( array( '.wrap h1', '.wrap h2', '.postbox .hndle', '.card .title' ) )
			. '{color:var(--uip-color-text-emphasis)}'
			. self::scoped( array( '.postbox', '.postbox-header', '.card', '.stuffbox', '.welcome-panel', '.widefat', '.widefat thead th', '.widefat thead td', '.widefat tfoot th', '.widefat tfoot td', '.tablenav', '#screen-meta', '#screen-meta-links .show-settings' ) )
			. '{background:var(--uip-color-base-0);border-color:var(--uip-color-border);color:var(--uip-color-text-base)}'
			. self::scoped( array( '.widefat td', '.widefat th', '.widefat td p', '.widefat .column-title a', '.widefat .row-title' ) )
			. '{color:var(--uip-color-text-base);border-color:var(--uip-color-border)}'
			. self::scoped( array( '.striped tbody tr:nth-child(odd)', '.alternate', 'ul.striped li:nth-child(odd)' ) )
			. '{background:var(--uip-color-base-2)}'
			. self::scoped( array( 'input[type=text]', 'input[type=search]', 'input[type=email]', 'input[type=url]', 'input[type=password]', 'input[type=number]', 'input[type=date]', 'input[type=tel]', 'select', 'textarea' ) )
			. '{background-color:var(--uip-color-base-0);color:var(--uip-color-text-emphasis);border-color:var(--uip-color-border)}'
			. self::scoped( array( '.button:not(.button-primary)', '.button-secondary', '.page-title-action' ) )
			. '{background:var(--uip-color-base-2);color:var(--uip-color-primary);border-color:var(--uip-color-primary)}'
			. self::scoped( array( '.notice', 'div.updated', 'div.error', '.update-nag' ) )
			. '{background:var(--uip-color-base-0);color:var(--uip-color-text-base)}'
			. self::scoped( array( 'a', '.wrap a' ) )
			. '{color:var(--uip-color-primary)}'
			// Screens colour their own texts, often through IDs (the dashboard's
			// widgets): inside the page content, an ID outranks those greys.
			. self::scoped( self::in_content( array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'legend', 'caption' ) ) )
			. '{color:var(--uip-color-text-emphasis)}'
			. self::scoped( self::in_content( array( 'p', 'li', 'dt', 'dd', 'blockquote', 'cite', 'td', 'th', 'label' ) ) )
			. '{color:var(--uip-color-text-base)}'
			. self::scoped( self::in_content( array( '.count', '.description', '.howto', '.sub', '.sub h3', '.post-state', '.comment-meta', '#activity-widget .comment-meta', '.activity-block h3' ) ) )
			. '{color:var(--uip-color-text-muted)}'
			. self::scoped( self::in_content( array( '.button-link', 'a.button-link' ) ) )
			. '{color:var(--uip-color-primary)}'
			. self::scoped( self::in_content( array( '.submitdelete', '.row-actions .trash a', '.row-actions .delete a', '.row-actions .spam a', 'a.delete' ) ) )
			. '{color:var(--uip-color-danger)}'
			. self::scoped( self::in_content( array( '#future-posts li:nth-child(odd)', '#published-posts li:nth-child(odd)', '#the-comment-list .comment-item', '#dashboard_right_now .sub', '.activity-block', '#dashboard-widgets .postbox .inside' ) ) )
			. '{background:var(--uip-color-base-0)}'
			. self::scoped( self::in_content( array( '#published-posts li:nth-child(odd)', '#future-posts li:nth-child(odd)', '#dashboard_right_now .sub' ) ) )
			. '{background:var(--uip-color-base-2)}'
			. self::scoped( self::in_content( array( '#the-comment-list .comment-item.unapproved' ) ) )
			. '{background:color-mix(in srgb,var(--uip-color-warning) 12%,var(--uip-color-base-0))}'
			. self::scoped( array( 'a:hover', 'a:focus' ) )
			. '{color:var(--uip-color-primary-lighter)}';
	}

	/**
	 * Selectors inside the page content (`#wpbody-content`).
	 *
	 * @param string[] $selectors Selectors.
	 * @return string[]
	 */
	private static function in_content( array $selectors ): array {
		return array_map(
			static function ( string $selector ): string {
				return '#wpbody-content ' . $selector;
			},
			$selectors
		);
	}

	/**
	 * Selectors scoped to dark mode, comma-separated.
	 *
	 * @param string[] $selectors Selectors.
	 */
	private static function scoped( array $selectors ): string {
		$scoped = array();
		foreach ( $selectors as $selector ) {
			$scoped[] = self::SCOPE . ' ' . $selector;
		}
		return implode( ',', $scoped );
	}

	/**
	 * Prints the stylesheet (admin_head of framed pages). Not on the block
	 * editor's screens: the editor draws its own light interface (panels,
	 * modals, labels) that these wp-admin rules would turn unreadable; it
	 * stays as WordPress draws it.
	 */
	public static function print(): void {
		$screen = get_current_screen();
		if ( null !== $screen && $screen->is_block_editor() ) {
			return;
		}
		printf( "<style id=\"%s\">%s</style>\n", esc_attr( self::STYLE_ID ), esc_html( self::css() ) );
	}

	/**
	 * Adds `data-theme="dark"` to the frame's `<html>` when the user's
	 * `darkTheme` preference is on (filter `language_attributes`).
	 *
	 * @param string $output The attributes.
	 */
	public static function language_attributes( $output ): string {
		$output = is_string( $output ) ? $output : '';
		if ( true === Preferences::get( get_current_user_id(), 'darkTheme' ) && ! str_contains( $output, 'data-theme' ) ) {
			$output .= ' data-theme="dark"';
		}
		return $output;
	}
}
