<?php
/**
 * Tests for safe mode (`wp uipress reset`, UIPRESS_SAFE_MODE).
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Menus\HiddenPages;
use UiPress\Runtime\ResolvedScreen;
use UiPress\Runtime\SafeMode;
use UiPress\Runtime\Takeover;
use UiPress\Tests\Menus\AdminMenuTestCase;
use UiPress\Tests\Menus\MenuFixtures;
use WP_User;

/**
 * While safe mode is on, nobody gets the interface and no custom menu
 * refuses a page; managers see how to turn it back on.
 */
final class SafeModeTest extends AdminMenuTestCase {

	use MenuFixtures;

	/**
	 * Server values changed by tests.
	 *
	 * @var array<mixed>
	 */
	private array $server = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server           = $_SERVER;
		$_SERVER['REQUEST_URI'] = '/wp-admin/index.php';
		$_GET                   = array();
		$_COOKIE                = array();
		$GLOBALS['pagenow']     = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	protected function tear_down(): void {
		$_SERVER  = $this->server;
		$_REQUEST = array();
		parent::tear_down();
	}

	/**
	 * What Takeover decides for the current user.
	 *
	 * @return array{mode: string, reason: string}
	 */
	private function decision(): array {
		$decision = ( new Takeover() )->decide( wp_get_current_user() );
		return array(
			'mode'   => $decision['mode'],
			'reason' => $decision['reason'],
		);
	}

	/**
	 * The notice printed on an admin page.
	 */
	private function notice(): string {
		ob_start();
		SafeMode::print_notice();
		return (string) ob_get_clean();
	}

	public function test_it_is_off_until_turned_on(): void {
		$this->assertFalse( SafeMode::by_constant() );
		$this->assertFalse( SafeMode::is_on() );
		SafeMode::turn_on();
		$this->assertTrue( SafeMode::by_option() );
		$this->assertTrue( SafeMode::is_on() );
		SafeMode::turn_off();
		$this->assertFalse( SafeMode::is_on() );
		$this->assertFalse( get_option( SafeMode::OPTION ) );
	}

	public function test_everyone_gets_the_stock_admin_until_it_is_turned_off(): void {
		$this->create_template( array( 'forRoles' => array( 'editor', 'administrator' ) ) );
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( Takeover::MODE_TAKEOVER, $this->decision()['mode'], $role );
		}

		SafeMode::turn_on();
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame(
				array(
					'mode'   => Takeover::MODE_STOCK,
					'reason' => 'safe-mode',
				),
				$this->decision(),
				$role
			);
		}

		SafeMode::turn_off();
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decision()['mode'] );
	}

	public function test_no_custom_menu_refuses_a_page_in_safe_mode(): void {
		$tools           = self::item( 'tools.php' );
		$tools['custom'] = array( 'hidden' => true );
		$this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array(
					'blockHidden' => true,
					'menu'        => array( self::item( 'index.php' ), $tools ),
				),
			)
		);
		$editor = new WP_User( $this->act_as( 'editor' ) );
		$screen = ResolvedScreen::of_url( 'tools.php' );
		$this->assertNotNull( $screen );
		$this->assertTrue( HiddenPages::is_blocked( $editor, $screen ) );

		SafeMode::turn_on();
		$this->assertFalse( HiddenPages::is_blocked( $editor, $screen ) );
	}

	public function test_managers_see_a_notice_saying_how_to_turn_it_back_on(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( '', $this->notice() );

		SafeMode::turn_on();
		$notice = $this->notice();
		$this->assertStringContainsString( 'UiPress safe mode is on: the UiPress interface is off for everyone.', $notice );
		$this->assertStringContainsString( 'wp uipress reset --undo', $notice );
		$this->assertStringContainsString( 'name="action" value="' . SafeMode::TURN_OFF_ACTION . '"', $notice );
		$this->assertStringContainsString( 'name="_wpnonce"', $notice );

		$this->act_as( 'editor' );
		$this->assertSame( '', $this->notice() );
	}

	public function test_the_notices_button_turns_it_off_for_managers_only(): void {
		SafeMode::turn_on();
		$stop       = static function (): void {
			throw new \RuntimeException( 'stopped' );
		};
		$redirected = static function ( $location ) {
			throw new \RuntimeException( 'redirect:' . ( is_string( $location ) ? $location : '' ) );
		};
		add_filter( 'wp_die_handler', static fn() => $stop, PHP_INT_MAX );
		add_filter( 'wp_redirect', $redirected, PHP_INT_MAX );

		$this->act_as( 'editor' );
		$_REQUEST['_wpnonce'] = wp_create_nonce( SafeMode::TURN_OFF_ACTION );
		try {
			SafeMode::handle_turn_off();
			$this->fail( 'An editor turned safe mode off.' );
		} catch ( \RuntimeException $stopped ) {
			$this->assertSame( 'stopped', $stopped->getMessage() );
		}
		$this->assertTrue( SafeMode::is_on() );

		$this->act_as( 'administrator' );
		$_REQUEST['_wpnonce'] = 'not-a-nonce';
		try {
			SafeMode::handle_turn_off();
			$this->fail( 'A request without the nonce turned safe mode off.' );
		} catch ( \RuntimeException $stopped ) {
			$this->assertSame( 'stopped', $stopped->getMessage() );
		}
		$this->assertTrue( SafeMode::is_on() );

		$_REQUEST['_wpnonce'] = wp_create_nonce( SafeMode::TURN_OFF_ACTION );
		try {
			SafeMode::handle_turn_off();
			$this->fail( 'No redirect after turning safe mode off.' );
		} catch ( \RuntimeException $redirect ) {
			$this->assertSame( 'redirect:' . admin_url(), $redirect->getMessage() );
		}
		$this->assertFalse( SafeMode::is_on() );
	}
}
