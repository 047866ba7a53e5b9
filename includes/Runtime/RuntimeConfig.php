<?php
/**
 * `window.uipressConfig.runtime`.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Lifecycle\StoredData;
use UiPress\Menus\AccountMenu;
use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\CustomMenus;
use UiPress\Menus\StaticMenus;
use UiPress\Menus\ToolbarCapture;
use UiPress\Network\NetworkFallback;
use UiPress\Settings\SiteLogo;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplateStore;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Builds RuntimeConfig (src/engine/types/runtime.ts) for the user a
 * template takes the admin over for.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class RuntimeConfig {

	/**
	 * Query parameters stripped from URLs shown to the user (spec, section 2).
	 */
	public const STRIPPED_PARAMS = array( 'uip-framed-page', 'uip-hide-screen-options', 'uip-hide-help-tab', 'uip-default-theme', 'uip-hide-notices', 'uipid' );

	/**
	 * The configuration.
	 *
	 * @param WP_Post              $template The template that applies.
	 * @param array<string, mixed> $fields   Its field.
	 * @phpstan-param Fields $fields
	 * @param WP_User              $user     The user.
	 * @param string               $request  The requested URL (absolute).
	 * @return array<string, mixed>
	 */
	public static function build( WP_Post $template, array $fields, WP_User $user, string $request ): array {
		$public = TemplateStore::for_response( $fields );
		return array(
			'template'       => array(
				'id'      => (int) $template->ID,
				'title'   => (string) $template->post_title,
				'uipress' => $public,
				// A sub-site's fallback to the network's: its blocks' server requests say so (ids are per site).
				'network' => NetworkFallback::served( $template ),
			),
			'adminMenu'      => AdminMenuCapture::capture(),
			'customMenu'     => CustomMenus::for_user( $user ),
			// Menus the admin menu blocks' staticMenu option names, for users who cannot read them through REST.
			'staticMenus'    => (object) StaticMenus::for_blocks( $fields['content'] ),
			'toolbar'        => ToolbarCapture::capture(),
			'account'        => AccountMenu::for_user( $user ),
			// Only what the first paint needs; blocks read the rest through REST.
			'preferences'    => (object) Preferences::first_paint( (int) $user->ID ),
			'frameUrl'       => self::frame_url( $request, $fields ),
			'site'           => array(
				// The network admin is the network's: its name, and its own pages stay in the frame.
				'name'     => html_entity_decode( is_network_admin() ? (string) get_network()?->site_name : get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
				'url'      => esc_url_raw( home_url( '/' ) ),
				'adminUrl' => esc_url_raw( self_admin_url() ),
				'logo'     => SiteLogo::urls(),
			),
			'fullScreenUrls' => self::full_screen_urls(),
			'strippedParams' => self::STRIPPED_PARAMS,
			'windowPages'    => WindowPages::slugs(),
		);
	}

	/**
	 * The page the frame loads first: the requested admin page with
	 * `uip-framed-page=1`; on the admin home right after login, the page
	 * content block's loginRedirect option when set (a relative path is
	 * appended to the admin URL, a full URL used as is).
	 *
	 * @param string               $request The requested URL.
	 * @param array<string, mixed> $fields  The template's field.
	 * @phpstan-param Fields $fields
	 */
	public static function frame_url( string $request, array $fields ): string {
		$url = $request;
		if ( self::is_admin_home( $request ) && self::just_logged_in() ) {
			$redirect = self::login_redirect( $fields['content'] );
			if ( '' !== $redirect ) {
				$url = 1 === preg_match( '#^https?://#i', $redirect ) ? $redirect : admin_url( ltrim( $redirect, '/' ) );
			}
		}
		$url = remove_query_arg( array( Takeover::ESCAPE_PARAM ), $url );
		return esc_url_raw( add_query_arg( Takeover::FRAMED_PARAM, '1', $url ) );
	}

	/**
	 * The loginRedirect option of the first page-content block with one set.
	 *
	 * @param array<mixed> $blocks Blocks.
	 */
	public static function login_redirect( array $blocks ): string {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$settings = is_array( $block['settings'] ?? null ) ? $block['settings'] : array();
			$group    = is_array( $settings['block'] ?? null ) ? $settings['block'] : array();
			$options  = $group['options'] ?? null;
			if ( is_array( $options ) && isset( $options['loginRedirect'] ) ) {
				$value = $options['loginRedirect'];
				if ( is_array( $value ) ) {
					$value = $value['value'] ?? ( $value['string'] ?? '' );
				}
				if ( is_string( $value ) && '' !== trim( $value ) ) {
					return trim( $value );
				}
			}
			$children = $block['content'] ?? null;
			if ( is_array( $children ) ) {
				$found = self::login_redirect( $children );
				if ( '' !== $found ) {
					return $found;
				}
			}
		}
		return '';
	}

	/**
	 * Whether a URL is the admin home (wp-admin/ or wp-admin/index.php without a page).
	 *
	 * @param string $url URL.
	 */
	private static function is_admin_home( string $url ): bool {
		$page = AdminMenuCapture::normalise( $url );
		return 'index.php' === $page;
	}

	/**
	 * Whether this is the first admin page since the user logged in: the
	 * login screen (wp-login.php, or the custom login address) is the referrer.
	 */
	private static function just_logged_in(): bool {
		$referer = isset( $_SERVER['HTTP_REFERER'] ) && is_string( $_SERVER['HTTP_REFERER'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : '';
		return '' !== $referer && ( str_contains( $referer, 'wp-login.php' ) || \UiPress\SignIn\LoginAddress::is_login_url( $referer ) );
	}

	/**
	 * Admin URLs always shown full screen (site setting `fullScreenUrls`:
	 * a list, or comma/line separated text).
	 *
	 * @return list<string>
	 */
	public static function full_screen_urls(): array {
		return self::setting_list( 'fullScreenUrls' );
	}

	/**
	 * A site setting holding a list of strings.
	 *
	 * @param string $key Setting name.
	 * @return list<string>
	 */
	public static function setting_list( string $key ): array {
		$settings = get_option( StoredData::SETTINGS_OPTION, array() );
		$value    = is_array( $settings ) ? ( $settings[ $key ] ?? array() ) : array();
		if ( is_array( $settings ) && ! isset( $settings[ $key ] ) ) {
			// Settings may be grouped (spec: advanced.uipDisabledFor).
			foreach ( $settings as $group ) {
				if ( is_array( $group ) && isset( $group[ $key ] ) ) {
					$value = $group[ $key ];
					break;
				}
			}
		}
		if ( is_string( $value ) ) {
			$value = preg_split( '/[,\r\n]+/', $value );
		}
		$list = array();
		foreach ( is_array( $value ) ? $value : array() as $entry ) {
			if ( is_string( $entry ) && '' !== trim( $entry ) ) {
				$list[] = trim( $entry );
			}
		}
		return $list;
	}
}
