<?php
/**
 * A network template that also takes the network admin over.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Menus\AdminMenuCapture;
use UiPress\Menus\CustomMenus;
use UiPress\Network\NetworkAdminTemplate;
use UiPress\Network\NetworkMark;
use UiPress\Runtime\RuntimeConfig;
use UiPress\Runtime\Takeover;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;

/**
 * "Also use in the network admin" is a super admin's, on the main site, like
 * the network mark; with it a published network template takes the network
 * admin over for the users it is for; without it, and for site templates of
 * the main site, the network admin stays stock; the user admin always does.
 *
 * @group multisite
 */
final class NetworkAdminTemplateTest extends NetworkTestCase {

	private const TEMPLATES = '/wp/v2/' . TemplatePostType::NAME;

	protected function set_up(): void {
		parent::set_up();
		NetworkAdminTemplate::reset();
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		NetworkAdminTemplate::reset();
		unset( $_SERVER['HTTP_REFERER'] );
		parent::tear_down();
	}

	/**
	 * Signs in a super admin (an administrator of the main site).
	 */
	private function act_as_super_admin(): int {
		$id = $this->create_user( 'administrator' );
		grant_super_admin( $id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * A network template for administrators, for the network admin too when asked.
	 *
	 * @param bool                 $network_admin Whether it also takes the network admin over.
	 * @param array<string, mixed> $post          Post fields.
	 */
	private function administrators_template( bool $network_admin, array $post = array() ): int {
		$id = $this->network_template( array( 'forRoles' => array( 'administrator' ) ), $post );
		if ( $network_admin ) {
			self::stored_earlier( static fn() => update_post_meta( $id, NetworkMark::ADMIN_META, '1' ) );
		}
		return $id;
	}

	/**
	 * Takeover's decision on a screen: [mode, template id] ('' and 0 when it decides nothing).
	 *
	 * @param string $screen Screen id, e.g. 'sites-network'.
	 * @return array{0: string, 1: int}
	 */
	private static function decision_on( string $screen ): array {
		$hooks = array_map( static fn( $hook ) => clone $hook, self::hooks() );
		set_current_screen( $screen );
		NetworkAdminTemplate::reset();
		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();
		// The hooks of the mode chosen (printing the page) are not under test.
		$GLOBALS['wp_filter'] = $hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$decision             = $takeover->decision();
		return array( $decision['mode'] ?? '', (int) ( $decision['template']->ID ?? 0 ) );
	}

	public function test_only_a_super_admin_on_the_main_site_sets_it_and_the_field_says_it(): void {
		$template = $this->administrators_template( false );
		$this->act_as( 'administrator' );

		$refused = $this->dispatch( 'POST', self::TEMPLATES . '/' . $template, array( 'uipress' => array( 'networkAdmin' => true ) ) );
		$this->assertSame( 403, $refused->get_status(), 'A site administrator may not (REST).' );
		$this->assertFalse( update_post_meta( $template, NetworkMark::ADMIN_META, '1' ), 'Nor from code.' );
		$this->assertFalse( NetworkMark::is_for_network_admin( $template ) );

		$this->act_as_super_admin();
		$response = $this->dispatch( 'POST', self::TEMPLATES . '/' . $template, array( 'uipress' => array( 'networkAdmin' => true ) ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertTrue( NetworkMark::is_for_network_admin( $template ) );
		$this->assertTrue( $this->value_at( $this->body( $response ), 'uipress.networkAdmin' ) );
		$this->assertTrue( $this->value_at( $this->body( $response ), 'uipress.network' ) );
		$this->assertSame( array( 'administrator' ), $this->value_at( $this->body( $response ), 'uipress.forRoles' ), 'The rest of the field is untouched.' );

		$bad = $this->dispatch( 'POST', self::TEMPLATES . '/' . $template, array( 'uipress' => array( 'networkAdmin' => 'yes' ) ) );
		$this->assertSame( 400, $bad->get_status() );
	}

	public function test_a_super_admin_on_a_sub_site_may_not_set_it(): void {
		$this->act_as_super_admin();
		$own = self::on_sub_site( fn () => $this->create_template( array( 'forRoles' => array( 'administrator' ) ) ) );

		$status = self::on_sub_site( fn () => $this->dispatch( 'POST', self::TEMPLATES . '/' . $own, array( 'uipress' => array( 'networkAdmin' => true ) ) )->get_status() );

		$this->assertSame( 403, $status );
		$this->assertFalse( self::on_sub_site( static fn () => NetworkMark::is_for_network_admin( $own ) ) );
	}

	public function test_the_network_admin_stays_stock_without_it(): void {
		$this->administrators_template( false );
		$this->create_template( array( 'forRoles' => array( 'administrator' ) ), array( 'menu_order' => -5 ) );
		$this->act_as_super_admin();

		$this->assertSame( array( '', 0 ), self::decision_on( 'sites-network' ) );
		$this->assertTrue( NetworkAdmin::keeps_stock() );
	}

	public function test_with_it_the_network_admin_gets_the_template_and_no_site_template_applies_there(): void {
		$site    = $this->create_template( array( 'forRoles' => array( 'administrator' ) ), array( 'menu_order' => -5 ) );
		$network = $this->administrators_template( true );
		$this->act_as_super_admin();

		$this->assertSame( array( Takeover::MODE_TAKEOVER, $network ), self::decision_on( 'sites-network' ) );
		$this->assertFalse( NetworkAdmin::keeps_stock() );
		$this->assertSame( array( Takeover::MODE_TAKEOVER, $site ), self::decision_on( 'dashboard' ), 'On the main site its own template still comes first.' );
	}

	public function test_a_draft_or_an_audience_without_the_user_keeps_it_stock(): void {
		$this->administrators_template( true, array( 'post_status' => 'draft' ) );
		$for_editors = $this->network_template( array( 'forRoles' => array( 'editor' ) ) );
		self::stored_earlier( static fn() => update_post_meta( $for_editors, NetworkMark::ADMIN_META, '1' ) );
		$this->act_as_super_admin();

		$this->assertSame( array( '', 0 ), self::decision_on( 'dashboard-network' ) );
	}

	public function test_the_user_admin_stays_stock(): void {
		$this->administrators_template( true );
		$this->act_as_super_admin();

		$this->assertSame( array( '', 0 ), self::decision_on( 'dashboard-user' ) );
		$this->assertTrue( NetworkAdmin::keeps_stock() );
	}

	public function test_the_interface_in_the_network_admin_is_the_networks(): void {
		$network = $this->administrators_template( true );
		$this->create_menu( array( 'forRoles' => array( 'administrator' ) ) );
		$user = $this->act_as_super_admin();
		set_current_screen( 'sites-network' );

		$this->assertNull( CustomMenus::for_user( self::user_here( $user ) ), 'No site menu replaces the network admin menu.' );

		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- the network admin menu, as wp-admin/network/menu.php builds it.
		$GLOBALS['menu']    = array( 5 => array( 'Sites', 'manage_sites', 'sites.php', '', 'menu-top', 'menu-site', 'dashicons-admin-multisite' ) );
		$GLOBALS['submenu'] = array(
			'sites.php' => array(
				5  => array( 'All Sites', 'manage_sites', 'sites.php' ),
				10 => array( 'Add Site', 'create_sites', 'site-new.php' ),
			),
		);
		// phpcs:enable
		$items = AdminMenuCapture::capture( network_admin_url( 'sites.php' ) );
		$this->assertSame( network_admin_url( 'sites.php' ), $this->value_at( $items, '0.url' ), 'Menu links lead into the network admin.' );
		$this->assertSame( network_admin_url( 'site-new.php' ), $this->value_at( $items, '0.submenu.1.url' ) );
		$this->assertTrue( $this->value_at( $items, '0.active' ), 'The current network page is the active item.' );

		$post = get_post( $network );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$config = RuntimeConfig::build( $post, TemplateFields::defaults(), wp_get_current_user(), network_admin_url( 'sites.php' ) );
		$this->assertSame( network_admin_url(), $this->value_at( $config, 'site.adminUrl' ), 'Its own pages stay in the frame.' );
		$this->assertSame( get_network()?->site_name, $this->value_at( $config, 'site.name' ) );
		$this->assertFalse( $this->value_at( $config, 'template.network' ), 'A post of this site: its id names it.' );
		$this->assertSame( add_query_arg( Takeover::FRAMED_PARAM, '1', network_admin_url( 'sites.php' ) ), $this->value_at( $config, 'frameUrl' ) );
	}

	public function test_a_framed_network_page_asked_for_from_a_site_leaves_the_frame(): void {
		set_current_screen( 'sites-network' );

		$this->assertTrue( NetworkAdmin::framed_by_a_site( admin_url( 'index.php' ) ), "The main site's interface." );
		$this->assertTrue( NetworkAdmin::framed_by_a_site( get_admin_url( self::sub_site(), 'edit.php' ) ), "A sub-site's." );
		$this->assertFalse( NetworkAdmin::framed_by_a_site( network_admin_url( 'index.php' ) ), "The network interface's own frame." );
		$this->assertFalse( NetworkAdmin::framed_by_a_site( false ), 'Without a referrer it stays (never a loop).' );

		set_current_screen( 'dashboard' );
		$this->assertFalse( NetworkAdmin::framed_by_a_site( admin_url( 'index.php' ) ), 'Only network pages.' );
	}
}
