<?php
/**
 * Block server requests of a network template on a sub-site.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Network\NetworkFallback;
use UiPress\Runtime\RuntimeConfig;
use UiPress\Templates\CurrentTemplate;

/**
 * A network template's id is the main site's and may be another template's
 * on the sub-site: the interface says which it is, its requests send
 * `network`, and the server answers from the template that applies.
 *
 * @group multisite
 */
final class NetworkTemplateBlocksTest extends NetworkTestCase {

	private const ROUTE = '/uipress/v1/shortcode';

	protected function set_up(): void {
		parent::set_up();
		add_shortcode( 'uip_test_where', static fn ( $atts ): string => '<p>' . esc_html( is_array( $atts ) && is_string( $atts['from'] ?? null ) ? $atts['from'] : '' ) . '</p>' );
	}

	protected function tear_down(): void {
		remove_shortcode( 'uip_test_where' );
		parent::tear_down();
	}

	/**
	 * A shortcode block saying where it is from.
	 *
	 * @param string $from What it prints.
	 * @return array<string, mixed>
	 */
	private static function where_block( string $from ): array {
		return self::block(
			'Shortcode',
			array(
				'uid'        => 'where-block',
				'moduleName' => 'uip-shortcode',
				'settings'   => array( 'block' => array( 'options' => array( 'shortcode' => '[uip_test_where from="' . $from . '"]' ) ) ),
			)
		);
	}

	/**
	 * A network template for administrators and a draft of the sub-site with the same id.
	 *
	 * @return int The id both have.
	 */
	private function colliding_templates(): int {
		$network = $this->network_template(
			array(
				'forRoles' => array( 'administrator' ),
				'content'  => array( self::where_block( 'network' ) ),
			)
		);
		$local   = self::on_sub_site(
			fn () => $this->create_template(
				array(
					'forRoles' => array( 'administrator' ),
					'content'  => array( self::where_block( 'local' ) ),
				),
				array(
					'import_id'   => $network,
					'post_status' => 'draft',
				)
			)
		);
		$this->assertSame( $network, $local, 'The sub-site has a template with the same id.' );
		return $network;
	}

	/**
	 * Asks the sub-site for the shortcode block's output.
	 *
	 * @param int                  $template Template id.
	 * @param array<string, mixed> $extra    More of the request.
	 * @return array{0: int, 1: mixed} Status and html.
	 */
	private function ask_on_sub_site( int $template, array $extra = array() ): array {
		return self::on_sub_site(
			function () use ( $template, $extra ): array {
				$response = $this->dispatch(
					'POST',
					self::ROUTE,
					array(
						'template' => $template,
						'block'    => 'where-block',
					) + $extra
				);
				return array( $response->get_status(), $this->body( $response )['html'] ?? null );
			}
		);
	}

	public function test_a_sub_site_manager_gets_the_network_templates_block_when_the_request_says_network(): void {
		$id      = $this->colliding_templates();
		$manager = $this->network_user( '', 'administrator' );
		wp_set_current_user( $manager );

		$applies = self::on_sub_site( static fn () => CurrentTemplate::for_user( self::user_here( $manager ) ) );
		$this->assertIsArray( $applies );
		$this->assertSame( $id, $applies['post']->ID );
		$this->assertTrue( $applies['network'] ?? false, 'The network template applies to the manager there.' );

		$config = self::on_sub_site( static fn () => RuntimeConfig::build( $applies['post'], $applies['fields'], self::user_here( $manager ), admin_url() ) );
		$this->assertTrue( $this->value_at( $config, 'template.network' ), 'The interface says its template is the network\'s.' );

		$this->assertSame( array( 200, '<p>network</p>' ), $this->ask_on_sub_site( $id, array( 'network' => true ) ) );
		$this->assertSame( array( 200, '<p>local</p>' ), $this->ask_on_sub_site( $id ), 'Without it the id names the site\'s own template (the builder\'s).' );
	}

	public function test_network_names_only_the_network_template_that_applies_to_the_user(): void {
		$id     = $this->colliding_templates();
		$editor = $this->network_user( '', 'editor' );
		wp_set_current_user( $editor );

		$this->assertSame( 403, $this->ask_on_sub_site( $id, array( 'network' => true ) )[0], 'Not for the user: refused.' );
		$this->assertSame( 403, $this->ask_on_sub_site( $id )[0], 'Nor the local draft.' );
	}

	public function test_network_means_nothing_on_the_main_site(): void {
		$id = $this->colliding_templates();
		$this->act_as( 'administrator' );

		$response = $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'template' => $id,
				'block'    => 'where-block',
				'network'  => true,
			)
		);
		$this->assertSame( 403, $response->get_status(), 'The main site has no fallback: its templates are named by their id.' );
	}

	public function test_a_template_of_the_site_is_not_taken_for_the_networks(): void {
		$own  = self::on_sub_site( fn () => $this->create_template( array( 'forRoles' => array( 'editor' ) ) ) );
		$post = self::on_sub_site( static fn () => get_post( $own ) );
		$this->assertInstanceOf( \WP_Post::class, $post );

		$this->assertFalse( NetworkFallback::served( $post ) );
	}
}
