<?php
/**
 * Tests for the chrome snapshot on the interface page.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\ChromeSnapshot;
use UiPress\Runtime\Preferences;
use UiPress\Runtime\Takeover;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Tests\Menus\AdminMenuTestCase;
use UiPress\Tests\Support\ReadsChromeSnapshots;

/**
 * The interface page gives the runtime the key and token of its snapshot,
 * and paints the snapshot its user kept under that key (and only that)
 * before any script; `<html>` carries the dark and collapsed states.
 */
final class InterfacePageSnapshotTest extends AdminMenuTestCase {

	use ReadsChromeSnapshots;

	/**
	 * Chrome as the runtime sent it.
	 */
	private const CHROME = '<style>.uip-snapshot-menu{color:red}</style><nav class="uip-snapshot-menu"><a href="/wp-admin/">Dashboard</a></nav>';

	/**
	 * The overlay a snapshot is printed in (its attribute may name a width band).
	 */
	private const OVERLAY = '<div class="uip-runtime-root uip-chrome-snapshot" data-uip-chrome-snapshot="[a-z]*" inert>';

	/**
	 * Server values changed by tests.
	 *
	 * @var array<mixed>
	 */
	private array $server = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server           = $_SERVER;
		$_COOKIE                = array();
		$_SERVER['REQUEST_URI'] = '/wp-admin/index.php';
		$GLOBALS['pagenow']     = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	protected function tear_down(): void {
		$_SERVER                   = $this->server;
		$_COOKIE                   = array();
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * A published template for editors and administrators.
	 *
	 * @param array<string, mixed> $fields Field members.
	 */
	private function template( array $fields = array() ): int {
		return $this->create_template( array_merge( array( 'forRoles' => array( 'editor', 'administrator' ) ), $fields ), array( 'post_title' => 'Team' ) );
	}

	/**
	 * The interface page of the dashboard for the current user, printed as
	 * a request of its own would print it (its request does not end here).
	 */
	private function interface_page(): string {
		// Each page prints its files once: a new request starts with none printed.
		unset( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] );
		set_current_screen( 'dashboard' );
		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();
		$this->assertSame( Takeover::MODE_TAKEOVER, $takeover->decision()['mode'] ?? null );
		ob_start();
		$takeover->print_page();
		return (string) ob_get_clean();
	}

	/**
	 * The configuration a page printed (window.uipressConfig).
	 *
	 * @param string $page The page.
	 * @return array<mixed>
	 */
	private function config( string $page ): array {
		$this->assertSame( 1, preg_match( '/window\.uipressConfig = (\{.*\});/', $page, $match ) );
		$config = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $config );
		return $config;
	}

	/**
	 * The snapshot key and token a page printed.
	 *
	 * @param string $page The page.
	 * @return array{key: string, token: string}
	 */
	private function snapshot_key( string $page ): array {
		$snapshot = $this->value_at( $this->config( $page ), 'runtime.snapshot' );
		$this->assertIsArray( $snapshot );
		$this->assertSame( array( 'key', 'token' ), array_keys( $snapshot ) );
		$this->assertIsString( $snapshot['key'] );
		$this->assertIsString( $snapshot['token'] );
		return array(
			'key'   => $snapshot['key'],
			'token' => $snapshot['token'],
		);
	}

	/**
	 * Where a page prints an overlay holding exactly this markup; false when none.
	 *
	 * @param string $page   The page.
	 * @param string $markup The markup.
	 * @return int|false
	 */
	private static function overlay( string $page, string $markup ) {
		if ( 1 !== preg_match( '#' . self::OVERLAY . preg_quote( $markup, '#' ) . '</div>\n#', $page, $match, PREG_OFFSET_CAPTURE ) ) {
			return false;
		}
		return $match[0][1];
	}

	/**
	 * Asserts a page prints no snapshot (nor the markup of the one kept in these tests).
	 *
	 * @param string $page    The page.
	 * @param string $message Why.
	 */
	private function assertNoSnapshot( string $page, string $message = '' ): void {
		$this->assertDoesNotMatchRegularExpression( '/<div[^>]* data-uip-chrome-snapshot=/', $page, $message );
		$this->assertStringNotContainsString( 'uip-snapshot-menu', $page, $message );
	}

	public function test_the_first_page_gives_the_key_and_token_and_paints_no_snapshot(): void {
		$this->template();
		$user = $this->act_as( 'editor' );

		$page     = $this->interface_page();
		$snapshot = $this->snapshot_key( $page );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $snapshot['key'] );
		$this->assertTrue( ChromeSnapshot::verify( $snapshot['key'], $snapshot['token'], $user ), 'The token is the signed-in user\'s.' );
		$this->assertNoSnapshot( $page );

		// The next visit of the same page has the same key.
		$this->assertSame( $snapshot, $this->snapshot_key( $this->interface_page() ) );
	}

	public function test_a_kept_snapshot_paints_over_the_root_before_the_runtime_script(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $key, self::CHROME );

		$page = $this->interface_page();
		$this->assertSame( $key, $this->snapshot_key( $page )['key'] );
		$this->assertSame( 1, preg_match_all( '/<div[^>]* data-uip-chrome-snapshot=/', $page ) );
		$overlay = self::overlay( $page, self::CHROME );
		$this->assertIsInt( $overlay, 'The snapshot, whole, inside the overlay.' );
		$root = strpos( $page, '<div id="uip-runtime-root" class="uip-runtime-root"></div>' );
		$this->assertIsInt( $root );
		$this->assertLessThan( $overlay, $root, 'After the root.' );
		$this->assertLessThan( strpos( $page, 'id="uipress-runtime-js"' ), $overlay, 'Before the runtime script.' );
		$this->assertLessThan( $overlay, strpos( $page, "id='uipress-runtime-css'" ), 'After the stylesheets.' );
	}

	public function test_each_width_bands_snapshot_is_printed_and_css_shows_the_windows(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $key, '<nav>Wide</nav>', 'desktop' );
		ChromeSnapshot::store( $user, $key, '<nav>Narrow</nav>', 'phone' );

		$page = $this->interface_page();
		$this->assertStringContainsString( 'data-uip-chrome-snapshot="desktop" inert><nav>Wide</nav></div>', $page );
		$this->assertStringContainsString( 'data-uip-chrome-snapshot="phone" inert><nav>Narrow</nav></div>', $page );
		$this->assertStringContainsString( '<style id="uip-chrome-snapshot-css">' . ChromeSnapshot::band_css() . '</style>', $page );
		$this->assertStringContainsString( '@media not all and (max-width: 698.98px){[data-uip-chrome-snapshot=phone]{display:none}}', ChromeSnapshot::band_css() );
		$this->assertStringContainsString( '@media not all and (min-width: 990px){[data-uip-chrome-snapshot=desktop]{display:none}}', ChromeSnapshot::band_css() );
	}

	public function test_a_snapshot_that_is_not_whole_is_not_printed(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $key, '</div><div id="loose">outside</div>' );

		$page = $this->interface_page();
		$this->assertStringNotContainsString( 'id="loose"', $page );
		$this->assertDoesNotMatchRegularExpression( '/<div[^>]* data-uip-chrome-snapshot=/', $page );
	}

	public function test_a_snapshot_is_guarded_again_when_printed(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		// As if stored some other way than the REST route (an older build, an import).
		ChromeSnapshot::store( $user, $key, '<nav onclick="steal()">Menu</nav><script>steal()</script><iframe src="/wp-admin/"></iframe>' );

		$page = $this->interface_page();
		$this->assertIsInt( self::overlay( $page, '<nav>Menu</nav>steal()' ) );
		$this->assertStringNotContainsString( 'onclick="steal()"', $page );
		$this->assertStringNotContainsString( '<script>steal()', $page );
	}

	public function test_a_changed_template_never_shows_the_old_snapshot(): void {
		$template = $this->template();
		$user     = $this->act_as( 'editor' );
		$before   = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $before, self::CHROME );

		$fields  = array_merge(
			TemplateFields::defaults(),
			array(
				'forRoles' => array( 'editor', 'administrator' ),
				'content'  => array(
					array(
						'uid'        => 'heading1',
						'name'       => 'Heading',
						'moduleName' => 'uip-heading',
					),
				),
			)
		);
		$postarr = array(
			'ID'           => $template,
			'post_content' => wp_slash( (string) JsonTree::encode( $fields ) ),
		);
		$updated = self::stored_earlier( static fn() => wp_update_post( $postarr ) );
		$this->assertSame( $template, $updated );

		$page = $this->interface_page();
		$this->assertNotSame( $before, $this->snapshot_key( $page )['key'] );
		$this->assertNoSnapshot( $page );
	}

	public function test_a_renamed_template_never_shows_the_old_snapshot(): void {
		$template = $this->template();
		$user     = $this->act_as( 'editor' );
		$before   = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $before, self::CHROME );

		self::stored_earlier(
			static fn() => wp_update_post(
				array(
					'ID'         => $template,
					'post_title' => 'Team, renamed',
				)
			)
		);
		$page = $this->interface_page();
		$this->assertNotSame( $before, $this->snapshot_key( $page )['key'] );
		$this->assertNoSnapshot( $page );
	}

	public function test_a_changed_role_never_shows_the_old_snapshot(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $key, self::CHROME );
		$this->assertIsInt( self::overlay( $this->interface_page(), self::CHROME ) );

		wp_get_current_user()->set_role( 'administrator' );
		$page = $this->interface_page();
		$this->assertNoSnapshot( $page );
		$this->assertNull( self::kept( $user, $key ) );
	}

	public function test_another_users_snapshot_is_never_printed(): void {
		$this->template();
		$owner = $this->act_as( 'editor' );
		$key   = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $owner, $key, self::CHROME );
		// Under every key the other user's pages could have.
		$other = $this->act_as( 'editor' );
		$mine  = $this->snapshot_key( $this->interface_page() );
		ChromeSnapshot::store( $owner, $mine['key'], self::CHROME );
		$this->assertFalse( ChromeSnapshot::verify( $mine['key'], $mine['token'], $owner ), 'The other user\'s token is their own.' );

		$page = $this->interface_page();
		$this->assertNoSnapshot( $page );
		$this->assertNull( self::kept( $other, $mine['key'] ) );
	}

	public function test_a_signed_out_user_gets_no_snapshot_on_the_next_page(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$key  = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $key, self::CHROME );

		do_action( 'wp_logout', $user );
		$this->assertNoSnapshot( $this->interface_page() );
	}

	public function test_html_carries_the_dark_and_collapsed_preferences(): void {
		$this->template();
		$user = $this->act_as( 'editor' );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\">\n", $this->interface_page() );

		Preferences::set( $user, 'darkTheme', true );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\" data-theme=\"dark\">\n", $this->interface_page() );

		Preferences::set( $user, 'menuCollapsed', true );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\" data-theme=\"dark\" uip-menu-collapsed=\"\">\n", $this->interface_page() );

		// The words older versions stored mean the same; anything else is off.
		Preferences::set( $user, 'darkTheme', 'uiptrue' );
		Preferences::set( $user, 'menuCollapsed', 'false' );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\" data-theme=\"dark\">\n", $this->interface_page() );
		Preferences::set( $user, 'darkTheme', 'dark' );
		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\">\n", $this->interface_page() );
	}

	public function test_a_changed_preference_gives_another_key(): void {
		$this->template();
		$user   = $this->act_as( 'editor' );
		$before = $this->snapshot_key( $this->interface_page() )['key'];
		ChromeSnapshot::store( $user, $before, self::CHROME );

		Preferences::set( $user, 'menuCollapsed', true );
		$page = $this->interface_page();
		$this->assertNotSame( $before, $this->snapshot_key( $page )['key'] );
		$this->assertNoSnapshot( $page, 'A snapshot of the open menu is not painted collapsed.' );
	}
}
