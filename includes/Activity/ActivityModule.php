<?php
/**
 * Hooks and routes of the activity log (recorders, pruning, privacy tools).
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Activity\Recorders\CommentRecorder;
use UiPress\Activity\Recorders\MediaRecorder;
use UiPress\Activity\Recorders\OptionRecorder;
use UiPress\Activity\Recorders\PluginRecorder;
use UiPress\Activity\Recorders\PostRecorder;
use UiPress\Activity\Recorders\RoleRecorder;
use UiPress\Activity\Recorders\SessionRecorder;
use UiPress\Activity\Recorders\ThemeRecorder;
use UiPress\Activity\Recorders\UiPressRecorder;
use UiPress\Activity\Recorders\UserRecorder;
use UiPress\Rest\Activity\ActivityController;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the activity log (recorders, pruning, privacy tools); UserManagement calls it only while user management is on.
 */
final class ActivityModule {

	/**
	 * The recorders, one per kind of object.
	 */
	private const RECORDERS = array(
		SessionRecorder::class,
		PostRecorder::class,
		MediaRecorder::class,
		CommentRecorder::class,
		UserRecorder::class,
		RoleRecorder::class,
		PluginRecorder::class,
		ThemeRecorder::class,
		OptionRecorder::class,
		UiPressRecorder::class,
	);

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		foreach ( self::RECORDERS as $recorder ) {
			$recorder::register_hooks();
		}
		ActivityPruner::register_hooks();
		ActivityPrivacy::register_hooks();
	}

	/**
	 * Registers the REST routes (on rest_api_init).
	 */
	public static function register_routes(): void {
		( new ActivityController() )->register_routes();
	}
}
