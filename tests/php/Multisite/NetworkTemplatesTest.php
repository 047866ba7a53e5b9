<?php
/**
 * Network templates and menus: which applies on a sub-site.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Menus\CustomMenus;
use UiPress\Network\NetworkLibrary;
use UiPress\Templates\CurrentTemplate;

/**
 * A template or menu the network marks applies on every sub-site that has
 * no published match of its own for the user, by the user's roles there.
 *
 * @group multisite
 */
final class NetworkTemplatesTest extends NetworkTestCase {

	/**
	 * The id of the template that applies to a user on the sub-site, and whether it is the network's.
	 *
	 * @param int $user_id The user.
	 * @return array{0: int|null, 1: bool}
	 */
	private function applies_on_sub_site( int $user_id ): array {
		return self::on_sub_site(
			static function () use ( $user_id ): array {
				$match = CurrentTemplate::for_user( self::user_here( $user_id ) );
				return array( null === $match ? null : (int) $match['post']->ID, isset( $match['network'] ) );
			}
		);
	}

	public function test_a_network_template_applies_on_a_sub_site_without_its_own(): void {
		$network = $this->network_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( self::block( 'Heading', array( 'uid' => 'network-heading' ) ) ),
			)
		);
		$editor  = $this->network_user( '', 'editor' );

		$this->assertSame( array( $network, true ), $this->applies_on_sub_site( $editor ) );
		$fields = self::on_sub_site( static fn () => CurrentTemplate::for_user( self::user_here( $editor ) )['fields'] ?? null );
		$this->assertIsArray( $fields );
		$this->assertSame( 'network-heading', $this->value_at( $fields, 'content.0.uid' ), 'The content is read on the main site.' );
		$this->assertSame( get_main_site_id(), get_current_blog_id(), 'Reading switched back.' );
	}

	public function test_an_unmarked_template_of_the_main_site_does_not_apply_elsewhere(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$editor = $this->network_user( '', 'editor' );

		$this->assertSame( array( null, false ), $this->applies_on_sub_site( $editor ) );
	}

	public function test_the_sub_sites_own_template_for_the_same_audience_wins(): void {
		$this->network_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 0 ) );
		$editor = $this->network_user( '', 'editor' );
		$own    = self::on_sub_site( fn () => $this->create_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 5 ) ) );

		$this->assertSame( array( $own, false ), $this->applies_on_sub_site( $editor ) );
	}

	public function test_a_draft_of_the_sub_site_does_not_hide_the_network_template(): void {
		$network = $this->network_template( array( 'forRoles' => array( 'editor' ) ) );
		$editor  = $this->network_user( '', 'editor' );
		self::on_sub_site( fn () => $this->create_template( array( 'forRoles' => array( 'editor' ) ), array( 'post_status' => 'draft' ) ) );

		$this->assertSame( array( $network, true ), $this->applies_on_sub_site( $editor ) );
	}

	public function test_the_audience_is_matched_against_the_roles_on_the_sub_site(): void {
		$for_editors     = $this->network_template( array( 'forRoles' => array( 'editor' ) ), array( 'menu_order' => 0 ) );
		$for_subscribers = $this->network_template( array( 'forRoles' => array( 'subscriber' ) ), array( 'menu_order' => 1 ) );
		$user            = $this->network_user( 'editor', 'subscriber' );

		$this->assertSame( $for_editors, CurrentTemplate::for_user( self::user_here( $user ) )['post']->ID ?? null, 'On the main site the user is an editor.' );
		$this->assertSame( array( $for_subscribers, true ), $this->applies_on_sub_site( $user ), 'On the sub-site they are a subscriber.' );

		$excluded = $this->network_user( '', 'subscriber' );
		$this->network_template(
			array(
				'forRoles'      => array( 'subscriber' ),
				'excludesUsers' => array( $excluded ),
			),
			array( 'menu_order' => -1 )
		);
		$this->assertSame( array( $for_subscribers, true ), $this->applies_on_sub_site( $excluded ), 'Exclusions hold as on any site.' );
	}

	public function test_drafts_and_admin_pages_of_the_network_never_apply(): void {
		$this->network_template( array( 'forRoles' => array( 'editor' ) ), array( 'post_status' => 'draft' ) );
		$this->network_template(
			array(
				'forRoles' => array( 'editor' ),
				'type'     => 'ui-admin-page',
			)
		);
		$editor = $this->network_user( '', 'editor' );

		$this->assertSame( array( null, false ), $this->applies_on_sub_site( $editor ) );
	}

	public function test_a_network_menu_applies_unless_the_sub_site_has_its_own(): void {
		$network = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->mark( $network );
		$editor = $this->network_user( '', 'editor' );
		$menu   = static fn (): ?int => self::on_sub_site( static fn () => CustomMenus::for_user( self::user_here( $editor ) )['id'] ?? null );

		$this->assertSame( $network, $menu() );

		$own = self::on_sub_site( fn () => $this->create_menu( array( 'forRoles' => array( 'editor' ) ) ) );
		$this->assertSame( $own, $menu() );
	}

	public function test_a_sub_site_reads_the_library_with_one_lookup_per_request(): void {
		$this->network_template( array( 'forRoles' => array( 'editor' ) ) );
		$editor = $this->network_user( '', 'editor' );
		$this->applies_on_sub_site( $editor );
		$this->assertIsArray( get_site_transient( NetworkLibrary::TRANSIENT ), 'The list is kept for the network.' );

		// A later request: nothing of the list in memory.
		NetworkLibrary::reset();
		$subscriber = $this->network_user( '', 'subscriber' );
		$counts     = self::on_sub_site(
			static function () use ( $subscriber, $editor ): array {
				$lookups  = 0;
				$switches = 0;
				add_filter(
					'pre_site_transient_' . NetworkLibrary::TRANSIENT,
					static function ( $value ) use ( &$lookups ) {
						++$lookups;
						return $value;
					}
				);
				add_action(
					'switch_blog',
					static function () use ( &$switches ): void {
						++$switches;
					}
				);
				// Nobody matches: the list alone decides, on this site.
				CurrentTemplate::for_user( self::user_here( $subscriber ) );
				CustomMenus::for_user( self::user_here( $subscriber ) );
				$nothing_switched = $switches;
				// A match: its post is read on the main site, the list is not read again.
				CurrentTemplate::for_user( self::user_here( $editor ) );
				return array( $lookups, $nothing_switched, $switches );
			}
		);
		$this->assertSame( array( 1, 0, 2 ), $counts, 'One lookup of the list per request; a switch only to read the post that applies.' );
	}
}
