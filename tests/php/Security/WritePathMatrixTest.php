<?php
/**
 * Every guard of stored content, on every write path.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Security;

use UiPress\Forms\FormModules;
use UiPress\Menus\MenuPostType;
use UiPress\Menus\MenuStore;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\Rest\RestTestCase;
use WP_Post;

/**
 * A template manager writes a forbidden value (code, markup, a protected
 * form target, a script URL, a secret) into a template or a menu through
 * REST, XML-RPC, wp_update_post() as that user, an autosave and a revision
 * restore. Without `unfiltered_html` nothing forbidden is stored, whatever
 * the path; with it, the paths that may store it do (so each path is shown
 * to write at all). Menu URLs and secrets are refused to everyone.
 *
 * @phpstan-type GuardCase array{type: string, safe: array<string, mixed>, attack: array<string, mixed>, marker: string, with_unfiltered: bool}
 */
final class WritePathMatrixTest extends RestTestCase {

	private const PASSWORD = 'matrix-password';

	private const GUARDS = array( 'template code', 'block code', 'interaction code', 'shortcode', 'html', 'form target', 'menu url', 'secret' );

	private const PATHS = array( 'rest', 'xmlrpc', 'wp_update_post', 'autosave', 'revision restore' );

	/**
	 * Every guard on every path.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( self::GUARDS as $guard ) {
			foreach ( self::PATHS as $path ) {
				$cases[ $guard . ' through ' . $path ] = array( $guard, $path );
			}
		}
		return $cases;
	}

	/**
	 * Nothing forbidden is stored without unfiltered_html; with it, what it may store is.
	 *
	 * @dataProvider cases
	 *
	 * @param string $guard The guard.
	 * @param string $path  The write path.
	 */
	public function test_nothing_forbidden_is_stored( string $guard, string $path ): void {
		foreach ( array( false, true ) as $unfiltered ) {
			$case   = self::guard_case( $guard );
			$id     = $this->store_safe_version( $case, 'revision restore' === $path );
			$before = array_keys( wp_get_post_revisions( $id ) );
			$this->sign_in_manager( $unfiltered );

			$this->write( $path, $case, $id );

			$who      = $unfiltered ? 'a manager with unfiltered_html' : 'a manager without unfiltered_html';
			$expected = $unfiltered && $case['with_unfiltered'];
			$written  = $this->written( $path, $id );
			if ( $expected ) {
				$this->assertStringContainsString( $case['marker'], $written, "{$guard} through {$path} by {$who} is stored." );
			} else {
				$this->assertStringNotContainsString( $case['marker'], $this->everything_stored( $id, $before ), "{$guard} through {$path} by {$who} is not stored anywhere." );
			}
			wp_set_current_user( 0 );
		}
	}

	/**
	 * The XML-RPC refusal says why, and a refused wp_update_post() names the guard's reason.
	 */
	public function test_a_refused_write_names_its_reason(): void {
		$case = self::guard_case( 'template code' );
		$id   = $this->store_safe_version( $case, false );
		$this->sign_in_manager( false );

		$result = wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( self::stored_json( $case['attack'] ) ),
			),
			true
		);
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertStringContainsString( 'settings.js can only be changed by users who may post unfiltered HTML', $result->get_error_message() );

		$fault = $this->xmlrpc_edit( $id, self::stored_json( $case['attack'] ) );
		$this->assertInstanceOf( \IXR_Error::class, $fault );
		$this->assertIsString( $fault->message );
		$this->assertStringContainsString( 'settings.js can only be changed by users who may post unfiltered HTML', $fault->message );
	}

	/**
	 * Content that does not change is never refused: a status change or the
	 * trash goes through for a manager without unfiltered_html, even when the
	 * stored template holds code.
	 */
	public function test_unchanged_content_with_code_can_be_published_and_trashed(): void {
		$case = self::guard_case( 'template code' );
		$id   = self::stored_earlier( fn() => $this->insert( $case['type'], $case['attack'] ) );
		$this->sign_in_manager( false );

		$this->assertSame(
			$id,
			wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'draft',
				),
				true
			)
		);
		$this->assertInstanceOf( WP_Post::class, wp_trash_post( $id ) );
		$this->assertStringContainsString( $case['marker'], (string) get_post_field( 'post_content', $id ) );
	}

	/**
	 * An editor or a subscriber (not managers) cannot change a template
	 * through wp_update_post(), and a web request without a user is not
	 * trusted as the command line is.
	 */
	public function test_writers_who_may_not_manage_change_nothing(): void {
		$case = self::guard_case( 'html' );
		$id   = self::stored_earlier( fn() => $this->insert( $case['type'], $case['safe'] ) );
		$safe = (string) get_post_field( 'post_content', $id );

		foreach ( array( 'editor', 'subscriber' ) as $role ) {
			$this->act_as( $role );
			$result = wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => wp_slash( self::stored_json( $case['attack'] ) ),
				),
				true
			);
			$this->assertInstanceOf( \WP_Error::class, $result, "A {$role} is refused." );
			$this->assertSame( 'Sorry, you are not allowed to manage UiPress templates.', $result->get_error_message() );
			$this->assertSame( $safe, get_post_field( 'post_content', $id ) );
		}

		wp_set_current_user( 0 );
		add_filter( 'uipress/write_guard/trust_command_line', '__return_false' );
		$result = wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( self::stored_json( $case['attack'] ) ),
			),
			true
		);
		$this->assertInstanceOf( \WP_Error::class, $result, 'A web request without a user is refused.' );
		$this->assertSame( $safe, get_post_field( 'post_content', $id ) );
	}

	/**
	 * The guard, its safe version, the attack and the text that shows the attack was stored.
	 *
	 * @param string $guard The guard.
	 * @return GuardCase
	 */
	private static function guard_case( string $guard ): array {
		$marker = 'uipMatrix' . str_replace( ' ', '', ucwords( $guard ) );
		switch ( $guard ) {
			case 'template code':
				return self::template_case( array( 'settings' => array( 'js' => "window.{$marker}=1" ) ), array(), $marker, true );
			case 'block code':
				return self::template_case( array(), array( 'advanced' => array( 'options' => array( 'js' => "window.{$marker}=1" ) ) ), $marker, true );
			case 'interaction code':
				return self::template_case(
					array(),
					array(),
					$marker,
					true,
					array(
						'interactions' => array(
							array(
								'id'         => 'i1',
								'type'       => 'click',
								'action'     => 'javascript',
								'javascript' => "window.{$marker}=1",
							),
						),
					)
				);
			case 'shortcode':
				return self::template_case( array(), array( 'block' => array( 'options' => array( 'shortcode' => "<img src=x onerror=window.{$marker}=1>[caption]x[/caption]" ) ) ), $marker, true, array(), 'uip-shortcode' );
			case 'html':
				return self::template_case( array(), array( 'block' => array( 'options' => array( 'html' => "<img src=x onerror=window.{$marker}=1>" ) ) ), 'onerror=window.' . $marker, true, array(), 'uip-html' );
			case 'form target':
				return self::template_case(
					array(),
					array(
						'block' => array(
							'options' => array(
								'submitAction' => array(
									'action'         => FormModules::ACTION_OPTION,
									'siteOptionName' => 'siteurl',
									'marker'         => $marker,
								),
							),
						),
					),
					$marker,
					true,
					array(),
					FormModules::FORM
				);
			case 'menu url':
				$item = static fn( string $url ): array => array(
					'uip_uid' => 'item-1',
					'name'    => 'Item',
					'url'     => $url,
				);
				return array(
					'type'            => MenuPostType::NAME,
					'safe'            => array( 'settings' => array( 'menu' => array( $item( 'tools.php' ) ) ) ),
					'attack'          => array( 'settings' => array( 'menu' => array( $item( "javascript:window.{$marker}=1" ) ) ) ),
					'marker'          => $marker,
					'with_unfiltered' => false,
				);
			default:
				return self::template_case( array(), array( 'block' => array( 'options' => array( 'apiKey' => "sk-{$marker}" ) ) ), $marker, false, array(), 'uip-ai-chat' );
		}
	}

	/**
	 * A template case: one block whose settings (or template settings) carry the attack.
	 *
	 * @param array<string, mixed> $template_members Members of the field for the attack.
	 * @param array<string, mixed> $block_settings   The block's settings for the attack.
	 * @param string               $marker           Text that shows the attack was stored.
	 * @param bool                 $with_unfiltered  Whether an unfiltered_html writer may store it.
	 * @param array<string, mixed> $block_members    Other members of the block for the attack.
	 * @param string               $module           The block's module.
	 * @return GuardCase
	 */
	private static function template_case( array $template_members, array $block_settings, string $marker, bool $with_unfiltered, array $block_members = array(), string $module = 'uip-button' ): array {
		$block                    = array(
			'uid'        => 'matrixblock00000000000001',
			'name'       => 'Block',
			'moduleName' => $module,
			'settings'   => new \stdClass(),
		);
		$attack_block             = array_merge( $block, $block_members );
		$attack_block['settings'] = array() === $block_settings ? new \stdClass() : $block_settings;
		return array(
			'type'            => TemplatePostType::NAME,
			'safe'            => array( 'content' => array( $block ) ),
			'attack'          => array_merge( array( 'content' => array( $attack_block ) ), $template_members ),
			'marker'          => $marker,
			'with_unfiltered' => $with_unfiltered,
		);
	}

	/**
	 * Stores the safe version as if saved earlier. For a revision restore, a
	 * revision holding the attack is made first, from content put in the
	 * database by hand (as stored before the guard existed; the guard itself
	 * lets nobody store a script URL), then the safe version is saved over it.
	 *
	 * @param array<string, mixed> $guard_case   The case.
	 * @phpstan-param GuardCase $guard_case
	 * @param bool                 $attack_first Whether a revision must hold the attack.
	 */
	private function store_safe_version( array $guard_case, bool $attack_first ): int {
		return self::stored_earlier(
			function () use ( $guard_case, $attack_first ): int {
				$id = $this->insert( $guard_case['type'], $guard_case['safe'] );
				wp_save_post_revision( $id );
				if ( $attack_first ) {
					$safe = (string) get_post_field( 'post_content', $id );
					self::db()->update( self::db()->posts, array( 'post_content' => self::stored_json( $guard_case['attack'], $guard_case['type'] ) ), array( 'ID' => $id ) );
					clean_post_cache( $id );
					$this->assertIsInt( wp_save_post_revision( $id ) );
					$this->assertSame(
						$id,
						wp_update_post(
							array(
								'ID'           => $id,
								'post_content' => wp_slash( $safe ),
							),
							true
						)
					);
				}
				return $id;
			}
		);
	}

	/**
	 * Inserts a template or a menu.
	 *
	 * @param string               $type   Post type.
	 * @param array<string, mixed> $fields Its field.
	 */
	private function insert( string $type, array $fields ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_title'   => 'Matrix',
				'post_status'  => 'publish',
				'post_content' => wp_slash( self::stored_json( $fields, $type ) ),
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Signs in an administrator with a known password, with or without unfiltered_html.
	 *
	 * @param bool $unfiltered Whether they may post unfiltered HTML.
	 */
	private function sign_in_manager( bool $unfiltered ): void {
		$login = 'matrix_' . ( $unfiltered ? 'full' : 'limited' ) . '_' . wp_rand();
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => self::PASSWORD,
				'user_email' => $login . '@example.com',
				'role'       => 'administrator',
			)
		);
		$this->assertIsInt( $id );
		if ( ! $unfiltered ) {
			add_filter(
				'map_meta_cap',
				static fn ( $caps, $cap, $user_id ) => 'unfiltered_html' === $cap && $id === $user_id ? array( 'do_not_allow' ) : $caps,
				10,
				3
			);
		}
		wp_set_current_user( $id );
		kses_init();
		$this->assertSame( $unfiltered, current_user_can( 'unfiltered_html' ) );
		$this->assertTrue( current_user_can( 'uipress_manage' ) );
	}

	/**
	 * Writes the attack through a path.
	 *
	 * @param string               $path       The path.
	 * @param array<string, mixed> $guard_case The case.
	 * @phpstan-param GuardCase $guard_case
	 * @param int                  $id         The post.
	 */
	private function write( string $path, array $guard_case, int $id ): void {
		$json = self::stored_json( $guard_case['attack'], $guard_case['type'] );
		switch ( $path ) {
			case 'rest':
				$this->dispatch( 'POST', '/wp/v2/' . $guard_case['type'] . '/' . $id, array( 'uipress' => $guard_case['attack'] ) );
				return;
			case 'xmlrpc':
				$this->xmlrpc_edit( $id, $json );
				return;
			case 'wp_update_post':
				wp_update_post(
					array(
						'ID'           => $id,
						'post_content' => wp_slash( $json ),
					)
				);
				return;
			case 'autosave':
				wp_create_post_autosave(
					wp_slash(
						array(
							'post_ID'      => $id,
							'post_type'    => $guard_case['type'],
							'post_title'   => 'Matrix',
							'post_content' => $json,
							'post_excerpt' => '',
						)
					)
				);
				return;
			default:
				// The revision holding the attack (a secret never is in one: then the first).
				$revisions = array_values( wp_get_post_revisions( $id, array( 'order' => 'ASC' ) ) );
				$this->assertNotEmpty( $revisions );
				$source = $revisions[0];
				foreach ( $revisions as $revision ) {
					if ( $revision instanceof WP_Post && str_contains( $revision->post_content, $guard_case['marker'] ) ) {
						$source = $revision;
					}
				}
				$this->assertInstanceOf( WP_Post::class, $source );
				wp_restore_post_revision( $source->ID );
		}
	}

	/**
	 * Calls wp.editPost through WordPress's XML-RPC server as the signed-in manager.
	 *
	 * @param int    $id      The post.
	 * @param string $content Its new content.
	 * @return mixed The method's answer (true, or an IXR_Error).
	 */
	private function xmlrpc_edit( int $id, string $content ) {
		require_once ABSPATH . WPINC . '/class-IXR.php'; // @phpstan-ignore requireOnce.fileNotFound
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php'; // @phpstan-ignore requireOnce.fileNotFound
		$user = wp_get_current_user();
		return ( new \wp_xmlrpc_server() )->wp_editPost( array( 1, $user->user_login, self::PASSWORD, $id, array( 'post_content' => $content ) ) );
	}

	/**
	 * What the path wrote where it writes: the autosave's content, or the post's.
	 *
	 * @param string $path The path.
	 * @param int    $id   The post.
	 */
	private function written( string $path, int $id ): string {
		if ( 'autosave' === $path ) {
			$autosave = wp_get_post_autosave( $id, get_current_user_id() );
			return $autosave instanceof WP_Post ? $autosave->post_content : '';
		}
		clean_post_cache( $id );
		return (string) get_post_field( 'post_content', $id );
	}

	/**
	 * The post's content and that of every revision and autosave written
	 * since the test's set-up.
	 *
	 * @param int   $id     The post.
	 * @param int[] $before Revisions that were there before.
	 */
	private function everything_stored( int $id, array $before ): string {
		clean_post_cache( $id );
		$text = (string) get_post_field( 'post_content', $id );
		foreach ( wp_get_post_revisions( $id ) as $revision_id => $revision ) {
			if ( $revision instanceof WP_Post && ! in_array( $revision_id, $before, true ) ) {
				$text .= "\n" . $revision->post_content;
			}
		}
		$autosave = wp_get_post_autosave( $id );
		return $text . ( $autosave instanceof WP_Post ? "\n" . $autosave->post_content : '' );
	}

	/**
	 * The stored JSON of a field (over the defaults of its type).
	 *
	 * @param array<string, mixed> $fields The field.
	 * @param string               $type   Post type.
	 */
	private static function stored_json( array $fields, string $type = TemplatePostType::NAME ): string {
		$defaults = MenuPostType::NAME === $type ? MenuStore::defaults() : TemplateFields::defaults();
		$json     = JsonTree::encode( array_merge( $defaults, $fields ) );
		return is_string( $json ) ? $json : '';
	}
}
