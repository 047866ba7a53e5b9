<?php
/**
 * Reading a value in this request and in the next one.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Cache;

use UiPress\Menus\MenuPostType;
use UiPress\Menus\MenuStore;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;

/**
 * What a cache test asks after each change: the new value in the same
 * request, and in the next one, whose runtime cache starts empty (with a
 * persistent object cache, every value it reads comes from the store).
 */
trait FollowsChanges {

	/**
	 * Asserts a read gives a value now and as the next request.
	 *
	 * @param mixed             $expected The value.
	 * @param callable(): mixed $read     The read.
	 * @param string            $message  What changed.
	 */
	protected function assertEverySeen( $expected, callable $read, string $message ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- named as the PHPUnit assertions beside it.
		$this->assertSame( $expected, $read(), $message . ' (same request)' );
		self::next_request();
		$this->assertSame( $expected, $read(), $message . ' (next request)' );
	}

	/**
	 * What a new request starts with: an empty runtime cache, roles and the
	 * current user loaded again.
	 */
	protected static function next_request(): void {
		wp_cache_flush_runtime();
		wp_roles()->for_site();
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		wp_set_current_user( $user );
	}

	/**
	 * Saves a template's or a menu's field (over the defaults), as stored earlier.
	 *
	 * @param int                  $id     The post.
	 * @param array<string, mixed> $fields Members of the field.
	 * @param array<string, mixed> $more   More members.
	 */
	protected function save_fields( int $id, array $fields, array $more = array() ): void {
		$defaults = TemplatePostType::NAME === get_post_type( $id ) ? TemplateFields::defaults() : MenuStore::defaults();
		$this->assertContains( get_post_type( $id ), array( TemplatePostType::NAME, MenuPostType::NAME ) );
		$json = JsonTree::encode( array_merge( $defaults, $fields, $more ) );
		$this->assertIsString( $json );
		$this->update_post( $id, array( 'post_content' => $json ) );
	}

	/**
	 * Updates a post, as stored earlier.
	 *
	 * @param int                  $id     The post.
	 * @param array<string, mixed> $fields Post fields.
	 */
	protected function update_post( int $id, array $fields ): void {
		$postarr = wp_slash( array( 'ID' => $id ) + $fields );
		$updated = self::stored_earlier( static fn() => wp_update_post( $postarr, true ) ); // @phpstan-ignore argument.type (post fields chosen by the test)
		$this->assertSame( $id, $updated );
	}
}
