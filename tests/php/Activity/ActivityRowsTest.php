<?php
/**
 * Tests for what the activity routes answer: rows, actions, the CSV file.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\ActionLabels;
use UiPress\Activity\ActivityLog;
use UiPress\Rest\CsvDownload;
use WP_REST_Request;
use WP_User;

/**
 * A row's labels, links and values as the viewer may read them; the list
 * of actions; the CSV download.
 */
final class ActivityRowsTest extends ActivityTestCase {

	public function test_a_row_reads_with_labels_and_links(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Hello',
				'post_status' => 'draft',
			)
		);
		$this->assertIsInt( $post );
		$this->flush_rows();
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Hello world',
			)
		);
		ActivityLog::flush();

		$item = $this->page( array() )['items'][0];
		$this->assertSame( 'post.updated', $item['action'] );
		$this->assertSame( ActionLabels::label( 'post.updated' ), $item['actionLabel'] );
		$this->assertSame( $this->admin_id, $this->value_at( $item, 'user.id' ) );
		$this->assertSame( ( new WP_User( $this->admin_id ) )->display_name, $this->value_at( $item, 'user.name' ) );
		$this->assertIsString( $this->value_at( $item, 'user.url' ) );
		$this->assertIsString( $this->value_at( $item, 'user.avatar' ) );
		$this->assertSame( 'post', $item['objectType'] );
		$this->assertSame( (string) $post, $item['objectId'] );
		$this->assertSame( get_edit_post_link( $post, 'raw' ), $item['objectUrl'] );
		$this->assertMatchesRegularExpression( '/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"$/', (string) wp_json_encode( $item['date'] ) );
		$this->assertSame(
			array(
				array(
					'field'  => 'title',
					'label'  => 'Title',
					'before' => 'Hello',
					'after'  => 'Hello world',
				),
			),
			$item['changes']
		);
		$this->assertSame( '127.0.0.0', $item['ip'] );
	}

	public function test_a_deleted_actor_reads_by_the_name_recorded(): void {
		$this->insert_row(
			array(
				'user_id'    => 999999,
				'user_label' => 'Gone Person',
			)
		);

		$user = $this->page( array() )['items'][0]['user'];
		$this->assertSame( 'Gone Person', $this->value_at( $user, 'name' ) );
		$this->assertNull( $this->value_at( $user, 'url' ) );
	}

	public function test_settings_values_are_shown_only_to_those_who_may_change_them(): void {
		$change = (string) wp_json_encode(
			array(
				'admin_email' => array(
					'before' => 'old@example.com',
					'after'  => 'new@example.com',
				),
			)
		);
		$this->insert_row(
			array(
				'action'      => 'setting.updated',
				'object_type' => 'setting',
				'object_id'   => 'admin_email',
				'changes'     => $change,
			)
		);
		$this->assertSame( 'new@example.com', $this->value_at( $this->page( array() ), 'items.0.changes.0.after' ) );

		$manager = $this->act_as( 'editor' );
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $caps, $args, $user ) use ( $manager ) {
				unset( $caps, $args );
				if ( is_array( $allcaps ) && $user instanceof WP_User && $user->ID === $manager ) {
					$allcaps['promote_users'] = true;
					$allcaps['list_users']    = true;
				}
				return $allcaps;
			},
			10,
			4
		);

		$item = $this->value_at( $this->page( array() ), 'items.0' );
		$this->assertSame( '•', $this->value_at( $item, 'changes.0.before' ) );
		$this->assertSame( '•', $this->value_at( $item, 'changes.0.after' ) );
		$this->assertStringNotContainsString( 'example.com', (string) wp_json_encode( $item ) );
	}

	public function test_the_actions_list_every_action_with_its_label(): void {
		$body = $this->body( $this->dispatch( 'GET', '/uipress/v1/activity/actions' ) );

		$this->assertCount( count( ActionLabels::all() ), $body );
		$this->assertContains(
			array(
				'action'     => 'user.sessions_destroyed',
				'label'      => ActionLabels::label( 'user.sessions_destroyed' ),
				'objectType' => 'user',
			),
			$body
		);
	}

	public function test_the_export_is_a_csv_of_the_filtered_rows(): void {
		$this->insert_row(
			array(
				'object_name' => '=HYPERLINK("x")',
				'changes'     => (string) wp_json_encode(
					array(
						'title' => array(
							'before' => 'A',
							'after'  => 'B',
						),
					)
				),
			)
		);
		$this->insert_row( array( 'action' => 'user.signed_in' ) );

		$request = new WP_REST_Request( 'GET', '/uipress/v1/activity/export' );
		$request->set_query_params( array( 'action' => array( 'post.updated' ) ) );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] ?? null );

		ob_start();
		$served = CsvDownload::serve( false, $response, $request );
		$csv    = (string) ob_get_clean();

		$this->assertTrue( $served );
		$lines = array_values( array_filter( explode( "\n", trim( substr( $csv, 3 ) ) ) ) );
		$this->assertCount( 2, $lines, $csv );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv );
		$this->assertStringContainsString( "'=HYPERLINK", $lines[1] );
		$this->assertStringContainsString( 'Title: A → B', $lines[1] );
		$this->assertStringNotContainsString( 'user.signed_in', $csv );
	}
}
