<?php
/**
 * With user management off, nothing is logged.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActivityLog;
use UiPress\Activity\ActivityPruner;
use UiPress\Activity\Recorders\PostRecorder;
use UiPress\Activity\Recorders\SessionRecorder;
use UiPress\Tests\TestCase;
use UiPress\Users\UserManagement;

/**
 * The switch is off by default: no recorder is hooked, no event queued, no
 * pruning scheduled.
 */
final class ActivityOffTest extends TestCase {

	public function test_nothing_is_hooked_or_queued_while_off(): void {
		$this->assertFalse( UserManagement::enabled() );
		UserManagement::boot();

		$this->assertFalse( has_action( 'wp_login', array( SessionRecorder::class, 'signed_in' ) ) );
		$this->assertFalse( has_action( 'post_updated', array( PostRecorder::class, 'updated' ) ) );
		$this->assertFalse( has_action( ActivityPruner::EVENT, array( ActivityPruner::class, 'prune' ) ) );

		$this->act_as( 'administrator' );
		$post = wp_insert_post(
			array(
				'post_title'  => 'Quiet',
				'post_status' => 'publish',
			)
		);
		$this->assertIsInt( $post );
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Still quiet',
			)
		);

		$this->assertSame( 0, ActivityLog::pending() );
	}
}
