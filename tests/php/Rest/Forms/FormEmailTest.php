<?php
/**
 * The email action.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;

/**
 * Mail goes only to the stored address, with the stored subject on one
 * line and the values escaped in the body; each user sends at most 5 in 10
 * minutes. Mail is captured with pre_wp_mail, never sent.
 */
final class FormEmailTest extends FormsTestCase {

	/**
	 * A template for editors with an email form, and a signed-in editor.
	 *
	 * @param array<string, mixed> $action Members of submitAction over the defaults.
	 * @return array{0: int, 1: string}
	 */
	private function email_form( array $action = array() ): array {
		$form = $this->form_template(
			array_merge(
				array(
					'action'        => 'email',
					'emailAddress'  => 'team@example.com',
					'emailSubject'  => 'New request',
					'emailTemplate' => '<p>From {{name}}:</p><p>{{message}}</p>',
				),
				$action
			),
			array(
				self::text( 'name' ),
				self::input( FormModules::TEXTAREA, 'message' ),
			)
		);
		$this->act_as( 'editor' );
		return $form;
	}

	public function test_the_email_goes_to_the_stored_address_with_the_values(): void {
		list( $id, $uid ) = $this->email_form();

		$body = $this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'name'    => 'Ada',
					'message' => 'Tom & "Jerry"',
				)
			)
		);

		$this->assertTrue( $body['reset'] );
		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( array( 'team@example.com' ), $mail['to'] );
		$this->assertSame( 'New request', $mail['subject'] );
		$this->assertSame( '<p>From Ada:</p><p>Tom &amp; &quot;Jerry&quot;</p>', $mail['message'] );
		$this->assertSame( array( 'Content-Type: text/html; charset=UTF-8' ), $mail['headers'] );
	}

	public function test_several_stored_addresses_are_allowed(): void {
		list( $id, $uid ) = $this->email_form( array( 'emailAddress' => 'a@example.com, b@example.com' ) );

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'name' => 'Ada' ) ) );

		$this->assertSame( array( 'a@example.com', 'b@example.com' ), $this->mails[0]['to'] );
	}

	public function test_header_injection_through_subject_or_values_is_impossible(): void {
		list( $id, $uid ) = $this->email_form( array( 'emailSubject' => "Hello\r\nBcc: victim@example.com" ) );

		$this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'name'    => "Ada\r\nBcc: other@example.com",
					'message' => "Line\r\nCc: third@example.com",
				)
			)
		);

		$mail = $this->mails[0];
		$this->assertIsString( $mail['subject'] );
		$this->assertIsString( $mail['message'] );
		$this->assertSame( 'Hello Bcc: victim@example.com', $mail['subject'] );
		$this->assertStringNotContainsString( "\n", $mail['subject'] );
		$this->assertSame( array( 'Content-Type: text/html; charset=UTF-8' ), $mail['headers'] );
		$this->assertSame( array( 'team@example.com' ), $mail['to'] );
		$this->assertStringNotContainsString( "\r", $mail['message'] );
		$this->assertStringContainsString( 'From Ada Bcc: other@example.com:', $mail['message'] );
	}

	public function test_an_empty_template_lists_the_values(): void {
		list( $id, $uid ) = $this->email_form( array( 'emailTemplate' => '' ) );

		$this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'name'    => 'Ada',
					'message' => "Two\nlines",
				)
			)
		);

		$this->assertSame( "<p><strong>name</strong>: Ada<br>\n<strong>message</strong>: Two<br>\nlines</p>", $this->mails[0]['message'] );
	}

	public function test_the_sixth_email_in_ten_minutes_is_refused(): void {
		list( $id, $uid ) = $this->email_form();

		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSubmitted( $this->submit( $id, $uid, array( 'name' => 'Ada ' . $i ) ) );
		}
		$response = $this->submit( $id, $uid, array( 'name' => 'Ada 6' ) );

		$this->assertErrorMessage( 'uipress_form_rate_limited', 429, 'You can send at most 5 emails from forms in 10 minutes. Please try again later.', $response );
		$this->assertCount( 5, $this->mails );

		// Another user has their own allowance.
		$this->act_as( 'editor' );
		$this->assertSubmitted( $this->submit( $id, $uid, array( 'name' => 'Grace' ) ) );
	}

	public function test_the_rate_limit_is_filterable(): void {
		list( $id, $uid ) = $this->email_form();
		add_filter(
			'uipress/forms/email_rate_limit',
			static fn () => array(
				'emails'  => 1,
				'seconds' => 60,
			)
		);

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'name' => 'Ada' ) ) );
		$response = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );

		$this->assertErrorMessage( 'uipress_form_rate_limited', 429, 'You can send at most 1 emails from forms in 1 minutes. Please try again later.', $response );
	}

	public function test_a_missing_address_is_a_configuration_error(): void {
		list( $id, $uid ) = $this->email_form( array( 'emailAddress' => '' ) );

		$response = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );

		$this->assertErrorMessage( 'uipress_form_configuration', 400, 'No email address supplied to send form data to', $response );
		$this->assertSame( 'Configuration error', $this->value_at( $this->body( $response ), 'data.title' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_invalid_stored_address_is_a_configuration_error(): void {
		list( $id, $uid ) = $this->email_form( array( 'emailAddress' => "team@example.com\nBcc: x@example.com" ) );

		$response = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );

		$this->assertError( 'uipress_form_configuration', 400, $response );
		$this->assertSame( array(), $this->mails );
	}
}
