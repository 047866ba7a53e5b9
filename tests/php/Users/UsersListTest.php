<?php
/**
 * GET uipress/v1/users.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Settings\SiteSettings;
use UiPress\Users\LastSeen;
use UiPress\Users\UserListFilters;
use UiPress\Users\UserListQuery;
use WP_User;

/**
 * The list: refusals, the row, filters, sorting and the shared paging shape.
 */
final class UsersListTest extends UsersTestCase {

	private const ROUTE = '/uipress/v1/users';

	private const DAY = 86400;

	public function test_refuses_subscribers_editors_and_visitors(): void {
		foreach ( array( 'subscriber', 'editor', 'author' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE ) );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE . '/export' ) );
		}
		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->dispatch( 'GET', self::ROUTE ) );
	}

	public function test_no_route_while_user_management_is_off(): void {
		$admin = $this->act_as( 'administrator' );
		SiteSettings::update( array( 'userManagementEnabled' => false ), new WP_User( $admin ) );
		$GLOBALS['wp_rest_server'] = null;
		foreach ( array( 'GET /users', 'GET /users/1', 'POST /users/1/password-reset', 'DELETE /users/1/sessions', 'POST /users/bulk', 'GET /users/export' ) as $call ) {
			list( $method, $route ) = explode( ' ', $call );
			$this->assertError( 'rest_no_route', 404, $this->dispatch( $method, '/uipress/v1' . $route ) );
		}
	}

	public function test_row_fields(): void {
		$admin = $this->act_as( 'administrator' );
		$id    = $this->named_user( 'editor', 'Row Fieldsmith' );
		update_user_meta( $id, 'first_name', 'Row' );
		update_user_meta( $id, 'last_name', 'Fieldsmith' );
		update_user_meta( $id, LastSeen::LAST_LOGIN, 1700000000 );
		self::factory_post( $id );

		$body = $this->list_users( array( 'search' => 'Fieldsmith' ) );
		$this->assertSame( 1, $body['total'] );
		$this->assertSame( 1, $body['totalPages'] );
		$this->assertSame( 1, $body['page'] );
		$this->assertSame(
			array(
				'prev' => null,
				'next' => null,
			),
			$body['cursors']
		);
		$row  = $this->item( $body );
		$user = get_userdata( $id );
		$this->assertInstanceOf( WP_User::class, $user );
		$this->assertSame(
			array( 'id', 'login', 'name', 'firstName', 'lastName', 'email', 'avatar', 'roles', 'roleNames', 'posts', 'registered', 'lastLogin', 'lastActivity', 'editUrl', 'canEdit', 'canDelete', 'canPromote', 'isCurrent' ),
			array_keys( $row )
		);
		$this->assertSame( $id, $row['id'] );
		$this->assertSame( $user->user_login, $row['login'] );
		$this->assertSame( 'Row Fieldsmith', $row['name'] );
		$this->assertSame( 'Row', $row['firstName'] );
		$this->assertSame( 'Fieldsmith', $row['lastName'] );
		$this->assertSame( array( 'editor' ), $row['roles'] );
		$this->assertSame( array( 'Editor' ), $row['roleNames'] );
		$this->assertSame( 1, $row['posts'] );
		$this->assertIsString( $row['registered'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $row['registered'] );
		$this->assertSame( '2023-11-14T22:13:20Z', $row['lastLogin'] );
		$this->assertNull( $row['lastActivity'] );
		$this->assertIsString( $row['editUrl'] );
		$this->assertStringContainsString( 'user-edit.php?user_id=' . $id, $row['editUrl'] );
		$this->assertTrue( $row['canEdit'] );
		$this->assertTrue( $row['canDelete'] );
		$this->assertTrue( $row['canPromote'] );
		$this->assertFalse( $row['isCurrent'] );
		$this->assertStringNotContainsString( 'user_pass', $this->json( $this->dispatch( 'GET', self::ROUTE, null, array( 'search' => 'Fieldsmith' ) ) ) );

		$own = $this->list_users( array( 'search' => (string) get_userdata( $admin )->user_login ) ); // @phpstan-ignore property.nonObject (the test's own user)
		$this->assertTrue( $this->item( $own )['isCurrent'] );
		$this->assertFalse( $this->item( $own )['canDelete'], 'Nobody deletes themselves.' );
	}

	public function test_search_roles_and_activity_filters(): void {
		$this->act_as( 'administrator' );
		$now    = time();
		$recent = $this->named_user( 'editor', 'Filterjay Recent' );
		$month  = $this->named_user( 'author', 'Filterjay Month' );
		$old    = $this->named_user( 'subscriber', 'Filterjay Old' );
		$never  = $this->named_user( 'subscriber', 'Filterjay Never' );
		update_user_meta( $recent, LastSeen::LAST_ACTIVITY, $now - self::DAY );
		update_user_meta( $month, LastSeen::LAST_ACTIVITY, $now - 20 * self::DAY );
		update_user_meta( $old, LastSeen::LAST_ACTIVITY, $now - 40 * self::DAY );

		$search = array(
			'search'  => 'filterJAY',
			'orderby' => 'registered',
			'order'   => 'asc',
		);
		$this->assertSame( array( $recent, $month, $old, $never ), $this->ids( $this->list_users( $search ) ) );
		$this->assertSame( array( $month, $old, $never ), $this->ids( $this->list_users( $search + array( 'roles' => array( 'author', 'subscriber' ) ) ) ) );
		$this->assertSame( array( $recent ), $this->ids( $this->list_users( $search + array( 'activity' => 'active-7' ) ) ) );
		$this->assertSame( array( $recent, $month ), $this->ids( $this->list_users( $search + array( 'activity' => 'active-30' ) ) ) );
		$this->assertSame( array( $old ), $this->ids( $this->list_users( $search + array( 'activity' => 'inactive-30' ) ) ) );
		$this->assertSame( array( $never ), $this->ids( $this->list_users( $search + array( 'activity' => 'never' ) ) ) );
		$this->assertSame(
			array( $old ),
			$this->ids(
				$this->list_users(
					$search + array(
						'roles'    => array( 'subscriber' ),
						'activity' => 'inactive-30',
					)
				)
			)
		);

		$by_email = get_userdata( $month );
		$this->assertInstanceOf( WP_User::class, $by_email );
		$this->assertSame( array( $month ), $this->ids( $this->list_users( array( 'search' => $by_email->user_email ) ) ) );
		$this->assertSame( 0, $this->list_users( array( 'search' => 'nobody-is-called-this' ) )['total'] );
	}

	public function test_both_forms_of_the_meta_filters_list_the_same_users(): void {
		$this->act_as( 'administrator' );
		$now = time();
		foreach ( array( 'editor', 'author', 'subscriber', 'editor', 'author' ) as $i => $role ) {
			$id = $this->named_user( $role, 'Formsby ' . $i );
			if ( $i > 0 ) {
				update_user_meta( $id, LastSeen::LAST_ACTIVITY, $now - $i * 10 * self::DAY );
			}
		}
		$filters = array(
			new UserListFilters( 'Formsby', array( 'editor', 'author' ) ),
			new UserListFilters( 'Formsby', array(), 'active-30' ),
			new UserListFilters( 'Formsby', array(), 'inactive-30' ),
			new UserListFilters( 'Formsby', array(), 'never' ),
			new UserListFilters( 'Formsby', array( 'author' ), 'active-30', 'name' ),
		);
		foreach ( $filters as $filter ) {
			$walked  = ( new UserListQuery( $filter ) )->rows( null, false, 50 );
			$counted = new UserListQuery( $filter );
			$this->assertLessThan( 1000, $counted->count() );
			$this->assertSame( $walked, $counted->rows( null, false, 50 ), 'The same rows walked and read from the meta index.' );
			$this->assertNotSame( array(), $walked );
		}
	}

	public function test_sorting(): void {
		$this->act_as( 'administrator' );
		$b = $this->named_user( 'editor', 'Sortkin Bravo' );
		$a = $this->named_user( 'editor', 'Sortkin alpha' );
		$c = $this->named_user( 'editor', 'Sortkin Charlie' );
		update_user_meta( $c, LastSeen::LAST_LOGIN, 300 );
		update_user_meta( $b, LastSeen::LAST_LOGIN, 100 );
		$search = array( 'search' => 'Sortkin' );

		$this->assertSame( array( $c, $a, $b ), $this->ids( $this->list_users( $search ) ), 'Newest first by default.' );
		$this->assertSame( array( $a, $b, $c ), $this->ids( $this->list_users( $search + array( 'orderby' => 'name' ) ) ), 'Names A to Z by default, whatever their case.' );
		$this->assertSame(
			array( $c, $b, $a ),
			$this->ids(
				$this->list_users(
					$search + array(
						'orderby' => 'name',
						'order'   => 'desc',
					)
				)
			)
		);
		$this->assertSame( array( $c, $b, $a ), $this->ids( $this->list_users( $search + array( 'orderby' => 'last_login' ) ) ), 'Latest sign-in first, never last.' );
		$this->assertSame(
			array( $a, $b, $c ),
			$this->ids(
				$this->list_users(
					$search + array(
						'orderby' => 'last_login',
						'order'   => 'asc',
					)
				)
			)
		);
		$this->assertSame( array( $b, $a, $c ), $this->ids( $this->list_users( $search + array( 'orderby' => 'login' ) ) ), 'Logins were made in order.' );
		$this->assertSame( array( $b, $a, $c ), $this->ids( $this->list_users( $search + array( 'orderby' => 'email' ) ) ) );
	}

	public function test_role_and_search_check_only_the_searched_users_meta(): void {
		$this->act_as( 'administrator' );
		$now     = time();
		$authors = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$authors[] = $this->named_user( 'author', 'Combiwell ' . $i );
		}
		$editor = $this->named_user( 'editor', 'Combiwell Editor' );
		$this->named_user( 'author', 'Otherwise Named' );
		update_user_meta( $authors[1], LastSeen::LAST_ACTIVITY, $now - self::DAY );
		update_user_meta( $editor, LastSeen::LAST_ACTIVITY, $now - self::DAY );

		$sql     = array();
		$collect = static function ( string $query ) use ( &$sql ): string {
			$sql[] = $query;
			return $query;
		};
		add_filter( 'query', $collect );
		$role = $this->list_users(
			array(
				'search'   => 'combiwell',
				'roles'    => array( 'author' ),
				'per_page' => 2,
			)
		);
		remove_filter( 'query', $collect );

		$newest = array_reverse( $authors );
		$this->assertSame( array( 5, 3 ), array( $role['total'], $role['totalPages'] ) );
		$this->assertSame( array_slice( $newest, 0, 2 ), $this->ids( $role ) );
		foreach ( $sql as $query ) {
			$this->assertStringNotContainsString( 'IN (SELECT user_id', $query, 'No subquery reads every user\'s capabilities.' );
		}
		$this->assertNotSame( array(), preg_grep( '/meta_key = \'[a-z0-9_]*capabilities\' AND user_id IN \(/', $sql ), 'The roles are checked on the searched users.' );

		$next = $this->list_users(
			array(
				'search'   => 'combiwell',
				'roles'    => array( 'author' ),
				'per_page' => 2,
				'cursor'   => $this->cursor( $role, 'next' ),
			)
		);
		$this->assertSame( array_slice( $newest, 2, 2 ), $this->ids( $next ) );
		$last = $this->list_users(
			array(
				'search'   => 'combiwell',
				'roles'    => array( 'author' ),
				'per_page' => 2,
				'cursor'   => 'last',
			)
		);
		$this->assertSame( array( $authors[0] ), $this->ids( $last ) );
		$this->assertSame(
			array( $authors[1], $editor ),
			$this->ids(
				$this->list_users(
					array(
						'search'   => 'combiwell',
						'roles'    => array( 'author', 'editor' ),
						'activity' => 'active-7',
						'order'    => 'asc',
					)
				)
			)
		);
		$this->assertSame(
			4,
			$this->list_users(
				array(
					'search'   => 'combiwell',
					'roles'    => array( 'author' ),
					'activity' => 'never',
				)
			)['total']
		);
	}

	public function test_paging_by_number_and_cursor(): void {
		$this->act_as( 'administrator' );
		$ids = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$ids[] = $this->named_user( 'contributor', 'Pagewell ' . $i );
		}
		// Four signed in (two at the same time), three never: pages cross from one part to the other.
		foreach ( array( 500, 700, 700, 100 ) as $i => $time ) {
			update_user_meta( $ids[ $i * 2 % 7 ], LastSeen::LAST_LOGIN, $time );
		}
		$orders = array(
			array( 'registered', 'desc' ),
			array( 'name', 'asc' ),
			array( 'last_login', 'desc' ),
			array( 'last_login', 'asc' ),
			array( 'email', 'desc' ),
		);
		// By search (count() reads every match at once) and by role (pages are read from the database).
		$lists = array( array( 'search' => 'Pagewell' ), array( 'roles' => array( 'contributor' ) ) );
		foreach ( $orders as list( $orderby, $order ) ) {
			foreach ( $lists as $list ) {
				$this->assert_pages(
					$list + array(
						'orderby'  => $orderby,
						'order'    => $order,
						'per_page' => 3,
					)
				);
			}
		}
		unset( $ids );
	}

	/**
	 * Seven users in pages of three, by number and by cursor, agree with the whole list.
	 *
	 * @param array<string, mixed> $args The list's arguments.
	 */
	private function assert_pages( array $args ): void {
		$all = $this->ids( $this->list_users( array_merge( $args, array( 'per_page' => 10 ) ) ) );
		$this->assertCount( 7, $all );

		$first = $this->list_users( $args );
		$this->assertSame( array( 7, 3, 1 ), array( $first['total'], $first['totalPages'], $first['page'] ) );
		$this->assertSame( array_slice( $all, 0, 3 ), $this->ids( $first ) );
		$this->assertNull( $this->cursor( $first, 'prev' ) );

		$second = $this->list_users( $args + array( 'cursor' => $this->cursor( $first, 'next' ) ) );
		$this->assertSame( 2, $second['page'] );
		$this->assertSame( array_slice( $all, 3, 3 ), $this->ids( $second ) );

		$third = $this->list_users( $args + array( 'cursor' => $this->cursor( $second, 'next' ) ) );
		$this->assertSame( 3, $third['page'] );
		$this->assertSame( array_slice( $all, 6 ), $this->ids( $third ) );
		$this->assertNull( $this->cursor( $third, 'next' ) );

		$back = $this->list_users( $args + array( 'cursor' => $this->cursor( $third, 'prev' ) ) );
		$this->assertSame( 2, $back['page'] );
		$this->assertSame( $this->ids( $second ), $this->ids( $back ) );

		$last = $this->list_users(
			$args + array(
				'cursor' => 'last',
				'page'   => 1,
			)
		);
		$this->assertSame( 3, $last['page'], 'The cursor wins over the page.' );
		$this->assertSame( $this->ids( $third ), $this->ids( $last ) );
		$this->assertSame( $this->ids( $second ), $this->ids( $this->list_users( $args + array( 'cursor' => $this->cursor( $last, 'prev' ) ) ) ) );

		$numbered = $this->list_users( $args + array( 'page' => 2 ) );
		$this->assertSame( $this->ids( $second ), $this->ids( $numbered ) );
		$this->assertSame( $this->ids( $third ), $this->ids( $this->list_users( $args + array( 'cursor' => $this->cursor( $numbered, 'next' ) ) ) ) );
	}

	public function test_cursor_of_another_list_and_page_past_the_end_are_refused(): void {
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->named_user( 'subscriber', 'Cursorine ' . $i );
		}
		$args  = array(
			'search'   => 'Cursorine',
			'per_page' => 2,
		);
		$first = $this->list_users( $args );
		$this->assertIsString( $this->cursor( $first, 'next' ) );

		$other = $this->dispatch(
			'GET',
			self::ROUTE,
			null,
			array_merge(
				$args,
				array(
					'orderby' => 'email',
					'cursor'  => $this->cursor( $first, 'next' ),
				)
			)
		);
		$this->assertError( 'uipress_invalid_cursor', 400, $other );
		$this->assertError( 'uipress_invalid_cursor', 400, $this->dispatch( 'GET', self::ROUTE, null, $args + array( 'cursor' => 'bm90LWEtY3Vyc29y' ) ) );
		$this->assertError( 'uipress_invalid_page', 400, $this->dispatch( 'GET', self::ROUTE, null, $args + array( 'page' => 3 ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array_merge( $args, array( 'per_page' => 101 ) ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array( 'activity' => 'sometimes' ) ) );

		$empty = $this->list_users( array( 'search' => 'no-such-user-anywhere' ) );
		$this->assertSame( array( array(), 0, 0, 1 ), array( $empty['items'], $empty['total'], $empty['totalPages'], $empty['page'] ) );
		$this->assertSame(
			array(),
			$this->list_users(
				array(
					'search' => 'no-such-user-anywhere',
					'cursor' => 'last',
				)
			)['items']
		);
	}

	/**
	 * A published post by the user.
	 *
	 * @param int $author The user.
	 */
	private static function factory_post( int $author ): void {
		self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_title'  => 'By the row',
					'post_status' => 'publish',
					'post_author' => $author,
				)
			)
		);
	}
}
