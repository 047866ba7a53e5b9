<?php
/**
 * Reading a user's kept chrome snapshots, for tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

use UiPress\Runtime\ChromeSnapshot;

/**
 * The markup kept for a user under a key and width band.
 */
trait ReadsChromeSnapshots {

	/**
	 * The markup kept under a key for a width band, or null.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     The key.
	 * @param string $band    The width band (ChromeSnapshot::BANDS).
	 */
	protected static function kept( int $user_id, string $key, string $band = 'desktop' ): ?string {
		return ChromeSnapshot::bands( $user_id, $key )[ $band ] ?? null;
	}
}
