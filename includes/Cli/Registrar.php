<?php
/**
 * Registers the `wp uipress` commands when WP-CLI runs.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * One command class per group (docs/CLI.md).
 */
final class Registrar {

	/**
	 * Adds the commands; nothing outside WP-CLI.
	 */
	public static function register(): void {
		if ( ! defined( 'WP_CLI' ) || ! WP_CLI || ! class_exists( WP_CLI::class ) ) {
			return;
		}
		WP_CLI::add_command( 'uipress', UiPressNamespace::class );
		WP_CLI::add_command( 'uipress template', TemplateCommand::class );
		WP_CLI::add_command( 'uipress menu', MenuCommand::class );
		WP_CLI::add_command( 'uipress settings', SettingsCommand::class );
		WP_CLI::add_command( 'uipress preference', PreferenceCommand::class );
		WP_CLI::add_command( 'uipress reset', ResetCommand::class );
		WP_CLI::add_command( 'uipress folder', FolderCommand::class );
		WP_CLI::add_command( 'uipress demo', DemoCommand::class );
	}
}
