<?php
/**
 * The network admin and the user admin stay WordPress's own.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Runtime\Takeover;
use UiPress\Settings\Effects\AdminTheme;
use UiPress\Settings\Effects\ExtraAssets;
use UiPress\Settings\Effects\PluginStatusColumn;
use UiPress\Settings\SettingEffects;
use UiPress\Tests\Rest\RestTestCase;

/**
 * A template that applies on every site page applies on no network or user
 * admin page unless `uipress/network_admin_takeover` says so; site settings
 * that style pages never apply there.
 *
 * @group multisite
 */
final class LifecycleNetworkAdminTest extends RestTestCase {

	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( is_multisite(), 'The multisite group runs on a network (UIPRESS_MULTISITE=1).' );
		$this->create_template( array( 'forRoles' => array( 'administrator' ) ), array( 'post_title' => 'Administrators' ) );
		$user = $this->act_as( 'administrator' );
		grant_super_admin( $user );
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The mode Takeover chooses on a screen ('' when it decides nothing).
	 *
	 * @param string $screen Screen id, e.g. 'dashboard-network'.
	 */
	private static function mode_on( string $screen ): string {
		$hooks = array_map( static fn( $hook ) => clone $hook, self::hooks() );
		set_current_screen( $screen );
		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();
		// The hooks of the mode chosen (printing the page) are not under test.
		$GLOBALS['wp_filter'] = $hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		return $takeover->decision()['mode'] ?? '';
	}

	/**
	 * Whether the effect's admin_head or admin_enqueue_scripts hook is added
	 * when SettingEffects registers on a screen.
	 *
	 * @param string $screen Screen id.
	 * @return array<string, bool>
	 */
	private static function effects_on( string $screen ): array {
		set_current_screen( $screen );
		remove_action( 'admin_head', array( AdminTheme::class, 'print' ), 9 );
		remove_action( 'admin_enqueue_scripts', array( ExtraAssets::class, 'enqueue' ), 100 );
		remove_filter( 'manage_plugins-network_columns', array( PluginStatusColumn::class, 'add_column' ) );
		SettingEffects::register_hooks();
		return array(
			'theme'         => false !== has_action( 'admin_head', array( AdminTheme::class, 'print' ) ),
			'assets'        => false !== has_action( 'admin_enqueue_scripts', array( ExtraAssets::class, 'enqueue' ) ),
			'plugin status' => false !== has_filter( 'manage_plugins-network_columns', array( PluginStatusColumn::class, 'add_column' ) ),
		);
	}

	public function test_a_site_template_takes_over_site_pages_only(): void {
		$this->assertSame( Takeover::MODE_TAKEOVER, self::mode_on( 'dashboard' ) );
		$this->assertFalse( NetworkAdmin::keeps_stock() );

		$this->assertSame( '', self::mode_on( 'dashboard-network' ) );
		$this->assertTrue( NetworkAdmin::keeps_stock() );

		$this->assertSame( '', self::mode_on( 'dashboard-user' ) );
		$this->assertTrue( NetworkAdmin::keeps_stock() );
	}

	public function test_the_filter_hands_the_network_admin_to_the_template_rules(): void {
		$areas = array();
		add_filter(
			'uipress/network_admin_takeover',
			static function ( $takeover, $area ) use ( &$areas ) {
				$areas[] = $area;
				return 'network' === $area;
			},
			10,
			2
		);

		// Handed over: no site template applies there, the main site's
		// included; only a network template made for it would
		// (Network\NetworkAdminTemplate, NetworkAdminTemplateTest).
		$this->assertSame( Takeover::MODE_STOCK, self::mode_on( 'sites-network' ) );
		$this->assertSame( '', self::mode_on( 'dashboard-user' ) );
		$this->assertSame( array( 'network', 'user' ), $areas );
	}

	public function test_a_filter_answering_other_than_true_keeps_them_stock(): void {
		add_filter( 'uipress/network_admin_takeover', static fn() => 'yes' );

		$this->assertSame( '', self::mode_on( 'dashboard-network' ) );
	}

	public function test_site_settings_that_style_pages_stay_off_network_and_user_admin(): void {
		$this->assertSame(
			array(
				'theme'         => true,
				'assets'        => true,
				'plugin status' => true,
			),
			self::effects_on( 'dashboard' )
		);
		foreach ( array( 'dashboard-network', 'dashboard-user' ) as $screen ) {
			$this->assertSame(
				array(
					'theme'         => false,
					'assets'        => false,
					'plugin status' => true,
				),
				self::effects_on( $screen ),
				$screen
			);
		}
	}
}
