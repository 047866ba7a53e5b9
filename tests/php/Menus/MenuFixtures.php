<?php
/**
 * Custom menus for tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\MenuPostType;
use UiPress\Menus\MenuStore;
use UiPress\Templates\JsonTree;

/**
 * Menu items and stored menus, for test cases with assertions.
 */
trait MenuFixtures {

	/**
	 * A menu item.
	 *
	 * @param string $uid uip_uid.
	 * @return array<string, mixed>
	 */
	protected static function item( string $uid ): array {
		return array(
			'uip_uid'   => $uid,
			'name'      => ucfirst( $uid ),
			'cleanName' => ucfirst( $uid ),
			'type'      => 'menu',
			'url'       => admin_url( $uid ),
			'submenu'   => array(),
		);
	}

	/**
	 * Stores a menu directly.
	 *
	 * @param array<string, mixed> $fields Field members.
	 * @param array<string, mixed> $post   Post fields.
	 */
	protected function create_menu( array $fields, array $post = array() ): int {
		$json = JsonTree::encode( array_merge( MenuStore::defaults(), $fields ) );
		$this->assertIsString( $json );
		$postarr = wp_slash(
			array_merge(
				array(
					'post_type'    => MenuPostType::NAME,
					'post_title'   => 'Menu',
					'post_status'  => 'publish',
					'post_content' => $json,
				),
				$post
			)
		);
		$id      = self::stored_earlier( static fn() => wp_insert_post( $postarr, true ) ); // @phpstan-ignore argument.type (post fields chosen by the test)
		$this->assertIsInt( $id );
		return $id;
	}
}
