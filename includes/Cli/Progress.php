<?php
/**
 * WP-CLI's progress bar for long commands.
 *
 * @package UiPress
 */

namespace UiPress\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * `WP_CLI\Utils\make_progress_bar()` on a terminal; nothing when the output
 * is piped or redirected (an export to a file stays only JSON).
 */
final class Progress {

	/**
	 * The bar (WP-CLI's NoOp when piped).
	 *
	 * @var \cli\progress\Bar|\WP_CLI\NoOp
	 */
	private $bar;

	/**
	 * A bar.
	 *
	 * @param string $message What is in progress.
	 * @param int    $count   How many steps.
	 */
	public function __construct( string $message, int $count ) {
		$this->bar = \WP_CLI\Utils\make_progress_bar( $message, $count );
	}

	/**
	 * One step done.
	 */
	public function tick(): void {
		if ( $this->bar instanceof \cli\progress\Bar ) {
			$this->bar->tick();
		}
	}

	/**
	 * Every step done.
	 */
	public function finish(): void {
		if ( $this->bar instanceof \cli\progress\Bar ) {
			$this->bar->finish();
		}
	}
}
