<?php
/**
 * Tests for the custom HTML block's markup on save.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Templates\TemplateStore;

/**
 * A custom HTML block's markup is cleaned with wp_kses_post() when saved by
 * a user without unfiltered_html, and kept as typed otherwise.
 */
final class TemplateHtmlTest extends RestTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	private const MARKUP = '<p class="note">Hello <strong>team</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x">';

	/**
	 * A template with one custom HTML block.
	 *
	 * @return array<string, mixed>
	 */
	private static function with_html(): array {
		return array(
			'content' => array(
				self::block(
					'Html',
					array(
						'moduleName' => 'uip-html',
						'settings'   => array( 'block' => array( 'options' => array( 'html' => self::MARKUP ) ) ),
					)
				),
			),
		);
	}

	/**
	 * The stored markup of the template's first block.
	 *
	 * @param int $id Template id.
	 */
	private function stored_html( int $id ): string {
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$html = $this->value_at( TemplateStore::read( $post ), 'content.0.settings.block.options.html' );
		$this->assertIsString( $html );
		return $html;
	}

	public function test_markup_of_a_user_without_unfiltered_html_is_cleaned(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		kses_init();
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );

		$response = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Cleaned',
				'status'  => 'publish',
				'uipress' => self::with_html(),
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$id = $this->body( $response )['id'];
		$this->assertIsInt( $id );
		$html = $this->stored_html( $id );
		$this->assertStringContainsString( '<p class="note">Hello <strong>team</strong></p>', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringContainsString( '<img src="x.png"', $html );
	}

	public function test_markup_of_a_user_with_unfiltered_html_is_kept(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );

		$response = $this->dispatch(
			'POST',
			self::BASE,
			array(
				'title'   => 'Kept',
				'status'  => 'publish',
				'uipress' => self::with_html(),
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$id = $this->body( $response )['id'];
		$this->assertIsInt( $id );
		$this->assertSame( self::MARKUP, $this->stored_html( $id ) );
	}
}
