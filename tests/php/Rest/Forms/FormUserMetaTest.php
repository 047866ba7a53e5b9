<?php
/**
 * The userMeta action.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest\Forms;

use UiPress\Forms\FormModules;

/**
 * The current user's meta only: the values object under the stored key
 * (object), or each value under its input's name (single). Protected keys
 * are never written nor read.
 */
final class FormUserMetaTest extends FormsTestCase {

	/**
	 * A template for editors whose form saves user meta.
	 *
	 * @param string                          $mode    object or single.
	 * @param string                          $key     userMetaObjectKey.
	 * @param list<array<string, mixed>>|null $inputs  Inputs (default: name, newsletter).
	 * @param array<string, mixed>            $options Other form options.
	 * @return array{0: int, 1: string}
	 */
	private function meta_form( string $mode, string $key = 'acme_profile', ?array $inputs = null, array $options = array() ): array {
		return $this->form_template(
			array(
				'action'            => 'userMeta',
				'objectOrSingle'    => $mode,
				'userMetaObjectKey' => $key,
			),
			$inputs ?? array( self::text( 'acme_nickname' ), self::input( FormModules::CHECKBOX, 'acme_newsletter' ) ),
			$options
		);
	}

	public function test_object_mode_stores_the_values_under_the_stored_key(): void {
		list( $id, $uid ) = $this->meta_form( 'object' );
		$user             = $this->act_as( 'editor' );

		$body = $this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'acme_nickname'   => 'Ada\\Lovelace',
					'acme_newsletter' => true,
				)
			)
		);

		$this->assertFalse( $body['reset'] );
		$this->assertSame(
			array(
				'acme_nickname'   => 'Ada\\Lovelace',
				'acme_newsletter' => true,
			),
			get_user_meta( $user, 'acme_profile', true )
		);
	}

	public function test_single_mode_stores_each_value_under_its_input_name(): void {
		list( $id, $uid ) = $this->meta_form( 'single', '' );
		$user             = $this->act_as( 'editor' );
		$other            = $this->create_user( 'editor' );

		$this->assertSubmitted(
			$this->submit(
				$id,
				$uid,
				array(
					'acme_nickname'   => 'Ada',
					'acme_newsletter' => 'false',
				)
			)
		);

		$this->assertSame( 'Ada', get_user_meta( $user, 'acme_nickname', true ) );
		$this->assertSame( '', get_user_meta( $user, 'acme_newsletter', true ) );
		$this->assertTrue( metadata_exists( 'user', $user, 'acme_newsletter' ) );
		$this->assertFalse( metadata_exists( 'user', $other, 'acme_nickname' ), 'only the current user is written' );
	}

	/**
	 * Meta keys a form may never write.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function protected_keys(): array {
		return array(
			'capabilities'       => array( 'wp_capabilities' ),
			'upper case'         => array( 'WP_Capabilities' ),
			'other blog'         => array( 'wp_2_capabilities' ),
			'user level'         => array( 'wp_user_level' ),
			'protected'          => array( '_application_passwords' ),
			'session_tokens'     => array( 'session_tokens' ),
			'user settings'      => array( 'wp_user-settings' ),
			'locale'             => array( 'locale' ),
			'admin_color'        => array( 'admin_color' ),
			'rich_editing'       => array( 'rich_editing' ),
			'primary_blog'       => array( 'primary_blog' ),
			'uipress'            => array( 'uipress_preferences' ),
			'dismissed pointers' => array( 'dismissed_wp_pointers' ),
			'not a key'          => array( 'acme key' ),
		);
	}

	/**
	 * A protected key stored as the object key is refused.
	 *
	 * @dataProvider protected_keys
	 *
	 * @param string $key Meta key.
	 */
	public function test_a_protected_object_key_is_never_written( string $key ): void {
		list( $id, $uid ) = $this->meta_form( 'object', $key, null, array( 'prePopulate' => true ) );
		$user             = $this->act_as( 'editor' );
		$before           = get_user_meta( $user, $key );

		$response = $this->submit( $id, $uid, array( 'acme_nickname' => 'Ada' ) );

		$this->assertError( 'uipress_form_protected_target', 403, $response );
		$this->assertSame( $before, get_user_meta( $user, $key ) );
		$this->assertTrue( current_user_can( 'edit_posts' ) && ! current_user_can( 'manage_options' ) );
		$this->assertError( 'uipress_form_protected_target', 403, $this->prepopulate( $id, $uid ) );
	}

	public function test_a_protected_input_name_in_single_mode_is_never_written(): void {
		list( $id, $uid ) = $this->meta_form( 'single', '', array( self::text( 'acme_nickname' ), self::text( 'wp_capabilities' ) ) );
		$user             = $this->act_as( 'editor' );

		$response = $this->submit(
			$id,
			$uid,
			array(
				'acme_nickname'   => 'Ada',
				'wp_capabilities' => 'administrator',
			)
		);

		$this->assertErrorMessage( 'uipress_form_protected_target', 403, 'Forms cannot write the user meta key wp_capabilities.', $response );
		$this->assertFalse( metadata_exists( 'user', $user, 'acme_nickname' ), 'nothing is written' );
		$this->assertFalse( current_user_can( 'manage_options' ) );
	}

	public function test_the_filter_protects_more_keys(): void {
		add_filter( 'uipress/forms/protected_meta', static fn ( array $keys ): array => array_merge( $keys, array( 'acme_profile' ) ) );
		list( $id, $uid ) = $this->meta_form( 'object' );
		$this->act_as( 'editor' );

		$this->assertError( 'uipress_form_protected_target', 403, $this->submit( $id, $uid, array( 'acme_nickname' => 'Ada' ) ) );
	}

	public function test_a_missing_mode_or_key_is_a_configuration_error(): void {
		$this->act_as( 'editor' );
		foreach ( array( array( '', 'acme_profile' ), array( 'both', 'acme_profile' ), array( 'object', '' ) ) as $config ) {
			list( $id, $uid ) = $this->meta_form( $config[0], $config[1] );

			$response = $this->submit( $id, $uid, array( 'acme_nickname' => 'Ada' ) );

			$this->assertErrorMessage( 'uipress_form_configuration', 400, 'No user meta key supplied to save form data to', $response );
			$this->assertSame( 'Configuration error', $this->value_at( $this->body( $response ), 'data.title' ) );
		}
	}

	public function test_pre_populate_reads_the_object(): void {
		list( $id, $uid ) = $this->meta_form( 'object', 'acme_profile', null, array( 'prePopulate' => true ) );
		$user             = $this->act_as( 'editor' );
		update_user_meta(
			$user,
			'acme_profile',
			array(
				'acme_nickname'   => 'Ada',
				'acme_newsletter' => true,
				'unrelated'       => 'x',
			)
		);

		$response = $this->prepopulate( $id, $uid );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'values' => array(
					'acme_nickname'   => 'Ada',
					'acme_newsletter' => true,
				),
			),
			$this->body( $response )
		);
	}

	public function test_pre_populate_reads_single_keys_of_the_current_user_only(): void {
		list( $id, $uid ) = $this->meta_form( 'single', '', null, array( 'prePopulate' => true ) );
		$other            = $this->create_user( 'editor' );
		update_user_meta( $other, 'acme_newsletter', '1' );
		$user = $this->act_as( 'editor' );
		update_user_meta( $user, 'acme_nickname', 'Ada' );

		$response = $this->prepopulate( $id, $uid );

		$this->assertSame( array( 'values' => array( 'acme_nickname' => 'Ada' ) ), $this->body( $response ) );
	}

	public function test_pre_populate_never_reads_the_object_of_another_user(): void {
		list( $id, $uid ) = $this->meta_form( 'object', 'acme_profile', null, array( 'prePopulate' => true ) );
		update_user_meta( $this->create_user( 'editor' ), 'acme_profile', array( 'acme_nickname' => 'Ada' ) );
		$this->act_as( 'editor' );

		$this->assertSame( '{"values":{}}', $this->json( $this->prepopulate( $id, $uid ) ) );
	}

	public function test_what_a_user_saves_comes_back_when_pre_populating(): void {
		list( $id, $uid ) = $this->meta_form( 'single', '', null, array( 'prePopulate' => true ) );
		$this->act_as( 'editor' );

		$this->assertSubmitted( $this->submit( $id, $uid, array( 'acme_nickname' => 'Grace' ) ) );

		$this->assertSame( array( 'values' => array( 'acme_nickname' => 'Grace' ) ), $this->body( $this->prepopulate( $id, $uid ) ) );
	}
}
