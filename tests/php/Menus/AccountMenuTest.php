<?php
/**
 * Tests for the account menu.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Admin\AppConfig;
use UiPress\Menus\AccountMenu;
use UiPress\Tests\TestCase;

/**
 * The signed-in user's name, avatar, Edit profile, Log out (with its nonce)
 * and the entries plugins add to the toolbar's account menu.
 */
final class AccountMenuTest extends TestCase {

	use ResetsToolbarCapture;

	/**
	 * Has a plugin add an entry to the toolbar's account menu.
	 *
	 * @param string $id    The entry's id.
	 * @param string $title Its title.
	 */
	private static function add_account_entry( string $id, string $title ): void {
		add_action(
			'admin_bar_menu',
			static function ( \WP_Admin_Bar $bar ) use ( $id, $title ): void {
				$bar->add_node(
					array(
						'id'     => $id,
						'parent' => 'user-actions',
						'title'  => $title,
						'href'   => admin_url( 'admin.php?page=' . $id ),
					)
				);
			},
			200
		);
	}

	public function test_names_the_user_and_links_the_profile_and_a_log_out_with_a_valid_nonce(): void {
		$id = $this->act_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Ed & Itor',
			)
		);
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );

		$account = AccountMenu::for_user( $user );

		$this->assertSame( 'Ed & Itor', $account['name'] );
		$this->assertSame( admin_url( 'profile.php' ), $account['profileUrl'] );
		$this->assertStringStartsWith( site_url( 'wp-login.php?action=logout', 'login' ), $account['logoutUrl'] );
		parse_str( (string) wp_parse_url( $account['logoutUrl'], PHP_URL_QUERY ), $query );
		$nonce = $query['_wpnonce'] ?? '';
		$this->assertIsString( $nonce );
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'log-out' ), 'wp-login.php accepts the link.' );
		$this->assertStringContainsString( 's=' . ( 2 * AccountMenu::AVATAR_SIZE ), $account['avatar'] );
		$this->assertSame( array(), $account['items'] );
	}

	public function test_shows_no_avatar_where_the_site_shows_none(): void {
		$this->act_as( 'subscriber' );
		update_option( 'show_avatars', '0' );

		$this->assertSame( '', AccountMenu::for_user( wp_get_current_user() )['avatar'] );
	}

	public function test_lists_what_plugins_add_to_the_toolbar_account_menu_but_not_core_entries_it_shows_itself(): void {
		$this->act_as( 'editor' );
		self::add_account_entry( 'my-subscriptions', 'My subscriptions' );

		$ids = array_column( AccountMenu::for_user( wp_get_current_user() )['items'], 'id' );

		$this->assertSame( array( 'my-subscriptions' ), $ids );
		foreach ( AccountMenu::OWN_NODES as $own ) {
			$this->assertNotContains( $own, $ids );
		}
	}

	public function test_a_toolbar_built_for_one_user_is_not_shown_to_the_next(): void {
		$this->act_as( 'editor' );
		$first = AccountMenu::for_user( wp_get_current_user() );
		$this->act_as( 'editor' );
		self::add_account_entry( 'only-for-the-second', 'Second' );

		$this->assertSame( array(), $first['items'] );
		$this->assertSame( array( 'only-for-the-second' ), array_column( AccountMenu::for_user( wp_get_current_user() )['items'], 'id' ) );
	}

	public function test_the_design_screens_carry_the_account_of_the_user_designing(): void {
		$this->act_as( 'administrator' );

		$chrome = AppConfig::design_chrome();

		$this->assertSame( wp_get_current_user()->display_name, $chrome['account']['name'] );
		$this->assertStringContainsString( '_wpnonce=', $chrome['account']['logoutUrl'] );
	}
}
