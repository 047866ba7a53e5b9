<?php
/**
 * `wp uipress preference …`.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Preferences;
use WP_CLI;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Clears users' interface preferences.
 *
 * Dark mode, collapsed menu, list layouts…: e.g. one that leaves a user's
 * interface unusable.
 *
 * ## EXAMPLES
 *
 *     wp uipress preference delete darkTheme --for=editor1
 *     wp uipress preference delete --all --everyone
 */
final class PreferenceCommand {

	/**
	 * Deletes preferences of one user or of every user.
	 *
	 * ## OPTIONS
	 *
	 * [<key>...]
	 * : The preferences, e.g. darkTheme menuCollapsed.
	 *
	 * [--all]
	 * : Every preference instead of named ones.
	 *
	 * [--for=<user>]
	 * : The user (ID, login or email).
	 *
	 * [--everyone]
	 * : Every user of the site.
	 *
	 * ## EXAMPLES
	 *
	 *     wp uipress preference delete darkTheme --for=admin
	 *     wp uipress preference delete --all --for=3
	 *     wp uipress preference delete menuCollapsed --everyone
	 *
	 * @param string[]             $args       Positional arguments.
	 * @param array<string, mixed> $assoc_args Options.
	 */
	public function delete( array $args, array $assoc_args ): void {
		$all = isset( $assoc_args['all'] );
		if ( ( array() === $args ) === ! $all ) {
			CliSupport::fail( __( 'Name the preferences to delete, or pass --all (not both).', 'uipress' ) );
		}
		$for      = isset( $assoc_args['for'] ) && is_string( $assoc_args['for'] ) ? $assoc_args['for'] : null;
		$everyone = isset( $assoc_args['everyone'] );
		if ( ( null === $for ) === ! $everyone ) {
			CliSupport::fail( __( 'Say whose preferences: --for=<user> or --everyone (not both).', 'uipress' ) );
		}
		foreach ( $args as $key ) {
			if ( ! Preferences::is_valid_key( $key ) ) {
				/* translators: %s: what was given. */
				CliSupport::fail( sprintf( __( '“%s” is not a preference name (letters, digits, dashes and underscores).', 'uipress' ), $key ) );
			}
		}
		$users = null === $for
			? array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, get_users( array( 'fields' => 'ID' ) ) )
			: array( (int) CliSupport::user( $for )->ID );

		$changed = 0;
		foreach ( $users as $user_id ) {
			$before = Preferences::all( $user_id );
			if ( $all ) {
				delete_user_meta( $user_id, StoredData::PREFERENCES_META );
			} else {
				foreach ( $args as $key ) {
					$done = array_key_exists( $key, $before ) ? Preferences::set( $user_id, $key, null ) : true;
					if ( $done instanceof WP_Error ) {
						CliSupport::fail( CliSupport::message( $done ) );
					}
				}
			}
			$changed += Preferences::all( $user_id ) !== $before ? 1 : 0;
		}
		/* translators: %d: how many users. */
		WP_CLI::success( sprintf( _n( 'Deleted preferences of %d user.', 'Deleted preferences of %d users.', $changed, 'uipress' ), $changed ) );
	}
}
