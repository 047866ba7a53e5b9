<?php
/**
 * Who may use a form, and which form.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;

/**
 * The client names a template and a form block of it; only users the
 * template applies to (and template managers) may use it, and only a
 * `uip-form` block of that template counts. Nothing but `values` is read
 * from the request.
 */
final class FormAccessTest extends FormsTestCase {

	/**
	 * A template for editors whose form saves to an option.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function option_form(): array {
		return $this->form_template(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_form_answers',
			),
			array( self::text( 'answer' ) )
		);
	}

	public function test_a_user_of_the_template_submits_its_form(): void {
		list( $id, $uid ) = $this->option_form();
		$this->act_as( 'editor' );

		$body = $this->assertSubmitted( $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );

		$this->assertSame(
			array(
				'success'  => true,
				'message'  => 'Form submitted',
				'reset'    => false,
				'redirect' => null,
			),
			$body
		);
		$this->assertSame( array( 'answer' => 'Yes' ), get_option( 'acme_form_answers' ) );
	}

	public function test_the_response_carries_the_stored_message_and_redirect(): void {
		list( $id, $uid ) = $this->form_template(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_form_answers',
				'redirectURL'    => array(
					'value'  => 'edit.php?post_type=page',
					'newTab' => 'newTab',
				),
			),
			array( self::text( 'answer' ) ),
			array( 'successMessage' => 'Thanks!' )
		);
		$this->act_as( 'editor' );

		$body = $this->assertSubmitted( $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );

		$this->assertSame( 'Thanks!', $body['message'] );
		$this->assertSame(
			array(
				'url'    => admin_url( 'edit.php?post_type=page' ),
				'newTab' => true,
			),
			$body['redirect']
		);
	}

	public function test_a_script_redirect_is_dropped(): void {
		list( $id, $uid ) = $this->form_template(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_form_answers',
				'redirectURL'    => array( 'value' => 'javascript:alert(1)' ),
			),
			array( self::text( 'answer' ) )
		);
		$this->act_as( 'editor' );

		$body = $this->assertSubmitted( $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );

		$this->assertNull( $body['redirect'] );
	}

	public function test_a_template_that_does_not_apply_to_the_user_is_refused(): void {
		list( $id, $uid ) = $this->option_form();
		$this->act_as( 'author' );

		$this->assertError( 'rest_forbidden', 403, $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );
		$this->assertError( 'rest_forbidden', 403, $this->prepopulate( $id, $uid ) );
		$this->assertFalse( get_option( 'acme_form_answers' ) );
	}

	public function test_a_visitor_is_refused(): void {
		list( $id, $uid ) = $this->option_form();

		$this->assertError( 'rest_forbidden', 401, $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );
	}

	public function test_the_block_of_another_template_is_not_found(): void {
		list( $id ) = $this->option_form();
		// Another template, which does not apply to editors, with its own form.
		$other = self::form(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_other',
			),
			array( self::text( 'answer' ) )
		);
		$this->create_template(
			array(
				'forRoles' => array( 'administrator' ),
				'content'  => array( $other ),
			)
		);
		$other_uid = $other['uid'];
		$this->assertIsString( $other_uid );
		$this->act_as( 'editor' );

		$response = $this->submit( $id, $other_uid, array( 'answer' => 'Yes' ) );

		$this->assertError( 'uipress_form_not_found', 404, $response );
		$this->assertFalse( get_option( 'acme_other' ) );
	}

	public function test_a_block_that_is_not_a_form_is_not_found(): void {
		$input = self::text( 'answer' );
		$id    = $this->editors_template(
			array(
				self::form(
					array(
						'action'         => 'siteOption',
						'siteOptionName' => 'acme_form_answers',
					),
					array( $input )
				),
			)
		);
		$uid   = $input['uid'];
		$this->assertIsString( $uid );
		$this->act_as( 'editor' );

		$this->assertError( 'uipress_form_not_found', 404, $this->submit( $id, $uid, array( 'answer' => 'Yes' ) ) );
		$this->assertError( 'uipress_form_not_found', 404, $this->submit( $id, 'no-such-block', array() ) );
	}

	public function test_a_post_that_is_not_a_template_is_not_found(): void {
		$post = self::factory_post();
		$this->act_as( 'administrator' );

		$this->assertError( 'uipress_form_not_found', 404, $this->submit( $post, 'abc', array() ) );
	}

	public function test_a_template_manager_may_use_the_form_of_any_template(): void {
		list( $id, $uid ) = $this->option_form();
		$this->act_as( 'administrator' );

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'answer' => 'Admin' ) ) );
		$this->assertSame( array( 'answer' => 'Admin' ), get_option( 'acme_form_answers' ) );
	}

	public function test_targets_sent_by_the_client_are_ignored(): void {
		list( $id, $uid ) = $this->option_form();
		$this->act_as( 'editor' );

		$response = $this->submit(
			$id,
			$uid,
			array( 'answer' => 'Yes' ),
			array(
				'submitAction'   => array(
					'action'         => 'siteOption',
					'siteOptionName' => 'acme_elsewhere',
				),
				'siteOptionName' => 'acme_elsewhere',
				'optionKey'      => 'acme_elsewhere',
				'userFunction'   => 'wp_delete_user',
				'emailTo'        => 'attacker@example.com',
			)
		);

		$this->assertSubmitted( $response );
		$this->assertFalse( get_option( 'acme_elsewhere' ) );
		$this->assertSame( array( 'answer' => 'Yes' ), get_option( 'acme_form_answers' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_inputs_of_a_nested_form_belong_to_that_form(): void {
		$inner = self::form(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_inner',
			),
			array( self::text( 'inner' ) )
		);
		$outer = self::form(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_outer',
			),
			array(
				self::block( 'Group', array( 'content' => array( self::text( 'outer' ) ) ) ),
				$inner,
			)
		);
		$id    = $this->editors_template( array( $outer ) );
		$uid   = $outer['uid'];
		$this->assertIsString( $uid );
		$this->act_as( 'editor' );

		$this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'outer' => 'A',
					'inner' => 'B',
				)
			)
		);

		$this->assertSame( array( 'outer' => 'A' ), get_option( 'acme_outer' ) );
	}

	public function test_an_unknown_action_is_a_configuration_error(): void {
		list( $id, $uid ) = $this->form_template( array( 'action' => 'deleteEverything' ), array( self::text( 'a' ) ) );
		$this->act_as( 'editor' );

		$this->assertError( 'uipress_form_configuration', 400, $this->submit( $id, $uid, array( 'a' => 'x' ) ) );
	}

	public function test_module_names_are_the_ones_the_blocks_use(): void {
		$this->assertSame( 'uip-form', FormModules::FORM );
		$this->assertSame(
			array( 'uip-text-input', 'uip-textarea-input', 'uip-select-input', 'uip-checkbox-input', 'uip-radio-input', 'uip-date-input' ),
			FormModules::INPUTS
		);
	}

	/**
	 * A published post (not a template).
	 */
	private static function factory_post(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Post',
				'post_status' => 'publish',
			)
		);
		return is_int( $id ) ? $id : 0;
	}
}
