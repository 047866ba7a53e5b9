<?php
/**
 * The phpFunction action.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use WP_Error;

/**
 * Only callbacks on the `uipress/forms/callbacks` allow-list are called,
 * with ( $values, $context ). Exercises the example plugin
 * docs/examples/uipress-example-form-callback.
 */
final class FormCallbackTest extends FormsTestCase {

	/**
	 * Loads the example plugin (its filter is added again after each test
	 * restores the hooks).
	 */
	protected function set_up(): void {
		parent::set_up();
		require_once dirname( __DIR__, 4 ) . '/docs/examples/uipress-example-form-callback/uipress-example-form-callback.php';
		if ( false === has_filter( 'uipress/forms/callbacks', 'uipress_example_form_callbacks' ) ) {
			add_filter( 'uipress/forms/callbacks', 'uipress_example_form_callbacks' ); // @phpstan-ignore argument.type (defined by the example plugin required above)
		}
	}

	/**
	 * A template for editors whose form calls a function, and a signed-in editor.
	 *
	 * @param string $function The stored phpFunction.
	 * @return array{0: int, 1: string, 2: int} Template, form uid, user.
	 */
	private function function_form( string $function ): array {
		list( $id, $uid ) = $this->form_template(
			array(
				'action'      => 'phpFunction',
				'phpFunction' => $function,
			),
			array( self::text( 'topic' ), self::text( 'votes', array( 'inputType' => 'number' ) ) )
		);
		return array( $id, $uid, $this->act_as( 'editor' ) );
	}

	public function test_the_example_callback_logs_the_submission(): void {
		list( $id, $uid, $user ) = $this->function_form( 'example_log_submission' );

		$body = $this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'topic'  => 'Lunch',
					'votes'  => '3',
					'ignore' => 'me',
				)
			)
		);

		$this->assertTrue( $body['reset'] );
		$log = get_option( 'uipress_example_form_log' );
		$this->assertIsArray( $log );
		$this->assertCount( 1, $log );
		$entry = $log[0];
		$this->assertIsArray( $entry );
		$this->assertSame( $user, $entry['user'] );
		$this->assertSame( $id, $entry['template'] );
		$this->assertSame( $uid, $entry['form'] );
		$this->assertSame(
			array(
				'topic' => 'Lunch',
				'votes' => 3,
			),
			$entry['values']
		);
	}

	public function test_the_callbacks_wp_error_is_shown_with_status_400(): void {
		list( $id, $uid ) = $this->function_form( 'example_log_submission' );

		$response = $this->submit( $id, $uid, array( 'topic' => '' ) );

		$this->assertErrorMessage( 'uipress_example_empty', 400, 'Fill in at least one field.', $response );
		$this->assertFalse( get_option( 'uipress_example_form_log' ) );
	}

	public function test_a_function_off_the_allow_list_is_refused(): void {
		list( $id, $uid, $user ) = $this->function_form( 'wp_delete_user' );

		$response = $this->submit( $id, $uid, array( 'topic' => (string) $user ) );

		$this->assertErrorMessage( 'uipress_form_callback_not_allowed', 403, 'This function is not allowed to receive form data.', $response );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $user ) );
	}

	public function test_a_missing_function_is_a_configuration_error(): void {
		list( $id, $uid ) = $this->function_form( '' );

		$response = $this->submit( $id, $uid, array( 'topic' => 'Lunch' ) );

		$this->assertErrorMessage( 'uipress_form_configuration', 400, 'No php function supplied to send form data to', $response );
		$this->assertSame( 'Configuration error', $this->value_at( $this->body( $response ), 'data.title' ) );
	}

	public function test_a_list_of_function_names_is_an_allow_list_too(): void {
		add_filter( 'uipress/forms/callbacks', static fn ( array $callbacks ): array => array_merge( $callbacks, array( __NAMESPACE__ . '\\record_form' ) ) );
		list( $id, $uid, $user ) = $this->function_form( __NAMESPACE__ . '\\record_form' );

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'topic' => 'Tea' ) ) );

		$this->assertSame(
			array(
				'values'  => array( 'topic' => 'Tea' ),
				'context' => array(
					'template_id' => $id,
					'block_uid'   => $uid,
					'user_id'     => $user,
				),
			),
			$GLOBALS['uipress_test_recorded_form']
		);
		unset( $GLOBALS['uipress_test_recorded_form'] );
	}

	public function test_an_exception_is_a_generic_500(): void {
		add_filter(
			'uipress/forms/callbacks',
			static function ( array $callbacks ): array {
				$callbacks['acme_throws'] = static function (): void {
					throw new \RuntimeException( 'secret database detail' );
				};
				return $callbacks;
			}
		);
		list( $id, $uid ) = $this->function_form( 'acme_throws' );
		$log              = ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- keeps the expected log line out of the test output.

		$response = $this->submit( $id, $uid, array( 'topic' => 'Tea' ) );

		ini_set( 'error_log', (string) $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$this->assertErrorMessage( 'uipress_form_callback_failed', 500, 'The form could not be processed.', $response );
	}

	public function test_a_callback_returning_an_error_without_status_gets_400(): void {
		add_filter(
			'uipress/forms/callbacks',
			static function ( array $callbacks ): array {
				$callbacks['acme_refuses'] = static fn (): WP_Error => new WP_Error( 'acme_full', 'The list is full.', array( 'status' => 200 ) );
				return $callbacks;
			}
		);
		list( $id, $uid ) = $this->function_form( 'acme_refuses' );

		$this->assertErrorMessage( 'acme_full', 400, 'The list is full.', $this->submit( $id, $uid, array( 'topic' => 'Tea' ) ) );
	}
}

/**
 * A callback that records what it received.
 *
 * @param array<string, mixed> $values  Values.
 * @param array<string, mixed> $context Context.
 */
function record_form( array $values, array $context ): void {
	$GLOBALS['uipress_test_recorded_form'] = array(
		'values'  => $values,
		'context' => $context,
	);
}
