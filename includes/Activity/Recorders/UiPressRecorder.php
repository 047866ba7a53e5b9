<?php
/**
 * Records changes to UiPress's own templates, menus and settings.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\Secrets;
use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SettingsSchema;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Events: uipress.template_saved / template_deleted, uipress.menu_saved /
 * menu_deleted (title and status before and after; the blocks or items as
 * "changed"), and uipress.settings_updated: each setting before and after,
 * secrets (the secrets option, `secret` settings, names that say so) as
 * "changed" only.
 */
final class UiPressRecorder {

	/**
	 * The events of each UiPress post type: saved, deleted.
	 */
	private const POST_ACTIONS = array(
		StoredData::TEMPLATE_POST_TYPE => array( 'uipress.template_saved', 'uipress.template_deleted' ),
		StoredData::MENU_POST_TYPE     => array( 'uipress.menu_saved', 'uipress.menu_deleted' ),
	);

	/**
	 * The object id of the settings' events.
	 */
	public const SETTINGS_OBJECT = 'settings';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'wp_after_insert_post', array( self::class, 'saved' ), 10, 4 );
		add_action( 'before_delete_post', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'update_option_' . StoredData::SETTINGS_OPTION, array( self::class, 'settings_updated' ), 10, 2 );
		add_action( 'update_option_' . StoredData::SECRETS_OPTION, array( self::class, 'secrets_updated' ), 10, 2 );
	}

	/**
	 * `wp_after_insert_post`: a template or menu saved.
	 *
	 * @param int|mixed          $post_id The post.
	 * @param WP_Post|mixed      $post    The post.
	 * @param bool|mixed         $update  Whether an existing post.
	 * @param WP_Post|null|mixed $before  The post before (null when new).
	 */
	public static function saved( $post_id, $post, $update, $before = null ): void {
		unset( $post_id, $update );
		if ( ! self::is_recorded( $post ) ) {
			return;
		}
		$old     = $before instanceof WP_Post ? $before : null;
		$changes = array();
		$pairs   = array(
			'title'  => array( null === $old ? '' : $old->post_title, $post->post_title ),
			'status' => array( null === $old ? '' : $old->post_status, $post->post_status ),
		);
		foreach ( $pairs as $field => $pair ) {
			if ( $pair[0] !== $pair[1] ) {
				$changes[ $field ] = array(
					'before' => $pair[0],
					'after'  => $pair[1],
				);
			}
		}
		if ( null === $old || $old->post_content !== $post->post_content ) {
			$changes['content'] = array(
				'before' => null === $old ? null : Secrets::CHANGED,
				'after'  => Secrets::CHANGED,
			);
		}
		ActivityLog::record( self::POST_ACTIONS[ $post->post_type ][0], 'uipress', (string) $post->ID, PostRecorder::title( $post ), $changes, array( 'subtype' => $post->post_type ) );
	}

	/**
	 * `before_delete_post`: a template or menu deleted for good.
	 *
	 * @param int|mixed     $post_id The post.
	 * @param WP_Post|mixed $post    The post.
	 */
	public static function deleted( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( self::is_recorded( $post ) ) {
			ActivityLog::forget( self::POST_ACTIONS[ $post->post_type ][0], 'uipress', (string) $post->ID );
			ActivityLog::record( self::POST_ACTIONS[ $post->post_type ][1], 'uipress', (string) $post->ID, PostRecorder::title( $post ), array(), array( 'subtype' => $post->post_type ) );
		}
	}

	/**
	 * `update_option_uipress_settings`: each setting that changed.
	 *
	 * @param mixed $before The settings before.
	 * @param mixed $after  The settings after.
	 */
	public static function settings_updated( $before, $after ): void {
		$before  = is_array( $before ) ? $before : array();
		$after   = is_array( $after ) ? $after : array();
		$schema  = SettingsSchema::settings();
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $key ) {
			$old = $before[ $key ] ?? null;
			$new = $after[ $key ] ?? null;
			if ( $old === $new ) {
				continue;
			}
			$changes[ (string) $key ] = 'secret' === ( $schema[ $key ]['kind'] ?? '' ) ? Secrets::masked() : array(
				'before' => $old,
				'after'  => $new,
			);
		}
		self::record_settings( $changes );
	}

	/**
	 * `update_option_uipress_secrets`: which keys changed, never their values.
	 *
	 * @param mixed $before The secrets before.
	 * @param mixed $after  The secrets after.
	 */
	public static function secrets_updated( $before, $after ): void {
		$before  = is_array( $before ) ? $before : array();
		$after   = is_array( $after ) ? $after : array();
		$changes = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $key ) {
			if ( ( $before[ $key ] ?? null ) !== ( $after[ $key ] ?? null ) ) {
				$changes[ (string) $key ] = Secrets::masked();
			}
		}
		self::record_settings( $changes );
	}

	/**
	 * Whether a post is a UiPress template or menu whose saves are events.
	 *
	 * @param WP_Post|mixed $post The post.
	 * @phpstan-assert-if-true WP_Post $post
	 */
	private static function is_recorded( $post ): bool {
		return $post instanceof WP_Post && isset( self::POST_ACTIONS[ $post->post_type ] ) && 'auto-draft' !== $post->post_status && ! wp_is_post_revision( $post ) && ! wp_is_post_autosave( $post );
	}

	/**
	 * Queues the settings' event.
	 *
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record_settings( array $changes ): void {
		if ( array() !== $changes ) {
			ActivityLog::record( 'uipress.settings_updated', 'uipress', self::SETTINGS_OBJECT, __( 'UiPress settings', 'uipress' ), $changes, array( 'subtype' => 'settings' ) );
		}
	}
}
