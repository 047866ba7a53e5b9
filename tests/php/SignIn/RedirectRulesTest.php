<?php
/**
 * Tests for the redirect rules: checks, precedence, URLs.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\SignIn\RedirectRules;
use UiPress\Tests\TestCase;
use WP_Error;

/**
 * Rules are `{ roles, users, to }`; a user's rule comes before role rules,
 * each in list order; targets are admin paths or this site's URLs.
 */
final class RedirectRulesTest extends TestCase {

	/**
	 * Checks a list and fails when it is refused.
	 *
	 * @param mixed $value The list.
	 * @return list<array{roles: list<string>, users: list<int>, to: string}>
	 */
	private function clean( $value ): array {
		$clean = RedirectRules::clean( $value, 'loginRedirects', 'After logging in' );
		$this->assertIsArray( $clean, $clean instanceof WP_Error ? $clean->get_error_message() : '' );
		return $clean;
	}

	/**
	 * Checks a list that must be refused, and returns the refusal.
	 *
	 * @param mixed $value The list.
	 */
	private function refused( $value ): WP_Error {
		$clean = RedirectRules::clean( $value, 'loginRedirects', 'After logging in' );
		$this->assertInstanceOf( WP_Error::class, $clean );
		$this->assertSame( 'loginRedirects', ( (array) $clean->get_error_data() )['setting'] ?? null );
		return $clean;
	}

	public function test_a_rule_is_stored_trimmed_without_duplicates(): void {
		$this->assertSame(
			array(
				array(
					'roles' => array( 'editor' ),
					'users' => array( 3, 7 ),
					'to'    => 'edit.php?post_type=page',
				),
				array(
					'roles' => array(),
					'users' => array( 2 ),
					'to'    => home_url( '/welcome/' ),
				),
			),
			$this->clean(
				array(
					array(
						'roles' => array( 'editor', 'editor', 42, 'bad role' ),
						'users' => array( 3, '7', 3, -1, 'x' ),
						'to'    => '  edit.php?post_type=page ',
						'extra' => 'dropped',
					),
					array(
						'users' => array( 2 ),
						'to'    => home_url( '/welcome/' ),
					),
				)
			)
		);
		$this->assertSame( array(), $this->clean( array() ) );
	}

	public function test_bad_rules_are_refused_naming_the_rule(): void {
		$good = array(
			'roles' => array( 'editor' ),
			'to'    => 'index.php',
		);
		foreach ( array(
			'nobody'            => array( 'to' => 'index.php' ),
			'no target'         => array( 'roles' => array( 'editor' ) ),
			'script'            => array(
				'roles' => array( 'editor' ),
				'to'    => 'javascript:alert(1)',
			),
			'protocol relative' => array(
				'roles' => array( 'editor' ),
				'to'    => '//evil.example/',
			),
			'another host'      => array(
				'roles' => array( 'editor' ),
				'to'    => 'https://evil.example/wp-admin/',
			),
			'spaces'            => array(
				'roles' => array( 'editor' ),
				'to'    => 'edit.php?x=<b>',
			),
			'not a rule'        => 'editor',
		) as $case => $rule ) {
			$error = $this->refused( array( $good, $rule ) );
			$this->assertSame( 1, ( (array) $error->get_error_data() )['rule'] ?? null, $case );
			$this->assertStringContainsString( 'rule 2', $error->get_error_message(), $case );
		}
		$this->assertArrayNotHasKey( 'rule', (array) $this->refused( 'index.php' )->get_error_data() );
		$this->assertArrayNotHasKey( 'rule', (array) $this->refused( array( 'a' => $good ) )->get_error_data() );
		$this->refused( array_fill( 0, RedirectRules::MAX_RULES + 1, $good ) );
	}

	public function test_a_host_the_site_allows_may_be_a_target(): void {
		$this->refused(
			array(
				array(
					'roles' => array( 'editor' ),
					'to'    => 'https://shop.example/account',
				),
			)
		);
		add_filter( 'allowed_redirect_hosts', static fn( $hosts ) => array_merge( (array) $hosts, array( 'shop.example' ) ) );
		$this->assertSame( 'https://shop.example/account', RedirectRules::url( 'https://shop.example/account' ) );
	}

	public function test_a_target_becomes_an_admin_url_or_stays_a_full_url(): void {
		$this->assertSame( admin_url( 'edit.php?post_type=page' ), RedirectRules::url( 'edit.php?post_type=page' ) );
		$this->assertSame( admin_url( 'profile.php' ), RedirectRules::url( '/profile.php' ) );
		$this->assertSame( home_url( '/shop/' ), RedirectRules::url( home_url( '/shop/' ) ) );
		$this->assertSame( '', RedirectRules::url( 'https://evil.example/' ) );
		$this->assertSame( '', RedirectRules::url( 'data:text/html,x' ) );
		$this->assertSame( '', RedirectRules::url( '' ) );
	}

	public function test_a_user_rule_comes_before_role_rules_and_role_rules_keep_their_order(): void {
		$editor = get_userdata( $this->create_user( 'editor' ) );
		$this->assertNotFalse( $editor );
		$editor->add_role( 'author' );
		$rules = array(
			array(
				'roles' => array( 'author' ),
				'users' => array(),
				'to'    => 'edit.php',
			),
			array(
				'roles' => array( 'editor' ),
				'users' => array(),
				'to'    => 'edit.php?post_type=page',
			),
			array(
				'roles' => array(),
				'users' => array( $editor->ID ),
				'to'    => 'profile.php',
			),
		);
		$this->assertSame( admin_url( 'profile.php' ), RedirectRules::target_for( $rules, $editor ) );
		array_pop( $rules );
		$this->assertSame( admin_url( 'edit.php' ), RedirectRules::target_for( $rules, $editor ), 'the first rule naming one of the roles' );
		$rules = array_reverse( $rules );
		$this->assertSame( admin_url( 'edit.php?post_type=page' ), RedirectRules::target_for( $rules, $editor ) );

		$subscriber = get_userdata( $this->create_user( 'subscriber' ) );
		$this->assertNotFalse( $subscriber );
		$this->assertSame( '', RedirectRules::target_for( $rules, $subscriber ) );
	}

	public function test_stored_rules_that_no_longer_pass_are_skipped(): void {
		$editor = get_userdata( $this->create_user( 'editor' ) );
		$this->assertNotFalse( $editor );
		$rules = RedirectRules::from_stored(
			array(
				array(
					'users' => array( $editor->ID ),
					'to'    => 'https://evil.example/',
				),
				'junk',
				array(
					'roles' => array( 'editor' ),
					'to'    => 'upload.php',
				),
			)
		);
		$this->assertCount( 1, $rules );
		$this->assertSame( admin_url( 'upload.php' ), RedirectRules::target_for( $rules, $editor ) );
		$this->assertSame( array(), RedirectRules::from_stored( 'not a list' ) );
	}

	public function test_only_a_request_for_another_page_than_the_admin_home_is_explicit(): void {
		foreach ( array( '', admin_url(), admin_url( 'index.php' ), 'wp-admin/', rtrim( admin_url(), '/' ) ) as $home ) {
			$this->assertFalse( RedirectRules::is_explicit_request( $home ), $home );
		}
		foreach ( array( admin_url( 'edit.php' ), admin_url( '?page=x' ), home_url( '/shop/' ) ) as $page ) {
			$this->assertTrue( RedirectRules::is_explicit_request( $page ), $page );
		}
	}
}
