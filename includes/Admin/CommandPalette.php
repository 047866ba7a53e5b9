<?php
/**
 * UiPress's commands in WordPress's command palette.
 *
 * @package UiPress
 */

namespace UiPress\Admin;

use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;
use UiPress\Folders\FolderKinds;
use UiPress\Folders\Folders;
use UiPress\Menus\CustomMenus;
use UiPress\Runtime\Takeover;
use UiPress\Users\UserManagement;
use UiPress\Users\UserManagementScreens;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress 7 loads its command palette (`wp-commands`) on admin screens.
 * Where it is loaded, and only there, a small script (build entry
 * `commands`) adds UiPress's commands (docs/WP7-NATIVE.md): open the
 * builder, the menu creator, the settings, the user management screens
 * and the folder screens the user may open; "Edit template: …" for each
 * template, found as the user types; and, in a page framed by the
 * interface, dark mode and the menu's collapse. The server decides which
 * screens a user may open; the routes check again.
 */
final class CommandPalette {

	public const ENTRY = 'commands';

	/**
	 * Adds the hook (after WordPress queued its palette, on the same hook).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ), 20 );
	}

	/**
	 * Queues the commands where the palette is (admin_enqueue_scripts).
	 */
	public static function enqueue(): void {
		if ( ! wp_script_is( 'wp-commands', 'enqueued' ) ) {
			return;
		}
		$config = self::config( Takeover::is_framed_request() );
		if ( array() === $config['screens'] && ! $config['templates'] && ! $config['framed'] ) {
			return;
		}
		$asset = new ScriptAsset( self::ENTRY );
		if ( ! $asset->register() ) {
			return;
		}
		// The palette's store must exist before the commands are added to it.
		$script = wp_scripts()->query( $asset->handle(), 'registered' );
		if ( $script instanceof \_WP_Dependency && ! in_array( 'wp-commands', $script->deps, true ) ) {
			$script->deps[] = 'wp-commands';
		}
		$asset->enqueue();
		$json = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		if ( false !== $json ) {
			wp_add_inline_script( $asset->handle(), 'window.uipressCommands = ' . $json . ';', 'before' );
		}
	}

	/**
	 * What the script needs: the screens the current user may open, whether
	 * they may edit templates (and where), and whether the page is framed.
	 *
	 * @param bool $framed Whether the page is shown in the interface's frame.
	 * @return array{screens: list<array{name: string, label: string, keywords: list<string>, icon: string, url: string}>, templates: bool, builderUrl: string, framed: bool}
	 */
	public static function config( bool $framed ): array {
		$manage  = current_user_can( Capabilities::MANAGE );
		$screens = array();
		if ( $manage ) {
			$screens[] = self::screen( 'builder', __( 'Open the UiPress builder', 'uipress' ), array( __( 'templates', 'uipress' ), __( 'interface', 'uipress' ) ), 'layout', AdminScreens::BUILDER_SLUG );
			if ( CustomMenus::enabled() ) {
				$screens[] = self::screen( 'menu-creator', __( 'Open the UiPress menu creator', 'uipress' ), array( __( 'admin menu', 'uipress' ) ), 'menu', AdminScreens::MENU_CREATOR_SLUG );
			}
			$screens[] = self::screen( 'settings', __( 'Open the UiPress settings', 'uipress' ), array( __( 'options', 'uipress' ) ), 'settings', AdminScreens::SETTINGS_SLUG );
		}
		if ( UserManagement::enabled() && current_user_can( Capabilities::MANAGE_USERS ) ) {
			$parent    = current_user_can( 'list_users' ) ? 'users.php' : 'profile.php';
			$screens[] = self::screen( 'users', __( 'Manage users', 'uipress' ), array( __( 'people', 'uipress' ) ), 'people', UserManagementScreens::USERS_SLUG, $parent );
			$screens[] = self::screen( 'roles', __( 'Roles and capabilities', 'uipress' ), array( __( 'permissions', 'uipress' ) ), 'lock', UserManagementScreens::ROLES_SLUG, $parent );
			$screens[] = self::screen( 'activity', __( 'Activity log', 'uipress' ), array( __( 'history', 'uipress' ) ), 'backup', UserManagementScreens::ACTIVITY_SLUG, $parent );
		}
		if ( Folders::enabled() ) {
			foreach ( FolderKinds::all() as $kind ) {
				$type = get_post_type_object( $kind );
				if ( null === $type || ! current_user_can( FolderKinds::capability( $kind ) ) ) {
					continue;
				}
				$screens[] = array(
					'name'     => 'uipress/folders-' . $kind,
					/* translators: %s: a kind of content, e.g. "Media" or "Pages". */
					'label'    => sprintf( __( 'Open the folders of %s', 'uipress' ), is_string( $type->labels->name ?? null ) ? $type->labels->name : $kind ),
					'keywords' => array( __( 'folders', 'uipress' ) ),
					'icon'     => 'category',
					'url'      => FolderKinds::MEDIA === $kind ? admin_url( 'upload.php' ) : admin_url( 'edit.php?post_type=' . $kind ),
				);
			}
		}
		return array(
			'screens'    => $screens,
			'templates'  => $manage,
			'builderUrl' => $manage ? admin_url( 'admin.php?page=' . AdminScreens::BUILDER_SLUG ) : '',
			'framed'     => $framed,
		);
	}

	/**
	 * One screen's command.
	 *
	 * @param string   $name     The command's name after `uipress/`.
	 * @param string   $label    What the palette shows.
	 * @param string[] $keywords Other words that find it.
	 * @param string   $icon     An icon's name (src/commands/icons.ts).
	 * @param string   $slug     The admin page's slug.
	 * @param string   $parent   The admin file the page hangs under.
	 * @phpstan-param list<string> $keywords
	 * @return array{name: string, label: string, keywords: list<string>, icon: string, url: string}
	 */
	private static function screen( string $name, string $label, array $keywords, string $icon, string $slug, string $parent = 'admin.php' ): array {
		return array(
			'name'     => 'uipress/' . $name,
			'label'    => $label,
			'keywords' => $keywords,
			'icon'     => $icon,
			'url'      => admin_url( $parent . '?page=' . $slug ),
		);
	}
}
