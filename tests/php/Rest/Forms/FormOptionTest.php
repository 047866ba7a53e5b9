<?php
/**
 * The siteOption action.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

/**
 * The values are stored whole under the option named in the template;
 * core, protected and UiPress options are never written nor read. A site
 * option holds what anyone sent last, so only users who may manage options
 * are shown it when the form pre-populates.
 */
final class FormOptionTest extends FormsTestCase {

	/**
	 * A template for editors whose form saves to an option, and a signed-in editor.
	 *
	 * @param string               $option  Option name.
	 * @param array<string, mixed> $options Other form options.
	 * @return array{0: int, 1: string}
	 */
	private function option_form( string $option, array $options = array() ): array {
		$form = $this->form_template(
			array(
				'action'         => 'siteOption',
				'siteOptionName' => $option,
				'objectOrSingle' => 'single',
			),
			array( self::text( 'name' ), self::text( 'city' ), self::text( 'pin', array( 'inputType' => 'password' ) ) ),
			$options
		);
		$this->act_as( 'editor' );
		return $form;
	}

	public function test_the_values_are_stored_under_the_stored_option(): void {
		list( $id, $uid ) = $this->option_form( 'acme_contact' );

		$body = $this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'name' => 'Ada',
					'city' => 'London',
				)
			)
		);

		$this->assertFalse( $body['reset'] );
		$this->assertSame(
			array(
				'name' => 'Ada',
				'city' => 'London',
			),
			get_option( 'acme_contact' )
		);
		$this->assertFalse( get_option( 'acme_contact_name' ), 'single mode does not apply to options' );
	}

	/**
	 * Options a form may never write.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function protected_options(): array {
		return array(
			'siteurl'             => array( 'siteurl' ),
			'home'                => array( 'home' ),
			'upper case'          => array( 'SiteURL' ),
			'active_plugins'      => array( 'active_plugins' ),
			'roles'               => array( 'wp_user_roles' ),
			'other blog roles'    => array( 'wp_2_user_roles' ),
			'default_role'        => array( 'default_role' ),
			'users_can_register'  => array( 'users_can_register' ),
			'admin_email'         => array( 'admin_email' ),
			'template'            => array( 'template' ),
			'cron'                => array( 'cron' ),
			'auth_salt'           => array( 'auth_salt' ),
			'widgets'             => array( 'widget_text' ),
			'transient'           => array( '_transient_x' ),
			'uipress'             => array( 'uipress_settings' ),
			'registered setting'  => array( 'posts_per_page' ),
			'not a name'          => array( 'acme option' ),
			'too long'            => array( str_repeat( 'a', 192 ) ),
			'theme mods'          => array( 'theme_mods_twentytwentyfive' ),
			'permalink_structure' => array( 'permalink_structure' ),
			'uninstall_plugins'   => array( 'uninstall_plugins' ),
		);
	}

	/**
	 * A protected option stored in a template is refused at submit.
	 *
	 * @dataProvider protected_options
	 *
	 * @param string $option Option name.
	 */
	public function test_a_protected_option_is_never_written( string $option ): void {
		$before           = get_option( $option );
		list( $id, $uid ) = $this->option_form( $option, array( 'prePopulate' => true ) );

		$response = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );

		$this->assertError( 'uipress_form_protected_target', 403, $response );
		$this->assertSame( $before, get_option( $option ) );
		$this->assertError( 'uipress_form_protected_target', 403, $this->prepopulate( $id, $uid ) );
	}

	public function test_the_filter_protects_more_options(): void {
		add_filter(
			'uipress/forms/protected_options',
			static function ( array $names ): array {
				$names[] = 'acme_secret';
				return $names;
			}
		);
		list( $id, $uid ) = $this->option_form( 'acme_secret' );

		$this->assertErrorMessage( 'uipress_form_protected_target', 403, 'Forms cannot write the site option acme_secret.', $this->submit( $id, $uid, array( 'name' => 'Ada' ) ) );
	}

	public function test_the_filter_cannot_unprotect_core_options(): void {
		add_filter( 'uipress/forms/protected_options', '__return_empty_array' );
		list( $id, $uid ) = $this->option_form( 'siteurl' );

		$this->assertError( 'uipress_form_protected_target', 403, $this->submit( $id, $uid, array( 'name' => 'Ada' ) ) );
	}

	public function test_a_missing_option_name_is_a_configuration_error(): void {
		list( $id, $uid ) = $this->option_form( '' );

		$response = $this->submit( $id, $uid, array( 'name' => 'Ada' ) );

		$this->assertErrorMessage( 'uipress_form_configuration', 400, 'No site option supplied to save form data to', $response );
		$this->assertSame( 'Configuration error', $this->value_at( $this->body( $response ), 'data.title' ) );
	}

	public function test_pre_populate_reads_the_stored_option(): void {
		update_option(
			'acme_contact',
			array(
				'name'  => 'Ada',
				'city'  => 'London',
				'pin'   => '1234',
				'other' => 'not an input',
			)
		);
		list( $id, $uid ) = $this->option_form( 'acme_contact', array( 'prePopulate' => true ) );
		$this->act_as( 'administrator' );

		$response = $this->prepopulate( $id, $uid );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'values' => array(
					'name' => 'Ada',
					'city' => 'London',
				),
			),
			$this->body( $response )
		);
	}

	public function test_an_editor_is_not_shown_what_another_user_submitted_to_a_site_option(): void {
		list( $id, $uid ) = $this->option_form( 'acme_contact', array( 'prePopulate' => true ) );
		$this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'name' => 'Ada',
					'city' => 'London',
				)
			)
		);

		// Neither the editor who sent it nor another editor (the form is for editors).
		$this->assertSame( '{"values":{}}', $this->json( $this->prepopulate( $id, $uid ) ) );
		$this->act_as( 'editor' );
		$response = $this->prepopulate( $id, $uid );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '{"values":{}}', $this->json( $response ) );
	}

	public function test_a_user_who_manages_options_is_shown_the_site_option(): void {
		list( $id, $uid ) = $this->option_form( 'acme_contact', array( 'prePopulate' => true ) );
		$this->assertSubmitted( $this->submit( $id, $uid, array( 'name' => 'Ada' ) ) );

		// An administrator without unfiltered_html still manages options.
		$admin = $this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( array $caps, string $cap ): array => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		$this->assertFalse( user_can( $admin, 'unfiltered_html' ) );

		$this->assertSame( array( 'values' => array( 'name' => 'Ada' ) ), $this->body( $this->prepopulate( $id, $uid ) ) );
	}

	public function test_pre_populate_is_empty_when_the_form_does_not_ask_for_it(): void {
		update_option( 'acme_contact', array( 'name' => 'Ada' ) );
		list( $id, $uid ) = $this->option_form( 'acme_contact' );

		$response = $this->prepopulate( $id, $uid );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '{"values":{}}', $this->json( $response ) );
	}

	public function test_pre_populate_is_empty_for_an_unconfigured_form(): void {
		list( $id, $uid ) = $this->option_form( '', array( 'prePopulate' => true ) );

		$this->assertSame( '{"values":{}}', $this->json( $this->prepopulate( $id, $uid ) ) );
	}

	public function test_pre_populate_is_empty_for_email_forms(): void {
		list( $id, $uid ) = $this->form_template(
			array(
				'action'       => 'email',
				'emailAddress' => 'team@example.com',
			),
			array( self::text( 'admin_email' ) ),
			array( 'prePopulate' => true )
		);
		$this->act_as( 'editor' );

		$this->assertSame( '{"values":{}}', $this->json( $this->prepopulate( $id, $uid ) ) );
	}
}
