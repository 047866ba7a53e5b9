<?php
/**
 * Tests for the provider address settings (endpoints) and their keys.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings;

use UiPress\Ai\AiSettings;
use UiPress\Lifecycle\StoredData;
use UiPress\Rest\StockPhotos\StockPhotoSettings;
use UiPress\Settings\SiteSettings;
use UiPress\Templates\TemplateSecrets;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `aiBaseUrl` and `stockPhotosApiBase` receive the site's keys: only
 * writers with unfiltered_html change them (on every write path), and a new
 * host forgets the keys entered for the old one.
 */
final class EndpointSettingsTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/settings';

	private const AI_BASE = 'https://ai-proxy.example.com/v1';

	private const STOCK_BASE = 'https://photos-proxy.example.com';

	private const AI_KEY = 'sk-site-ai-key-1';

	private const STOCK_KEY = 'sk-site-stock-key-2';

	private const BLOCK_KEY = 'sk-block-key-3';

	private const ENDPOINTS = array( 'aiBaseUrl', 'stockPhotosApiBase' );

	/**
	 * Stores both endpoints and both site keys, as a trusted writer did earlier.
	 */
	protected function set_up(): void {
		parent::set_up();
		self::stored_earlier(
			static function (): void {
				update_option(
					StoredData::SETTINGS_OPTION,
					array(
						'aiBaseUrl'          => self::AI_BASE,
						'stockPhotosApiBase' => self::STOCK_BASE,
					)
				);
				update_option(
					StoredData::SECRETS_OPTION,
					array(
						'aiKey'          => self::AI_KEY,
						'stockPhotosKey' => self::STOCK_KEY,
					),
					false
				);
			}
		);
	}

	/**
	 * Signs in an administrator who lacks unfiltered_html (as on multisite
	 * or with DISALLOW_UNFILTERED_HTML).
	 */
	private function act_as_manager_without_unfiltered_html(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
	}

	/**
	 * A published template with an AI chat block holding its own key, and
	 * another secret option that no endpoint receives.
	 *
	 * @param string $status The template's status.
	 * @return array{0: int, 1: string} Template id and block uid.
	 */
	private function template_with_block_key( string $status = 'publish' ): array {
		add_filter( 'uipress/template/secret_options', static fn ( $keys ) => array_merge( (array) $keys, array( 'otherToken' ) ) );
		$block = self::block(
			'AI chat',
			array(
				'moduleName' => 'uip-ai-chat',
				'settings'   => array(
					'block' => array(
						'options' => array(
							'apiKey'     => self::BLOCK_KEY,
							'otherToken' => 'kept-token',
						),
					),
				),
			)
		);
		$uid   = $block['uid'];
		$this->assertIsString( $uid );
		$id = $this->create_template( array( 'content' => array( $block ) ), array( 'post_status' => $status ) );
		$this->assertSame( self::BLOCK_KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		return array( $id, $uid );
	}

	/**
	 * Sends a change.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function save( array $settings ): \WP_REST_Response {
		return $this->dispatch( 'POST', self::ROUTE, array( 'settings' => $settings ) );
	}

	public function test_subscribers_and_editors_cannot_change_an_endpoint(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( self::ENDPOINTS as $key ) {
				$this->assertError( 'rest_forbidden', 403, $this->save( array( $key => 'https://evil.example' ) ) );
			}
		}
		$this->assertSame( self::AI_BASE, AiSettings::base_url() );
		$this->assertSame( self::STOCK_BASE, StockPhotoSettings::api_base() );
	}

	public function test_a_manager_without_unfiltered_html_cannot_change_an_endpoint(): void {
		$this->act_as_manager_without_unfiltered_html();
		foreach ( self::ENDPOINTS as $key ) {
			$response = $this->save(
				array(
					'postIDs' => true,
					$key      => 'https://evil.example/v1',
				)
			);
			$this->assertError( 'uipress_setting_needs_unfiltered_html', 403, $response );
			$this->assertSame( $key, $this->value_at( $this->body( $response ), 'data.setting' ) );
		}
		$this->assertFalse( SiteSettings::get( 'postIDs' ), 'Nothing of a refused change is stored.' );
		$this->assertSame( self::AI_BASE, AiSettings::base_url() );
		$this->assertSame( self::STOCK_BASE, StockPhotoSettings::api_base() );
		$this->assertSame( self::AI_KEY, AiSettings::api_key() );
		$this->assertFalse( $this->value_at( $this->body( $this->dispatch( 'GET', self::ROUTE ) ), 'canEditCode' ) );
	}

	public function test_a_manager_without_unfiltered_html_may_send_the_stored_endpoint_unchanged(): void {
		$this->act_as_manager_without_unfiltered_html();
		$response = $this->save(
			array(
				'postIDs'            => true,
				'aiBaseUrl'          => self::AI_BASE,
				'stockPhotosApiBase' => ' ' . self::STOCK_BASE . ' ',
				'htmlHead'           => '',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( SiteSettings::get( 'postIDs' ) );
		$this->assertSame( array(), $this->value_at( $this->body( $response ), 'movedEndpoints' ) );
		$this->assertSame( self::AI_KEY, AiSettings::api_key() );
	}

	public function test_a_manager_without_unfiltered_html_may_put_an_endpoint_back_to_its_default(): void {
		$this->act_as_manager_without_unfiltered_html();
		$response = $this->save( array( 'aiBaseUrl' => '' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( AiSettings::DEFAULT_BASE_URL, AiSettings::base_url() );
		$this->assertSame( '', AiSettings::api_key(), 'The key entered for the old host is gone.' );
		$this->assertSame( array( 'aiBaseUrl' ), $this->value_at( $this->body( $response ), 'movedEndpoints' ) );

		// Resetting the Keys group puts the other one back too.
		$this->assertSame( 200, $this->dispatch( 'POST', self::ROUTE, array( 'reset' => 'keys' ) )->get_status() );
		$this->assertSame( StockPhotoSettings::DEFAULT_API_BASE, StockPhotoSettings::api_base() );
	}

	public function test_an_administrator_with_unfiltered_html_changes_an_endpoint(): void {
		$this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'unfiltered_html' ) );
		$response = $this->save(
			array(
				'aiBaseUrl'          => 'http://localhost:11434/v1',
				'stockPhotosApiBase' => 'https://photos.example.org/api/',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'http://localhost:11434/v1', AiSettings::base_url() );
		$this->assertSame( 'https://photos.example.org/api', StockPhotoSettings::api_base() );
		$this->assertSame( self::ENDPOINTS, $this->value_at( $this->body( $response ), 'movedEndpoints' ) );
	}

	public function test_a_new_ai_host_forgets_the_site_key_and_every_blocks_key(): void {
		list( $published, $uid )   = $this->template_with_block_key();
		list( $draft, $draft_uid ) = $this->template_with_block_key( 'draft' );
		$this->act_as( 'administrator' );

		$this->assertSame( 200, $this->save( array( 'aiBaseUrl' => 'https://other-ai.example.com/v1' ) )->get_status() );

		$this->assertSame( '', AiSettings::api_key() );
		$this->assertSame( '', TemplateSecrets::option( $published, $uid, 'apiKey' ) );
		$this->assertSame( '', TemplateSecrets::option( $draft, $draft_uid, 'apiKey' ) );
		$this->assertSame( 'kept-token', TemplateSecrets::option( $published, $uid, 'otherToken' ), 'Secrets no endpoint receives stay.' );
		$this->assertSame( self::STOCK_KEY, StockPhotoSettings::api_key(), 'The other endpoint keeps its key.' );
	}

	public function test_a_new_stock_host_forgets_only_the_stock_key(): void {
		list( $id, $uid ) = $this->template_with_block_key();
		$this->act_as( 'administrator' );

		$this->assertSame( 200, $this->save( array( 'stockPhotosApiBase' => 'https://photos-proxy.example.com:8443' ) )->get_status() );

		$this->assertSame( '', StockPhotoSettings::api_key(), 'Another port is another host.' );
		$this->assertSame( self::AI_KEY, AiSettings::api_key() );
		$this->assertSame( self::BLOCK_KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );
	}

	public function test_another_path_on_the_same_host_keeps_the_keys(): void {
		list( $id, $uid ) = $this->template_with_block_key();
		$this->act_as( 'administrator' );

		$response = $this->save(
			array(
				'aiBaseUrl'          => 'https://AI-proxy.example.com:443/v2/',
				'stockPhotosApiBase' => self::STOCK_BASE . '/unsplash',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $this->value_at( $this->body( $response ), 'movedEndpoints' ) );
		$this->assertSame( self::AI_KEY, AiSettings::api_key() );
		$this->assertSame( self::STOCK_KEY, StockPhotoSettings::api_key() );
		$this->assertSame( self::BLOCK_KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );
	}

	public function test_a_key_sent_with_the_new_host_is_kept(): void {
		$this->act_as( 'administrator' );
		$response = $this->save(
			array(
				'aiBaseUrl' => 'https://other-ai.example.com/v1',
				'aiKey'     => 'sk-for-the-new-host',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'sk-for-the-new-host', AiSettings::api_key() );
		$this->assertSame( self::STOCK_KEY, StockPhotoSettings::api_key() );
	}

	public function test_other_code_writing_the_option_for_a_user_without_unfiltered_html_keeps_endpoints_and_code(): void {
		update_option( StoredData::SETTINGS_OPTION, array_merge( SiteSettings::all(), array( 'htmlHead' => '<meta name="kept">' ) ) );
		$this->act_as_manager_without_unfiltered_html();

		// As options.php or another plugin would write it.
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'aiBaseUrl'          => 'https://evil.example/v1',
				'stockPhotosApiBase' => 'http://169.254.169.254',
				'htmlHead'           => '<script>alert(1)</script>',
				'enqueueScripts'     => array( 'https://evil.example/x.js' ),
				'postIDs'            => true,
			)
		);

		$this->assertSame( self::AI_BASE, AiSettings::base_url() );
		$this->assertSame( self::STOCK_BASE, StockPhotoSettings::api_base() );
		$this->assertSame( '<meta name="kept">', SiteSettings::get( 'htmlHead' ) );
		$this->assertSame( array(), SiteSettings::get( 'enqueueScripts' ) );
		$this->assertTrue( SiteSettings::get( 'postIDs' ), 'Other settings are written.' );
		$this->assertSame( self::AI_KEY, AiSettings::api_key() );
		$this->assertSame( self::STOCK_KEY, StockPhotoSettings::api_key() );
	}

	public function test_a_web_request_without_a_user_cannot_change_an_endpoint(): void {
		add_filter( 'uipress/write_guard/trust_command_line', '__return_false' );
		update_option( StoredData::SETTINGS_OPTION, array( 'aiBaseUrl' => 'https://evil.example/v1' ) );
		$this->assertSame( self::AI_BASE, AiSettings::base_url() );

		// Nor add the option when it is missing.
		delete_option( StoredData::SETTINGS_OPTION );
		add_option( StoredData::SETTINGS_OPTION, array( 'stockPhotosApiBase' => 'https://evil.example' ) );
		$this->assertSame( StockPhotoSettings::DEFAULT_API_BASE, StockPhotoSettings::api_base() );
	}

	public function test_a_trusted_writer_moving_a_host_through_update_option_forgets_its_keys(): void {
		list( $id, $uid ) = $this->template_with_block_key();
		// The command line (WP-CLI) may change it; the keys still go.
		update_option( StoredData::SETTINGS_OPTION, array( 'aiBaseUrl' => 'https://other-ai.example.com/v1' ) );

		$this->assertSame( 'https://other-ai.example.com/v1', AiSettings::base_url() );
		$this->assertSame( '', AiSettings::api_key() );
		$this->assertSame( '', TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		$this->assertSame( StockPhotoSettings::DEFAULT_API_BASE, StockPhotoSettings::api_base() );
		$this->assertSame( '', StockPhotoSettings::api_key(), 'Dropping the stock address moved it back to Unsplash.' );
	}

	public function test_a_stock_key_kept_in_the_settings_option_goes_with_its_host(): void {
		// Stored before keys had their own option.
		update_option(
			StoredData::SETTINGS_OPTION,
			array(
				'stockPhotosApiBase' => self::STOCK_BASE,
				'stockPhotosKey'     => 'sk-old-place',
			)
		);
		delete_option( StoredData::SECRETS_OPTION );
		$this->assertSame( 'sk-old-place', StockPhotoSettings::api_key() );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->save( array( 'stockPhotosApiBase' => 'https://elsewhere.example.com' ) )->get_status() );
		$this->assertSame( '', StockPhotoSettings::api_key() );
	}
}
