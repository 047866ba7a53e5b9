<?php
/**
 * Secret block options kept out of post_content.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Templates;

use UiPress\Lifecycle\TemplateSecretsUpgrade;
use UiPress\Templates\TemplateSecrets;
use UiPress\Templates\TemplateStore;
use UiPress\Tests\Rest\RestTestCase;

/**
 * A template saved with an `apiKey`: where the key goes and where it never shows.
 */
final class TemplateSecretsTest extends RestTestCase {

	private const BASE = '/wp/v2/uip-ui-template';

	private const KEY = 'sk-audit-4f2b9c1d';

	/**
	 * An AI chat block inside a box.
	 *
	 * @param array<string, mixed> $options The chat block's options.
	 * @return array{0: array<string, mixed>, 1: string} The tree's root and the chat block's uid.
	 */
	private static function tree( array $options ): array {
		$chat = self::block( 'AI chat', array( 'settings' => array( 'block' => array( 'options' => $options ) ) ) );
		$uid  = $chat['uid'];
		self::assertIsString( $uid );
		return array( self::block( 'Box', array( 'content' => array( $chat ) ) ), $uid );
	}

	/**
	 * Everything WordPress's export (Tools → Export) prints for templates.
	 */
	private static function export(): string {
		require_once ABSPATH . 'wp-admin/includes/export.php'; // @phpstan-ignore requireOnce.fileNotFound
		ob_start();
		// @ because it sends download headers, which PHPUnit's own output already makes fail.
		@export_wp( array( 'content' => 'uip-ui-template' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		return (string) ob_get_clean();
	}

	/**
	 * The content of every revision and autosave of a template.
	 *
	 * @param int $id Template id.
	 */
	private static function revisions_content( int $id ): string {
		$content = '';
		foreach ( wp_get_post_revisions( $id, array( 'check_enabled' => false ) ) as $revision ) {
			$content .= $revision instanceof \WP_Post ? $revision->post_content : '';
		}
		return $content;
	}

	public function test_a_saved_key_is_kept_apart_and_never_shown(): void {
		$this->act_as( 'administrator' );
		list( $root, $uid ) = self::tree(
			array(
				'apiKey'         => self::KEY,
				'welcomeMessage' => 'Hi',
			)
		);

		$created = $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( $root ) ) ) );
		$this->assertSame( 201, $created->get_status(), $this->json( $created ) );
		$id = $this->body( $created )['id'];
		$this->assertIsInt( $id );

		$this->assertStringNotContainsString( self::KEY, $this->json( $created ) );
		$this->assertStringNotContainsString( self::KEY, (string) get_post_field( 'post_content', $id ) );
		$this->assertStringContainsString( 'welcomeMessage', (string) get_post_field( 'post_content', $id ) );
		$this->assertNotEmpty( wp_get_post_revisions( $id ) );
		$this->assertStringNotContainsString( self::KEY, self::revisions_content( $id ) );

		// The server can still read it.
		$this->assertSame( self::KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$merged = TemplateSecrets::merge( $id, TemplateStore::read( $post )['content'] );
		$this->assertSame( self::KEY, $this->value_at( $merged, '0.content.0.settings.block.options.apiKey' ) );

		foreach ( array( '', '/' . $id, '/' . $id . '/revisions' ) as $route ) {
			$response = $this->dispatch( 'GET', self::BASE . $route, null, array( 'context' => 'edit' ) );
			$this->assertSame( 200, $response->get_status(), $route );
			$this->assertStringNotContainsString( self::KEY, $this->json( $response ), $route );
		}
		$this->assertNotEmpty( get_post_meta( $id, TemplateSecrets::META, true ) );
		$export = self::export();
		$this->assertStringContainsString( 'welcomeMessage', $export );
		$this->assertStringNotContainsString( self::KEY, $export );
		$this->assertStringNotContainsString( TemplateSecrets::META, $export );
	}

	public function test_a_key_survives_saves_that_do_not_send_it_and_goes_with_its_block(): void {
		$this->act_as( 'administrator' );
		list( $root, $uid ) = self::tree( array( 'apiKey' => self::KEY ) );
		$id                 = $this->body( $this->dispatch( 'POST', self::BASE, array( 'uipress' => array( 'content' => array( $root ) ) ) ) )['id'];
		$this->assertIsInt( $id );

		// The builder saves what it was shown (no key): the key stays.
		$shown = $this->value_at( $this->body( $this->dispatch( 'GET', self::BASE . '/' . $id, null, array( 'context' => 'edit' ) ) ), 'uipress.content' );
		$this->assertIsArray( $shown );
		$this->assertSame( 200, $this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => $shown ) ) )->get_status() );
		$this->assertSame( self::KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );

		// A title-only update keeps it too.
		$this->dispatch( 'POST', self::BASE . '/' . $id, array( 'title' => 'Renamed' ) );
		$this->assertSame( self::KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );

		// An autosave sending the key does not store it in the autosave.
		$this->dispatch( 'POST', self::BASE . '/' . $id . '/autosaves', array( 'uipress' => array( 'content' => array( $root ) ) ) );
		$this->assertStringNotContainsString( self::KEY, self::revisions_content( $id ) );

		// Sending a new key replaces it; removing the block removes it.
		$this->assertIsArray( $root['content'] );
		$this->assertIsArray( $root['content'][0] );
		$root['content'][0]['settings'] = array( 'block' => array( 'options' => array( 'apiKey' => 'sk-new' ) ) );
		$this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $root ) ) ) );
		$this->assertSame( 'sk-new', TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		$this->assertStringNotContainsString( 'sk-new', (string) get_post_field( 'post_content', $id ) );

		$root['content'] = array();
		$this->dispatch( 'POST', self::BASE . '/' . $id, array( 'uipress' => array( 'content' => array( $root ) ) ) );
		$this->assertSame( '', TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		$this->assertSame( '', get_post_meta( $id, TemplateSecrets::META, true ) );
	}

	public function test_the_upgrade_moves_keys_out_of_old_templates_and_their_revisions(): void {
		list( $root, $uid ) = self::tree( array( 'apiKey' => self::KEY ) );
		$json               = (string) wp_json_encode(
			array(
				'type'    => 'ui-template',
				'content' => array( $root ),
			)
		);
		$id                 = $this->create_template();
		$revision           = _wp_put_post_revision( get_post( $id ) );
		$this->assertIsInt( $revision );
		// As a version before the fix stored them.
		foreach ( array( $id, $revision ) as $post_id ) {
			self::db()->update( self::db()->posts, array( 'post_content' => $json ), array( 'ID' => $post_id ) );
			clean_post_cache( $post_id );
		}
		$this->assertStringContainsString( self::KEY, (string) get_post_field( 'post_content', $id ) );

		$this->assertSame( 1, TemplateSecretsUpgrade::run() );

		$this->assertStringNotContainsString( self::KEY, (string) get_post_field( 'post_content', $id ) );
		$this->assertStringNotContainsString( self::KEY, (string) get_post_field( 'post_content', $revision ) );
		$this->assertSame( self::KEY, TemplateSecrets::option( $id, $uid, 'apiKey' ) );
		$this->assertSame( 0, TemplateSecretsUpgrade::run() );
	}
}
