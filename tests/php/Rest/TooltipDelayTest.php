<?php
/**
 * Tests for a block's tooltip delay in the template field.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Templates\TemplateStore;
use WP_Post;

/**
 * `tooltip.delay` (spec: a tooltip appears after a configurable delay) goes
 * through the write path and is stored (the renderer reads anything but
 * whole milliseconds from 0 to 5000 as the default: tooltip-constants.ts).
 */
final class TooltipDelayTest extends RestTestCase {

	/**
	 * Saves a template with one block carrying this tooltip.
	 *
	 * @param array<string, mixed> $tooltip The block's tooltip.
	 */
	private function save( array $tooltip ): \WP_REST_Response {
		$this->act_as( 'administrator' );
		return $this->dispatch(
			'POST',
			'/wp/v2/uip-ui-template',
			array(
				'title'   => 'Tooltips',
				'status'  => 'draft',
				'uipress' => array( 'content' => array( self::block( 'Heading', array( 'tooltip' => $tooltip ) ) ) ),
			)
		);
	}

	public function test_a_delay_in_bounds_is_kept(): void {
		$response = $this->save(
			array(
				'message' => 'Hi',
				'delay'   => 1200,
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$id   = $this->body( $response )['id'];
		$post = get_post( is_int( $id ) ? $id : 0 );
		$this->assertInstanceOf( WP_Post::class, $post );
		$this->assertSame( 1200, $this->value_at( TemplateStore::read( $post )['content'], '0.tooltip.delay' ) );
	}
}
