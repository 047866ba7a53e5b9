<?php
/**
 * Custom CSS and JavaScript in templates.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

/**
 * Only users with unfiltered_html change a template's code; others may save
 * a template whose code they send back unchanged.
 */
final class TemplateCodeTest extends RestTestCase {

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
	 * A template with code in every place code can be.
	 *
	 * @return array<string, mixed>
	 */
	private static function with_code(): array {
		return array(
			'settings' => array(
				'css' => 'body { color: red; }',
				'js'  => 'console.log( "template" );',
			),
			'content'  => array(
				array(
					'uid'          => 'block-a',
					'name'         => 'Button',
					'moduleName'   => 'uip-button',
					'settings'     => array(
						'block'    => array(
							'options' => array(
								'buttonText'  => 'Go',
								'onClickCode' => 'alert( 1 );',
							),
						),
						'advanced' => array(
							'options' => array(
								'css' => '%self { color: blue; }',
								'js'  => 'console.log( "block" );',
							),
						),
					),
					'interactions' => array(
						array(
							'id'         => 'i1',
							'type'       => 'click',
							'action'     => 'javascript',
							'javascript' => 'console.log( "click" );',
						),
					),
				),
				array(
					'uid'        => 'block-b',
					'name'       => 'Text',
					'moduleName' => 'uip-text',
					'settings'   => array( 'block' => array( 'options' => array( 'text' => 'Plain' ) ) ),
				),
			),
		);
	}

	/**
	 * The template with one member changed at a path of keys.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param list<string|int>     $keys  Keys down to the value.
	 * @param mixed                $value New value.
	 * @return array<string, mixed>
	 */
	private static function changed( array $field, array $keys, $value ): array {
		$cursor = &$field;
		foreach ( $keys as $key ) {
			if ( ! is_array( $cursor ) ) {
				$cursor = array();
			}
			$cursor = &$cursor[ $key ];
		}
		$cursor = $value;
		unset( $cursor );
		/**
		 * Still the field: only a value inside it changed.
		 *
		 * @var array<string, mixed> $field
		 */
		return $field;
	}

	public function test_unchanged_code_is_accepted_so_other_parts_can_be_edited(): void {
		$id = $this->create_template( self::with_code(), array( 'post_title' => 'Stored' ) );
		$this->act_as_administrator_without_unfiltered_html();

		$field    = self::changed( self::with_code(), array( 'content', 1, 'settings', 'block', 'options', 'text' ), 'Edited' );
		$response = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'title'   => 'Renamed',
				'uipress' => $field,
			)
		);

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( 'Renamed', get_the_title( $id ) );
		$this->assertSame( 'Edited', $this->value_at( $this->body( $response ), 'uipress.content.1.settings.block.options.text' ) );
		$this->assertSame( 'console.log( "block" );', $this->value_at( $this->body( $response ), 'uipress.content.0.settings.advanced.options.js' ) );
	}

	public function test_moving_and_deleting_blocks_is_not_a_change_of_code(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();
		$content = self::with_code()['content'];
		$this->assertIsArray( $content );

		$moved = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array_reverse( $content ) ) ) );
		$this->assertSame( 200, $moved->get_status(), $this->json( $moved ) );

		$deleted = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $content[1] ) ) ) );
		$this->assertSame( 200, $deleted->get_status(), $this->json( $deleted ) );
	}

	/**
	 * Each place code can be, with the path the refusal names.
	 *
	 * @return array<string, array{list<string|int>, string}>
	 */
	public static function code_places(): array {
		return array(
			'template css'           => array( array( 'settings', 'css' ), 'settings.css' ),
			'template js'            => array( array( 'settings', 'js' ), 'settings.js' ),
			'block css'              => array( array( 'content', 0, 'settings', 'advanced', 'options', 'css' ), 'content[0].settings.advanced.options.css' ),
			'block js'               => array( array( 'content', 0, 'settings', 'advanced', 'options', 'js' ), 'content[0].settings.advanced.options.js' ),
			'code option'            => array( array( 'content', 0, 'settings', 'block', 'options', 'onClickCode' ), 'content[0].settings.block.options.onClickCode' ),
			'interaction javascript' => array( array( 'content', 0, 'interactions', 0, 'javascript' ), 'content[0].interactions[0].javascript' ),
			'css on a block without' => array( array( 'content', 1, 'settings', 'advanced', 'options', 'css' ), 'content[1].settings.advanced.options.css' ),
		);
	}

	/**
	 * Changed code is refused and nothing is stored.
	 *
	 * @dataProvider code_places
	 *
	 * @param list<string|int> $keys Keys down to the code.
	 * @param string           $path Path the refusal names.
	 */
	public function test_changed_code_is_refused_and_nothing_stored( array $keys, string $path ): void {
		$id     = $this->create_template( self::with_code(), array( 'post_title' => 'Stored' ) );
		$stored = get_post_field( 'post_content', $id );
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->dispatch(
			'POST',
			self::BASE . '/' . $id,
			array(
				'title'   => 'Renamed',
				'uipress' => self::changed( self::with_code(), $keys, 'document.cookie' ),
			)
		);

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
		$this->assertSame( $path . ' can only be changed by users who may post unfiltered HTML', $this->value_at( $this->body( $response ), 'message' ) );
		$this->assertSame( $path, $this->value_at( $this->body( $response ), 'data.path' ) );
		$this->assertSame( 'Stored', get_the_title( $id ) );
		$this->assertSame( $stored, get_post_field( 'post_content', $id ) );
	}

	/**
	 * The places of with_code() that hold code.
	 *
	 * @return array<string, array{list<string|int>, string}>
	 */
	public static function filled_code_places(): array {
		return array_diff_key( self::code_places(), array( 'css on a block without' => true ) );
	}

	/**
	 * Clearing code is a change too.
	 *
	 * @dataProvider filled_code_places
	 *
	 * @param list<string|int> $keys Keys down to the code.
	 */
	public function test_clearing_code_is_refused( array $keys ): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();

		$response = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => self::changed( self::with_code(), $keys, '' ) ) );

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
	}

	public function test_new_blocks_and_templates_may_not_bring_code(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();
		$content = self::with_code()['content'];
		$this->assertIsArray( $content );

		$new_block = array(
			'uid'        => 'block-new',
			'name'       => 'Box',
			'moduleName' => 'uip-container',
			'settings'   => array( 'advanced' => array( 'options' => array( 'js' => 'steal()' ) ) ),
		);
		$response  = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array_merge( $content, array( $new_block ) ) ) ) );
		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
		$this->assertSame( 'content[2].settings.advanced.options.js', $this->value_at( $this->body( $response ), 'data.path' ) );

		$new_block['settings'] = array( 'advanced' => array( 'options' => array( 'classes' => 'box' ) ) );
		$new_block['content']  = array(
			array(
				'uid'          => 'child',
				'name'         => 'Child',
				'moduleName'   => 'uip-text',
				'interactions' => array(
					array(
						'id'         => 'i1',
						'javascript' => 'steal()',
					),
				),
			),
		);
		$nested                = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array_merge( $content, array( $new_block ) ) ) ) );
		$this->assertError( 'uipress_unfiltered_html_required', 403, $nested );
		$this->assertSame( 'content[2].content[0].interactions[0].javascript', $this->value_at( $this->body( $nested ), 'data.path' ) );

		$created = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'settings' => array( 'css' => 'a{}' ) ) ) );
		$this->assertError( 'uipress_unfiltered_html_required', 403, $created );

		$plain = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( self::block( 'Text' ) ) ) ) );
		$this->assertSame( 201, $plain->get_status(), $this->json( $plain ) );
	}

	public function test_a_repeated_interaction_id_cannot_hide_new_code(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();

		$field    = self::changed(
			self::with_code(),
			array( 'content', 0, 'interactions', 1 ),
			array(
				'id'         => 'i1',
				'javascript' => 'steal()',
			)
		);
		$response = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => $field ) );

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
		$this->assertSame( 'content[0].interactions[1].javascript', $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_users_with_unfiltered_html_change_code(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );

		$field    = self::changed( self::with_code(), array( 'content', 0, 'settings', 'advanced', 'options', 'js' ), 'console.log( "new" );' );
		$field    = self::changed( $field, array( 'settings', 'css' ), '' );
		$response = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => $field ) );

		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( 'console.log( "new" );', $this->value_at( $this->body( $response ), 'uipress.content.0.settings.advanced.options.js' ) );
		$this->assertSame( '', $this->value_at( $this->body( $response ), 'uipress.settings.css' ) );
	}

	public function test_code_options_filter_guards_more_option_keys(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();

		// The example of docs/HOOKS.md.
		add_filter(
			'uipress/template/code_options',
			static function ( array $keys ): array {
				$keys[] = 'customHtml';
				return $keys;
			}
		);

		$field    = self::changed( self::with_code(), array( 'content', 1, 'settings', 'block', 'options', 'customHtml' ), '<script>steal()</script>' );
		$response = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => $field ) );

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
		$this->assertSame( 'content[1].settings.block.options.customHtml', $this->value_at( $this->body( $response ), 'data.path' ) );
	}

	public function test_a_faulty_code_options_filter_keeps_the_defaults(): void {
		$id = $this->create_template( self::with_code() );
		$this->act_as_administrator_without_unfiltered_html();
		add_filter( 'uipress/template/code_options', '__return_null' );

		$field    = self::changed( self::with_code(), array( 'content', 0, 'settings', 'block', 'options', 'onClickCode' ), 'steal()' );
		$response = $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => $field ) );

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
	}
}
