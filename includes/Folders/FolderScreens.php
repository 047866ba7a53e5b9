<?php
/**
 * The screens that show folders: their script and its configuration.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use UiPress\Assets\ScriptAsset;

defined( 'ABSPATH' ) || exit;

/**
 * Queues `build/folders.js` with `window.uipressConfig.folders`
 * (src/folders/types.ts FoldersConfig) on the media library (grid and list),
 * the list table of each kind, and every screen with the media modal (the
 * block editor, and any page that calls wp_enqueue_media()). The builder's
 * page gets the configuration alone (AdminScreens): its own script shows
 * its media dialog's folders.
 *
 * Only users with the kind's capability get the script; the routes check it
 * again on every request.
 */
final class FolderScreens {

	/**
	 * The build entry.
	 */
	public const ENTRY = 'folders';

	/**
	 * Where the routes live (FOLDERS_REST_PATH in src/folders/types.ts).
	 */
	public const REST_PATH = '/uipress/v1/folders';

	/**
	 * Adds the hooks (FoldersModule, only while folders are on).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		// A media modal queued on any admin screen (wp_enqueue_media() ran).
		add_action( 'wp_enqueue_media', array( self::class, 'enqueue_for_media_modal' ) );
	}

	/**
	 * Queues the script for a media modal (action `wp_enqueue_media`).
	 */
	public static function enqueue_for_media_modal(): void {
		self::enqueue( true );
	}

	/**
	 * Queues the script on a screen that shows folders (action `admin_enqueue_scripts`).
	 *
	 * @param mixed $media_modal Whether the screen has a media modal (true from
	 *                           enqueue_for_media_modal(); the hook suffix otherwise).
	 */
	public static function enqueue( $media_modal = false ): void {
		$asset = new ScriptAsset( self::ENTRY );
		// Asked for by two hooks on the screens with a media modal: queued once.
		if ( ! is_admin() || wp_script_is( $asset->handle(), 'enqueued' ) ) {
			return;
		}
		$where = self::screen( true === $media_modal );
		if ( null === $where || ! current_user_can( FolderKinds::capability( $where['kind'] ) ) ) {
			return;
		}
		if ( ! $asset->enqueue() ) {
			return;
		}
		$json = wp_json_encode( self::config( $where['screen'], $where['kind'] ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		if ( false !== $json ) {
			// Merged, so a configuration another UiPress script printed on the page stays.
			wp_add_inline_script( $asset->handle(), 'window.uipressConfig = Object.assign( window.uipressConfig || {}, { folders: ' . $json . ' } );', 'before' );
		}
	}

	/**
	 * Which folder screen this admin page is, from the screen WordPress resolved.
	 *
	 * @param bool $media_modal Whether a media modal was queued on it.
	 * @return array{screen: 'media-grid'|'media-list'|'list-table'|'editor', kind: string}|null
	 */
	public static function screen( bool $media_modal = false ): ?array {
		$current = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$base    = $current instanceof \WP_Screen ? $current->base : '';
		if ( 'upload' === $base ) {
			return array(
				'screen' => 'list' === self::media_mode() ? 'media-list' : 'media-grid',
				'kind'   => FolderKinds::MEDIA,
			);
		}
		if ( 'edit' === $base && $current instanceof \WP_Screen ) {
			return FolderKinds::exists( $current->post_type ) && FolderKinds::MEDIA !== $current->post_type
				? array(
					'screen' => 'list-table',
					'kind'   => $current->post_type,
				)
				: null;
		}
		// The builder shows folders in its own media dialog (AdminScreens).
		if ( $current instanceof \WP_Screen && str_contains( $current->id, 'uip-ui-builder' ) ) {
			return null;
		}
		// The block editor, or any screen whose media modal was queued.
		if ( 'post' === $base || $media_modal ) {
			return array(
				'screen' => 'editor',
				'kind'   => FolderKinds::MEDIA,
			);
		}
		return null;
	}

	/**
	 * The media library's mode: what upload.php stored for the user from
	 * `?mode=` (it runs before the scripts are queued), grid by default.
	 */
	private static function media_mode(): string {
		$mode = get_user_option( 'media_library_mode', get_current_user_id() );
		return 'list' === $mode ? 'list' : 'grid';
	}

	/**
	 * What the script needs (window.uipressConfig.folders).
	 *
	 * @param string $screen Where the panel shows: media-grid, media-list, list-table, editor or builder.
	 * @param string $kind   The kind the screen lists.
	 * @return array{kinds: object, screen: string, kind: string, folder: int|null, restPath: string}
	 */
	public static function config( string $screen, string $kind ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the folder the page opens on; it only narrows a list.
		$sent = isset( $_GET[ FolderQuery::PARAM ] ) && is_scalar( $_GET[ FolderQuery::PARAM ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ FolderQuery::PARAM ] ) ) : null;
		return array(
			// An object in JSON, also when the user may see no kind.
			'kinds'    => (object) self::kinds(),
			'screen'   => $screen,
			'kind'     => $kind,
			'folder'   => FolderQuery::folder_of( $sent ),
			'restPath' => self::REST_PATH,
		);
	}

	/**
	 * The configuration of the builder's page, or null when folders are off.
	 *
	 * @return array{kinds: object, screen: string, kind: string, folder: int|null, restPath: string}|null
	 */
	public static function builder_config(): ?array {
		return Folders::enabled() ? self::config( 'builder', FolderKinds::MEDIA ) : null;
	}

	/**
	 * The kinds the current user may see the folders of.
	 *
	 * @return array<string, array{label: string, taxonomy: string, canEdit: bool}>
	 */
	public static function kinds(): array {
		$kinds = array();
		foreach ( FolderKinds::all() as $kind ) {
			$capability = FolderKinds::capability( $kind );
			if ( ! current_user_can( $capability ) ) {
				continue;
			}
			$type     = get_post_type_object( $kind );
			$taxonomy = get_taxonomy( FolderKinds::taxonomy( $kind ) );
			// Managing folders takes the taxonomy's own capability once it is registered.
			$manage         = $taxonomy instanceof \WP_Taxonomy && is_string( $taxonomy->cap->manage_terms ?? null ) ? $taxonomy->cap->manage_terms : $capability;
			$kinds[ $kind ] = array(
				'label'    => null !== $type && is_string( $type->labels->name ?? null ) ? $type->labels->name : $kind,
				'taxonomy' => FolderKinds::taxonomy( $kind ),
				'canEdit'  => current_user_can( $manage ),
			);
		}
		return $kinds;
	}
}
