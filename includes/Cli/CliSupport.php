<?php
/**
 * What the commands share: users, roles, audiences, errors.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

use WP_CLI;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Small helpers of the `wp uipress` commands.
 */
final class CliSupport {

	/**
	 * Error codes that mean the writer lacks a capability.
	 */
	private const CAPABILITY_ERRORS = array( 'uipress_unfiltered_html_required', 'uipress_setting_needs_unfiltered_html', 'uipress_forbidden', 'rest_forbidden' );

	/**
	 * Stops the command with WP-CLI's error: the message on stderr, exit code 1.
	 *
	 * @param string $message What went wrong.
	 * @return never
	 * @throws \LogicException Never: WP_CLI::error() exits first.
	 */
	public static function fail( string $message ): never {
		WP_CLI::error( $message );
		throw new \LogicException( 'WP_CLI::error() returned.' ); // WP_CLI::error() exits; for PHP's type checks only.
	}

	/**
	 * The message of a refusal, with the way out for a run without a user:
	 * WP-CLI's `--user` (code and guarded writes are judged by that user's
	 * capabilities).
	 *
	 * @param WP_Error $error The refusal.
	 */
	public static function message( WP_Error $error ): string {
		$message = rtrim( $error->get_error_message() );
		$message = preg_match( '/[.!?]$/u', $message ) ? $message : $message . '.';
		$code    = (string) $error->get_error_code();
		if ( get_current_user_id() < 1 && ( in_array( $code, self::CAPABILITY_ERRORS, true ) || str_contains( $message, 'unfiltered HTML' ) ) ) {
			$message .= ' ' . __( 'Nobody is signed in on this run: pass --user=<an administrator>.', 'uipress' );
		}
		$data = $error->get_error_data();
		$path = is_array( $data ) && isset( $data['path'] ) && is_string( $data['path'] ) ? $data['path'] : '';
		if ( '' !== $path && ! str_contains( $message, $path ) ) {
			/* translators: %s: where in the file, e.g. content[0].settings */
			$message .= ' ' . sprintf( __( '(at %s)', 'uipress' ), $path );
		}
		return $message;
	}

	/**
	 * A comma-separated option as a list of its non-empty parts.
	 *
	 * @param mixed $value The option's value.
	 * @return list<string>
	 */
	public static function csv( $value ): array {
		if ( ! is_string( $value ) ) {
			return array();
		}
		return array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * Role names from a list, each checked against the site's roles.
	 *
	 * @param string[] $names Role names.
	 * @phpstan-param list<string> $names
	 * @return list<string>
	 */
	public static function roles( array $names ): array {
		$roles = wp_roles()->get_names();
		foreach ( $names as $name ) {
			if ( ! isset( $roles[ $name ] ) ) {
				/* translators: 1: a role name; 2: the site's role names. */
				self::fail( sprintf( __( 'There is no role named “%1$s”. Roles: %2$s.', 'uipress' ), $name, implode( ', ', array_keys( $roles ) ) ) );
			}
		}
		return $names;
	}

	/**
	 * A user named by id, login or email.
	 *
	 * @param string $name The user.
	 */
	public static function user( string $name ): WP_User {
		$user = ctype_digit( $name ) ? get_user_by( 'id', (int) $name ) : false;
		$user = $user instanceof WP_User ? $user : get_user_by( 'login', $name );
		$user = $user instanceof WP_User ? $user : get_user_by( 'email', $name );
		if ( ! $user instanceof WP_User ) {
			/* translators: %s: what was given for the user. */
			self::fail( sprintf( __( 'There is no user “%s” (give an ID, a login or an email).', 'uipress' ), $name ) );
		}
		return $user;
	}

	/**
	 * User ids of a list of ids, logins or emails.
	 *
	 * @param string[] $names The users.
	 * @phpstan-param list<string> $names
	 * @return list<int>
	 */
	public static function user_ids( array $names ): array {
		return array_map( static fn( string $name ): int => (int) self::user( $name )->ID, $names );
	}

	/**
	 * An audience in one line: `roles: editor; users: 3; except roles: …`.
	 *
	 * @param array<string, mixed> $fields A field with forRoles, forUsers, excludesRoles, excludesUsers.
	 */
	public static function audience( array $fields ): string {
		$parts = array();
		$names = array(
			'forRoles'      => __( 'roles', 'uipress' ),
			'forUsers'      => __( 'users', 'uipress' ),
			'excludesRoles' => __( 'except roles', 'uipress' ),
			'excludesUsers' => __( 'except users', 'uipress' ),
		);
		foreach ( $names as $key => $label ) {
			$list = isset( $fields[ $key ] ) && is_array( $fields[ $key ] ) ? array_filter( $fields[ $key ], 'is_scalar' ) : array();
			if ( array() !== $list ) {
				$parts[] = $label . ': ' . implode( ', ', array_map( 'strval', $list ) );
			}
		}
		return array() === $parts ? __( 'nobody', 'uipress' ) : implode( '; ', $parts );
	}

	/**
	 * Shows rows in WP-CLI's formats; `ids` prints the IDs separated by spaces.
	 *
	 * @param array<string, mixed>       $assoc_args The command's options.
	 * @param list<array<string, mixed>> $rows       Rows, each with an `ID`.
	 * @param string[]                   $fields     Default columns.
	 */
	public static function show_rows( array $assoc_args, array $rows, array $fields ): void {
		if ( 'ids' === ( $assoc_args['format'] ?? '' ) ) {
			WP_CLI::line( implode( ' ', array_map( static fn( array $row ): string => (string) ( is_scalar( $row['ID'] ) ? $row['ID'] : '' ), $rows ) ) );
			return;
		}
		( new \WP_CLI\Formatter( $assoc_args, $fields ) )->display_items( $rows );
	}
}
