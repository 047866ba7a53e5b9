<?php
/**
 * GET uipress/v1/post-types.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

/**
 * Post types shown in REST and the admin, for managers only.
 */
final class PostTypesTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/post-types';

	/**
	 * Subscribers and editors are refused.
	 */
	public function test_refuses_subscribers_and_editors(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE ) );
		}
	}

	/**
	 * Lists name and label of types shown in REST and in the UI only.
	 */
	public function test_lists_rest_and_ui_types(): void {
		$this->act_as( 'administrator' );
		register_post_type(
			'uip_test_hidden',
			array(
				'show_ui'      => true,
				'show_in_rest' => false,
			)
		);
		register_post_type(
			'uip_test_book',
			array(
				'label'        => 'Books',
				'show_ui'      => true,
				'show_in_rest' => true,
			)
		);
		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );
		unregister_post_type( 'uip_test_hidden' );
		unregister_post_type( 'uip_test_book' );

		$this->assertIsArray( $body['postTypes'] );
		$names = array_column( $body['postTypes'], 'name' );
		$this->assertContains( 'post', $names );
		$this->assertContains( 'page', $names );
		$this->assertContains( 'uip_test_book', $names );
		$this->assertNotContains( 'uip_test_hidden', $names );
		$this->assertNotContains( 'revision', $names );
		$this->assertNotContains( 'attachment', $names, 'Block queries never return attachments.' );
		$this->assertContains(
			array(
				'name'  => 'uip_test_book',
				'label' => 'Books',
			),
			$body['postTypes']
		);
		foreach ( $body['postTypes'] as $type ) {
			$this->assertIsArray( $type );
			$this->assertSame( array( 'name', 'label' ), array_keys( $type ) );
		}
	}
}
