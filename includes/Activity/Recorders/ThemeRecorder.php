<?php
/**
 * Records themes switched, installed, updated and deleted.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use WP_Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Events: theme.switched (the theme before and after), theme.installed,
 * theme.updated (version before and after), theme.deleted. The object is
 * the theme's folder (stylesheet), named by its header.
 */
final class ThemeRecorder {

	/**
	 * Versions before an update, by stylesheet.
	 *
	 * @var array<string, string>
	 */
	private static array $versions = array();

	/**
	 * Names of themes being deleted, by stylesheet.
	 *
	 * @var array<string, string>
	 */
	private static array $deleting = array();

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'switch_theme', array( self::class, 'switched' ), 10, 3 );
		add_filter( 'upgrader_pre_install', array( self::class, 'before_install' ), 10, 2 );
		add_action( 'upgrader_process_complete', array( self::class, 'upgraded' ), 10, 2 );
		add_action( 'delete_theme', array( self::class, 'deleting' ) );
		add_action( 'deleted_theme', array( self::class, 'deleted' ), 10, 2 );
	}

	/**
	 * `switch_theme`.
	 *
	 * @param string|mixed   $new_name  The new theme's name.
	 * @param WP_Theme|mixed $new_theme The new theme.
	 * @param WP_Theme|mixed $old_theme The old theme.
	 */
	public static function switched( $new_name, $new_theme, $old_theme = null ): void {
		if ( ! $new_theme instanceof WP_Theme ) {
			return;
		}
		ActivityLog::record(
			'theme.switched',
			'theme',
			$new_theme->get_stylesheet(),
			is_string( $new_name ) ? $new_name : self::name( $new_theme ),
			array(
				'theme' => array(
					'before' => $old_theme instanceof WP_Theme ? self::name( $old_theme ) : null,
					'after'  => self::name( $new_theme ),
				),
			)
		);
	}

	/**
	 * `upgrader_pre_install` (a filter passed through): the version a theme
	 * had before its update.
	 *
	 * @param mixed $response   The filter's value, returned as is.
	 * @param mixed $hook_extra The upgrade's details.
	 * @return mixed
	 */
	public static function before_install( $response, $hook_extra ) {
		$theme = is_array( $hook_extra ) && is_string( $hook_extra['theme'] ?? null ) ? $hook_extra['theme'] : '';
		if ( '' !== $theme ) {
			self::$versions[ $theme ] = (string) wp_get_theme( $theme )->get( 'Version' );
		}
		return $response;
	}

	/**
	 * `upgrader_process_complete`: themes installed or updated.
	 *
	 * @param mixed $upgrader   The upgrader.
	 * @param mixed $hook_extra What it did: type, action, theme(s).
	 */
	public static function upgraded( $upgrader, $hook_extra ): void {
		if ( ! is_array( $hook_extra ) || 'theme' !== ( $hook_extra['type'] ?? '' ) ) {
			return;
		}
		if ( 'install' === ( $hook_extra['action'] ?? '' ) ) {
			$theme = $upgrader instanceof \Theme_Upgrader ? $upgrader->theme_info() : false;
			if ( $theme instanceof WP_Theme ) {
				self::record( 'theme.installed', $theme, null );
			}
			return;
		}
		if ( 'update' !== ( $hook_extra['action'] ?? '' ) ) {
			return;
		}
		$themes = is_array( $hook_extra['themes'] ?? null ) ? $hook_extra['themes'] : array( $hook_extra['theme'] ?? null );
		foreach ( $themes as $stylesheet ) {
			if ( is_string( $stylesheet ) && '' !== $stylesheet ) {
				self::record( 'theme.updated', wp_get_theme( $stylesheet ), self::$versions[ $stylesheet ] ?? null );
			}
		}
	}

	/**
	 * `delete_theme`: its name, while it can be read.
	 *
	 * @param string|mixed $stylesheet The theme.
	 */
	public static function deleting( $stylesheet ): void {
		if ( is_string( $stylesheet ) ) {
			self::$deleting[ $stylesheet ] = self::name( wp_get_theme( $stylesheet ) );
		}
	}

	/**
	 * `deleted_theme`.
	 *
	 * @param string|mixed $stylesheet The theme.
	 * @param bool|mixed   $deleted    Whether its files went.
	 */
	public static function deleted( $stylesheet, $deleted ): void {
		if ( is_string( $stylesheet ) && true === $deleted ) {
			ActivityLog::record( 'theme.deleted', 'theme', $stylesheet, self::$deleting[ $stylesheet ] ?? $stylesheet );
		}
	}

	/**
	 * A theme's name, its folder when it has none.
	 *
	 * @param WP_Theme $theme The theme.
	 */
	private static function name( WP_Theme $theme ): string {
		$name = (string) $theme->get( 'Name' );
		return '' === $name ? $theme->get_stylesheet() : $name;
	}

	/**
	 * Queues an install or update, with the version before and after.
	 *
	 * @param string      $action The action.
	 * @param WP_Theme    $theme  The theme.
	 * @param string|null $before The version before (null: none).
	 */
	private static function record( string $action, WP_Theme $theme, ?string $before ): void {
		ActivityLog::record(
			$action,
			'theme',
			$theme->get_stylesheet(),
			self::name( $theme ),
			array(
				'version' => array(
					'before' => $before,
					'after'  => (string) $theme->get( 'Version' ),
				),
			)
		);
	}
}
