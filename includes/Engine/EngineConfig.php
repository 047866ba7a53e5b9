<?php
/**
 * What the renderer is given about the server.
 *
 * @package UiPress
 */

namespace UiPress\Engine;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * `window.uipressConfig.engine` (src/engine/types/engine-config.ts):
 * `{ context, dynamicData, proUnlocked }`. It is printed into the page, so
 * it holds only what the user may see.
 *
 * @phpstan-import-type Context from EngineContext
 * @phpstan-import-type Entry from DynamicData
 * @phpstan-type Engine array{context: Context, dynamicData: array<string, Entry>|\stdClass, proUnlocked: bool}
 */
final class EngineConfig {

	/**
	 * The engine configuration for a user.
	 *
	 * @param WP_User $user The signed-in user (ID 0 when nobody is).
	 * @return Engine
	 */
	public static function for_user( WP_User $user ): array {
		$dynamic_data = DynamicData::for_user( $user );

		return array(
			'context'     => EngineContext::for_user( $user ),
			// A JSON object even when a filter emptied it.
			'dynamicData' => array() === $dynamic_data ? new \stdClass() : $dynamic_data,
			'proUnlocked' => self::pro_unlocked(),
		);
	}

	/**
	 * Whether pro blocks render (only a filter returning exactly true unlocks them).
	 */
	public static function pro_unlocked(): bool {
		/**
		 * Filters whether UiPress pro blocks and options are unlocked.
		 *
		 * @param bool $unlocked Default false.
		 */
		return true === apply_filters( 'uipress/pro/unlocked', false );
	}
}
