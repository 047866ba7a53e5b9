<?php
/**
 * Tests for finding the block a request names.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Rest\TemplateBlocks;
use WP_Error;

/**
 * The shared access rule of the template block routes (shortcode, forms,
 * AI chat).
 */
final class TemplateBlocksTest extends RestTestCase {

	/**
	 * A published template for editors with a nested block.
	 *
	 * @return array{0: int, 1: string} Template id and the nested block's uid.
	 */
	private function template(): array {
		$inner = self::block( 'Thing', array( 'moduleName' => 'uip-thing' ) );
		$uid   = $inner['uid'];
		$this->assertIsString( $uid );
		$id = $this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( self::block( 'Container', array( 'content' => array( $inner ) ) ) ),
			)
		);
		return array( $id, $uid );
	}

	public function test_a_user_of_the_template_gets_the_block_and_its_path(): void {
		list( $id, $uid ) = $this->template();
		$this->act_as( 'editor' );

		$found = TemplateBlocks::block( $id, $uid, 'uip-thing', new WP_Error( 'gone' ) );

		$this->assertIsArray( $found );
		$this->assertSame( $uid, $found['block']['uid'] ?? null );
		$this->assertSame( 'content[0].content[0]', $found['path'] );
		$this->assertSame( $id, $found['post']->ID );
	}

	public function test_the_module_must_match(): void {
		list( $id, $uid ) = $this->template();
		$this->act_as( 'editor' );

		$found = TemplateBlocks::block( $id, $uid, 'uip-other', new WP_Error( 'gone' ) );

		$this->assertInstanceOf( WP_Error::class, $found );
		$this->assertSame( 'gone', $found->get_error_code() );
	}

	public function test_a_missing_template_is_the_routes_not_found(): void {
		$this->act_as( 'administrator' );

		foreach ( array( 999999, 0, 'x', null, self::factory_post() ) as $template ) {
			$found = TemplateBlocks::template( $template, new WP_Error( 'gone' ) );
			$this->assertInstanceOf( WP_Error::class, $found );
			$this->assertSame( 'gone', $found->get_error_code() );
		}
	}

	public function test_others_are_refused_and_managers_use_any_template(): void {
		list( $id, $uid ) = $this->template();
		$this->act_as( 'author' );

		$refused = TemplateBlocks::block( $id, $uid, 'uip-thing', new WP_Error( 'gone' ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'rest_forbidden', $refused->get_error_code() );
		$this->assertSame( 'This template does not apply to you.', $refused->get_error_message() );

		$this->act_as( 'administrator' );
		$this->assertIsArray( TemplateBlocks::block( $id, $uid, 'uip-thing', new WP_Error( 'gone' ) ) );
	}

	/**
	 * The id of a post that is not a template.
	 */
	private static function factory_post(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Not a template',
				'post_status' => 'publish',
			)
		);
		return is_int( $id ) ? $id : 0;
	}
}
