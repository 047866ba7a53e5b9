<?php
/**
 * Who is writing a template or a menu, and what that writer may store.
 *
 * @package UiPress
 */

namespace UiPress\Security;

use UiPress\Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * The guards of stored content ask one question of the writer: may it store
 * code and unfiltered markup (`unfiltered_html`), and may it change UiPress
 * content at all (`uipress_manage`)? A signed-in user answers with their
 * capabilities, whatever route they came through.
 *
 * Without a signed-in user the answer depends on where PHP runs. On the
 * command line (WP-CLI without `--user`, `wp eval`, a system cron running
 * `wp cron event run`, scripts that load WordPress) the writer is the
 * person with a shell on the server, who can already change every file of
 * the site: trusted. In a web request (wp-cron.php spawned by a visit, an
 * anonymous request reaching some plugin's code) nobody vouches for the
 * data: such a writer may change nothing the guards protect. The filter
 * `uipress/write_guard/trust_command_line` can turn the first case off.
 */
final class Writer {

	/**
	 * The user writing (0 when nobody is signed in).
	 *
	 * @var int
	 */
	private int $user_id;

	/**
	 * Whether the writer is trusted without a user (the command line).
	 *
	 * @var bool
	 */
	private bool $command_line;

	/**
	 * A writer.
	 *
	 * @param int  $user_id      The user (0 for none).
	 * @param bool $command_line Whether nobody signed in and PHP runs on the command line.
	 */
	public function __construct( int $user_id, bool $command_line ) {
		$this->user_id      = $user_id;
		$this->command_line = $user_id < 1 && $command_line;
	}

	/**
	 * The writer of the current request.
	 */
	public static function current(): self {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			return new self( $user_id, false );
		}

		/**
		 * Filters whether writes made without a signed-in user on the command
		 * line (WP-CLI without --user, system cron, scripts) are trusted to
		 * store code. Web requests without a user never are.
		 *
		 * @param bool $trusted Default true when PHP runs on the command line.
		 */
		$trusted = apply_filters( 'uipress/write_guard/trust_command_line', 'cli' === PHP_SAPI );
		return new self( 0, true === $trusted );
	}

	/**
	 * The user writing (0 for none).
	 */
	public function user_id(): int {
		return $this->user_id;
	}

	/**
	 * Whether the writer is the command line without a user.
	 */
	public function is_command_line(): bool {
		return $this->command_line;
	}

	/**
	 * Whether the writer may store code and markup that is not filtered.
	 */
	public function can_post_code(): bool {
		return $this->command_line || ( $this->user_id > 0 && user_can( $this->user_id, 'unfiltered_html' ) );
	}

	/**
	 * Whether the writer may change templates and menus.
	 */
	public function can_manage(): bool {
		return $this->command_line || ( $this->user_id > 0 && user_can( $this->user_id, Capabilities::MANAGE ) );
	}
}
