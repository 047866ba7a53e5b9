<?php
/**
 * Tests for the toolbar capture.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\ToolbarCapture;
use UiPress\Tests\TestCase;

/**
 * The admin bar nodes as ToolbarItem[] without the excluded items.
 */
final class ToolbarCaptureTest extends TestCase {

	use ResetsToolbarCapture;

	/**
	 * Ids at every depth.
	 *
	 * @param array<mixed> $items Items.
	 * @return list<string>
	 */
	private static function ids( array $items ): array {
		$ids = array();
		foreach ( $items as $item ) {
			if ( is_array( $item ) && is_string( $item['id'] ?? null ) ) {
				$ids[] = $item['id'];
				$ids   = array_merge( $ids, self::ids( is_array( $item['submenu'] ?? null ) ? $item['submenu'] : array() ) );
			}
		}
		return $ids;
	}

	public function test_excluded_items_are_left_out_and_icons_replaced(): void {
		$this->act_as( 'administrator' );
		$seen = array();
		add_action(
			'admin_bar_menu',
			static function ( \WP_Admin_Bar $bar ) use ( &$seen ): void {
				$bar->add_node(
					array(
						'id'    => 'my-plugin',
						'title' => 'My plugin <span class="screen-reader-text">settings</span>',
						'href'  => admin_url( 'admin.php?page=my-plugin' ),
					)
				);
				$bar->add_group(
					array(
						'id'     => 'my-plugin-group',
						'parent' => 'my-plugin',
					)
				);
				$bar->add_node(
					array(
						'id'     => 'my-plugin-child',
						'parent' => 'my-plugin-group',
						'title'  => 'Child',
						'href'   => 'https://example.com/',
						'meta'   => array( 'target' => '_blank' ),
					)
				);
				$bar->add_node(
					array(
						'id'    => 'woocommerce-site-visibility-badge',
						'title' => 'Live',
					)
				);
				// Nodes WordPress adds only on some screens (the front end,
				// the block editor, pending updates): here, so leaving
				// them out is what the capture does.
				foreach ( array( 'menu-toggle', 'app-logo', 'search', 'updates', 'customize' ) as $id ) {
					if ( ! $bar->get_node( $id ) ) {
						$bar->add_node(
							array(
								'id'    => $id,
								'title' => ucfirst( $id ),
								'href'  => admin_url( $id . '.php' ),
							)
						);
					}
				}
				$seen = array_keys( (array) $bar->get_nodes() );
			},
			PHP_INT_MAX // After core's nodes (my account comes at 9991).
		);

		$items = ToolbarCapture::capture();
		$ids   = self::ids( $items );

		// Spec: site name, menu toggle, app logo, my account, the platform
		// logo, search, shop visibility badge.
		$excluded = array( 'site-name', 'menu-toggle', 'app-logo', 'my-account', 'wp-logo', 'search', 'woocommerce-site-visibility-badge' );
		foreach ( $excluded as $id ) {
			$this->assertContains( $id, $seen, "The bar has {$id}." );
			$this->assertNotContains( $id, $ids );
		}
		$this->assertNotContains( 'about', $ids ); // Under the WordPress logo.
		$this->assertNotContains( 'edit-profile', $ids ); // Under my account.
		$this->assertContains( 'new-content', $ids );
		$this->assertContains( 'comments', $ids );

		$by_id = array_column( $items, null, 'id' );
		// Spec: icons replaced for comments, updates, new content, customise.
		$this->assertSame( 'forum', $by_id['comments']['icon'] ?? null );
		$this->assertSame( 'update', $by_id['updates']['icon'] ?? null );
		$this->assertSame( 'add', $by_id['new-content']['icon'] ?? null );
		$this->assertSame( 'brush', $by_id['customize']['icon'] ?? null );
		$this->assertContains( 'new-post', self::ids( $by_id['new-content']['submenu'] ?? array() ) );

		$mine = $by_id['my-plugin'] ?? null;
		$this->assertIsArray( $mine );
		$this->assertSame( 'My plugin', $mine['name'] );
		$this->assertSame( 'settings', $mine['screenReaderName'] );
		$this->assertSame( '', $mine['icon'] );
		$this->assertSame(
			array(
				array(
					'id'               => 'my-plugin-child',
					'name'             => 'Child',
					'url'              => 'https://example.com/',
					'target'           => '_blank',
					'screenReaderName' => 'Child',
					'icon'             => '',
					'submenu'          => array(),
				),
			),
			$mine['submenu']
		);
	}

	public function test_the_command_palette_button_is_captured_with_its_label_and_icon(): void {
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php'; // @phpstan-ignore requireOnce.fileNotFound
		$bar = new \WP_Admin_Bar();
		ToolbarCapture::add_command_palette( $bar );
		if ( ! function_exists( 'wp_admin_bar_command_palette_menu' ) ) {
			$this->assertNull( $bar->get_node( 'command-palette' ), 'No palette before WordPress 7.0.' );
			return;
		}
		$nodes = $bar->get_nodes();
		$this->assertIsArray( $nodes );
		$items = ( new \ReflectionMethod( ToolbarCapture::class, 'tree' ) )->invoke( null, $nodes );
		$this->assertIsArray( $items );
		$this->assertSame(
			array(
				'id'               => 'command-palette',
				'name'             => 'Ctrl+K',
				'url'              => '#',
				'target'           => '_self',
				'screenReaderName' => 'Open command palette',
				'icon'             => 'search',
				'submenu'          => array(),
			),
			$items[0] ?? null
		);
		// Added once, whoever adds it first.
		ToolbarCapture::add_command_palette( $bar );
		$this->assertCount( 1, (array) $bar->get_nodes() );
	}

	public function test_nodes_remembered_before_the_bar_renders_are_used(): void {
		$this->act_as( 'editor' );
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php'; // @phpstan-ignore requireOnce.fileNotFound
		$bar = new \WP_Admin_Bar();
		$bar->add_node(
			array(
				'id'    => 'only-node',
				'title' => 'Only',
			)
		);
		$GLOBALS['wp_admin_bar'] = $bar; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		do_action( 'wp_before_admin_bar_render' );
		unset( $GLOBALS['wp_admin_bar'] );

		$this->assertSame( array( 'only-node' ), self::ids( ToolbarCapture::capture() ) );
	}
}
