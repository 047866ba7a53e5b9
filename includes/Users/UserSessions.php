<?php
/**
 * A user's sign-in sessions.
 *
 * @package UiPress
 */

namespace UiPress\Users;

use UiPress\Activity\ActivityLog;
use WP_Session_Tokens;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Counts and ends sessions through WP_Session_Tokens (whatever stores them).
 * Ending your own sessions keeps the one you are using; the end is logged
 * (`user.sessions_destroyed`), which WordPress has no hook for.
 */
final class UserSessions {

	/**
	 * The user's sessions that have not expired.
	 *
	 * @param int $user_id The user.
	 */
	public static function count( int $user_id ): int {
		return count( WP_Session_Tokens::get_instance( $user_id )->get_all() );
	}

	/**
	 * Signs the user out everywhere (the acting user keeps this session).
	 *
	 * @param WP_User $user The user.
	 * @return int How many sessions ended.
	 */
	public static function destroy( WP_User $user ): int {
		$tokens = WP_Session_Tokens::get_instance( $user->ID );
		$before = count( $tokens->get_all() );
		$token  = wp_get_session_token();
		if ( get_current_user_id() === $user->ID && '' !== $token ) {
			$tokens->destroy_others( $token );
		} else {
			$tokens->destroy_all();
		}
		$after     = count( $tokens->get_all() );
		$destroyed = max( 0, $before - $after );
		ActivityLog::record(
			'user.sessions_destroyed',
			'user',
			(string) $user->ID,
			$user->display_name,
			array(
				'sessions' => array(
					'before' => $before,
					'after'  => $after,
				),
			)
		);
		return $destroyed;
	}
}
