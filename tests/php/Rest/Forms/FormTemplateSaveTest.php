<?php
/**
 * Form targets in templates saved without unfiltered_html.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;

/**
 * A template manager without unfiltered_html cannot store a protected
 * option or meta key, or a callback off the allow-list, in a form block;
 * a target already stored in the same block is kept.
 */
final class FormTemplateSaveTest extends FormsTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	/**
	 * Signs in an administrator who lacks unfiltered_html (as on multisite).
	 */
	private function act_as_administrator_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		kses_init();
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$this->assertTrue( current_user_can( 'uipress_manage' ) );
	}

	/**
	 * A template field with one form block (uid form-1) in a group.
	 *
	 * @param array<string, mixed>       $action The form's submitAction.
	 * @param list<array<string, mixed>> $inputs Its inputs.
	 * @return array<string, mixed>
	 */
	private static function field( array $action, array $inputs = array() ): array {
		return array(
			'type'    => 'ui-template',
			'content' => array(
				array(
					'uid'        => 'group-1',
					'name'       => 'Group',
					'moduleName' => 'uip-group',
					'content'    => array(
						array(
							'uid'        => 'form-1',
							'name'       => 'Form',
							'moduleName' => FormModules::FORM,
							'content'    => $inputs,
							'settings'   => array( 'block' => array( 'options' => array( 'submitAction' => $action ) ) ),
						),
					),
				),
			),
		);
	}

	/**
	 * Creates a template through the REST route.
	 *
	 * @param array<string, mixed> $field The uipress field.
	 */
	private function save_new( array $field ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Forms',
				'status'  => 'draft',
				'uipress' => $field,
			)
		);
	}

	public function test_a_protected_option_is_refused_naming_its_path(): void {
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->save_new(
			self::field(
				array(
					'action'         => 'siteOption',
					'siteOptionName' => 'users_can_register',
				)
			)
		);

		$path = 'content[0].content[0].settings.block.options.submitAction.siteOptionName';
		$this->assertErrorMessage( 'uipress_form_target_refused', 400, $path . ': forms cannot write the site option users_can_register', $response );
		$this->assertSame( $path, $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_a_protected_meta_key_is_refused(): void {
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->save_new(
			self::field(
				array(
					'action'            => 'userMeta',
					'objectOrSingle'    => 'object',
					'userMetaObjectKey' => 'wp_capabilities',
				)
			)
		);

		$this->assertError( 'uipress_form_target_refused', 400, $response );
		$this->assertSame( 'content[0].content[0].settings.block.options.submitAction.userMetaObjectKey', $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_a_protected_input_name_of_a_single_meta_form_is_refused(): void {
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->save_new(
			self::field(
				array(
					'action'         => 'userMeta',
					'objectOrSingle' => 'single',
				),
				array(
					self::text( 'acme_city' ),
					self::text( 'wp_user_level' ),
				)
			)
		);

		$this->assertError( 'uipress_form_target_refused', 400, $response );
		$this->assertSame( 'content[0].content[0].content[1].settings.block.options.inputName', $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_a_callback_off_the_allow_list_is_refused(): void {
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->save_new(
			self::field(
				array(
					'action'      => 'phpFunction',
					'phpFunction' => 'wp_delete_user',
				)
			)
		);

		$this->assertError( 'uipress_form_target_refused', 400, $response );
		$this->assertSame( 'content[0].content[0].settings.block.options.submitAction.phpFunction', $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_allowed_targets_are_saved(): void {
		add_filter( 'uipress/forms/callbacks', static fn (): array => array( 'acme_cb' => '__return_true' ) );
		$this->act_as_administrator_without_unfiltered_html();

		foreach ( array(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => 'acme_answers',
			),
			array(
				'action'            => 'userMeta',
				'objectOrSingle'    => 'object',
				'userMetaObjectKey' => 'acme_profile',
			),
			array(
				'action'      => 'phpFunction',
				'phpFunction' => 'acme_cb',
			),
		) as $action ) {
			$response = $this->save_new( self::field( $action, array( self::text( 'acme_city' ) ) ) );
			$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $this->body( $response ) ) );
		}
	}

	public function test_a_user_with_unfiltered_html_may_store_a_callback_registered_later(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );

		$response = $this->save_new(
			self::field(
				array(
					'action'      => 'phpFunction',
					'phpFunction' => 'acme_not_yet_registered',
				)
			)
		);

		$this->assertSame( 201, $response->get_status() );
	}

	public function test_a_stored_target_is_kept_when_other_parts_change(): void {
		$stored = self::field(
			array(
				'action'      => 'phpFunction',
				'phpFunction' => 'acme_not_yet_registered',
			)
		);
		$id     = $this->create_template( $stored );
		$this->act_as_administrator_without_unfiltered_html();

		$unchanged = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'title'   => 'Renamed',
				'uipress' => $stored,
			)
		);
		$this->assertSame( 200, $unchanged->get_status(), (string) wp_json_encode( $this->body( $unchanged ) ) );

		$changed = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'uipress' => self::field(
					array(
						'action'      => 'phpFunction',
						'phpFunction' => 'wp_delete_user',
					)
				),
			)
		);
		$this->assertError( 'uipress_form_target_refused', 400, $changed );
	}

	public function test_an_autosave_is_refused_too(): void {
		$id = $this->create_template( self::field( array( 'action' => 'email' ) ) );
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->dispatch(
			'POST',
			self::BASE . '/' . $id . '/autosaves',
			array(
				'uipress' => self::field(
					array(
						'action'         => 'siteOption',
						'siteOptionName' => 'default_role',
					)
				),
			)
		);

		$this->assertError( 'uipress_form_target_refused', 400, $response );
	}
}
