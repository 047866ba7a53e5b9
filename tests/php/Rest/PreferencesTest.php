<?php
/**
 * Tests for uipress/v1/preferences/{key}.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Preferences;

/**
 * A signed-in user reads and writes their own preferences only; values keep
 * their JSON types.
 */
final class PreferencesTest extends RestTestCase {

	public function test_visitors_are_refused(): void {
		$this->assertError( 'rest_not_logged_in', 401, $this->dispatch( 'GET', '/uipress/v1/preferences/darkTheme' ) );
		$this->assertError( 'rest_not_logged_in', 401, $this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array( 'value' => true ) ) );
	}

	public function test_booleans_round_trip_as_booleans(): void {
		$user = $this->act_as( 'subscriber' );

		foreach ( array( true, false ) as $value ) {
			$saved = $this->dispatch( 'POST', '/uipress/v1/preferences/menuCollapsed', array( 'value' => $value ) );
			$this->assertSame( 200, $saved->get_status() );
			$this->assertSame( $value, $this->body( $saved )['value'] );

			$read = $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/menuCollapsed' ) );
			$this->assertSame(
				array(
					'key'   => 'menuCollapsed',
					'value' => $value,
				),
				$read
			);
			$this->assertSame( $value, Preferences::get( $user, 'menuCollapsed' ) );
		}
		$stored = get_user_meta( $user, StoredData::PREFERENCES_META, true );
		$this->assertSame( array( 'menuCollapsed' => false ), $stored );
	}

	public function test_lists_objects_and_text_keep_their_shape(): void {
		$this->act_as( 'editor' );
		$todo = array(
			array(
				'name'        => 'Write "docs" \\ <b>now</b>',
				'description' => '',
				'done'        => false,
			),
		);
		$this->dispatch( 'POST', '/uipress/v1/preferences/uip-todo-list', array( 'value' => $todo ) );
		$this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array( 'value' => 'dark' ) );
		$this->dispatch( 'POST', '/uipress/v1/preferences/perPage', array( 'value' => 20 ) );

		$this->assertSame( $todo, $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/uip-todo-list' ) )['value'] );
		$this->assertSame( 'dark', $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/darkTheme' ) )['value'] );
		$this->assertSame( 20, $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/perPage' ) )['value'] );
	}

	public function test_values_keep_their_json_type(): void {
		$this->act_as( 'subscriber' );
		foreach ( array( 1, '1', 0, '0', 'false', 'true', 1.5, '' ) as $value ) {
			$saved = $this->dispatch( 'POST', '/uipress/v1/preferences/perPage', array( 'value' => $value ) );
			$this->assertSame( 200, $saved->get_status() );
			$this->assertSame( $value, $this->body( $saved )['value'], 'Saved as sent: ' . wp_json_encode( $value ) );
			$this->assertSame( $value, $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/perPage' ) )['value'] );
		}
	}

	public function test_a_form_encoded_json_value_is_decoded(): void {
		$this->act_as( 'subscriber' );
		$request = new \WP_REST_Request( 'POST', '/uipress/v1/preferences/prefersGridView' );
		$request->set_body_params( array( 'value' => 'true' ) );
		$this->assertTrue( $this->body( rest_do_request( $request ) )['value'] );
	}

	public function test_unknown_key_reads_null_and_null_removes(): void {
		$this->act_as( 'subscriber' );
		$this->assertNull( $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/neverSaved' ) )['value'] );

		$this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array( 'value' => true ) );
		$this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array( 'value' => null ) );
		$this->assertNull( $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/darkTheme' ) )['value'] );
	}

	public function test_a_missing_value_is_refused(): void {
		$this->act_as( 'subscriber' );
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'POST', '/uipress/v1/preferences/darkTheme', array() ) );
	}

	public function test_another_users_preferences_can_be_neither_read_nor_written(): void {
		$other = $this->create_user( 'administrator' );
		update_user_meta( $other, StoredData::PREFERENCES_META, array( 'darkTheme' => true ) );
		$me = $this->act_as( 'subscriber' );

		// Naming a user changes nothing: the route has no user parameter.
		$params = array( 'user', 'user_id', 'userId', 'id' );
		foreach ( $params as $param ) {
			$read = $this->body( $this->dispatch( 'GET', '/uipress/v1/preferences/darkTheme', null, array( $param => $other ) ) );
			$this->assertNull( $read['value'], $param );
		}
		foreach ( $params as $param ) {
			$this->dispatch(
				'POST',
				'/uipress/v1/preferences/darkTheme',
				array(
					'value' => false,
					$param  => $other,
				)
			);
		}
		$this->assertSame( array( 'darkTheme' => true ), get_user_meta( $other, StoredData::PREFERENCES_META, true ) );
		$this->assertFalse( Preferences::get( $me, 'darkTheme' ) );
	}

	public function test_too_large_values_and_bad_keys_are_refused(): void {
		$user = $this->act_as( 'subscriber' );
		$this->assertError(
			'uipress_preference_too_large',
			400,
			$this->dispatch( 'POST', '/uipress/v1/preferences/big', array( 'value' => str_repeat( 'x', Preferences::MAX_VALUE_BYTES ) ) )
		);
		$this->assertSame( 404, $this->dispatch( 'GET', '/uipress/v1/preferences/bad.key' )->get_status() );
		$this->assertSame( '', get_user_meta( $user, StoredData::PREFERENCES_META, true ) );
	}
}
