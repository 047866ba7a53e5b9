<?php
/**
 * GET uipress/v1/users/export.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use UiPress\Rest\CsvDownload;
use UiPress\Users\UserListFilters;
use UiPress\Users\UsersCsv;
use WP_REST_Request;

/**
 * The CSV download: the list's filters and order, a translated header,
 * formula cells defused, written in batches.
 */
final class UsersExportTest extends UsersTestCase {

	private const ROUTE = '/uipress/v1/users/export';

	/**
	 * The CSV lines a response writes.
	 *
	 * @param mixed $data The response's data.
	 * @return array<int, array<int, string|null>>
	 */
	private function lines( $data ): array {
		$this->assertInstanceOf( UsersCsv::class, $data );
		$out = fopen( 'php://memory', 'w+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a memory stream.
		$this->assertIsResource( $out );
		$data->write( $out );
		rewind( $out );
		$text = (string) stream_get_contents( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- see above.
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $text, 'A byte order mark for Excel.' );
		$lines = array();
		foreach ( explode( "\n", trim( substr( $text, 3 ) ) ) as $line ) {
			$lines[] = str_getcsv( $line, ',', '"', '' );
		}
		return $lines;
	}

	public function test_refuses_subscribers_and_editors(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE ) );
		}
	}

	public function test_exports_the_filtered_list_as_csv(): void {
		$this->act_as( 'administrator' );
		$a = $this->named_user( 'editor', '=HYPERLINK("http://evil") Exportia' );
		$b = $this->named_user( 'author', 'Exportia Plain' );
		$this->named_user( 'subscriber', 'Exportia Left Out' );
		update_user_meta( $b, 'first_name', '@first' );
		update_user_meta( $b, 'last_name', '-last' );

		$response = $this->dispatch(
			'GET',
			self::ROUTE,
			null,
			array(
				'search'  => 'Exportia',
				'roles'   => array( 'editor', 'author' ),
				'orderby' => 'name',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'text/csv; charset=utf-8', $headers['Content-Type'] ?? null );
		$this->assertIsString( $headers['Content-Disposition'] ?? null );
		$this->assertMatchesRegularExpression( '/^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/', $headers['Content-Disposition'] );

		$lines = $this->lines( $response->get_data() );
		$this->assertSame( UsersCsv::header(), $lines[0] );
		$this->assertCount( 3, $lines );
		$this->assertSame( array( (string) $a, (string) $b ), array( $lines[1][0], $lines[2][0] ) );
		$this->assertSame( '\'=HYPERLINK("http://evil") Exportia', $lines[1][2], 'A formula stays text.' );
		$this->assertSame( 'Editor', $lines[1][6] );
		$this->assertSame( array( "'@first", "'-last" ), array( $lines[2][3], $lines[2][4] ) );
	}

	public function test_cells_starting_a_formula_are_prefixed(): void {
		foreach ( array( '=1+1', '+1', '-1', '@SUM(A1)', "\tx", "\rx" ) as $value ) {
			$this->assertSame( "'" . $value, UsersCsv::cell( $value ) );
		}
		$this->assertSame( 'Plain', UsersCsv::cell( 'Plain' ) );
		$this->assertSame( '', UsersCsv::cell( '' ) );
	}

	public function test_more_users_than_a_batch_come_out_once_each_in_order(): void {
		$this->act_as( 'administrator' );
		$db     = self::db();
		$before = (int) $db->get_var( "SELECT COUNT(*) FROM {$db->users}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's table.
		$now    = gmdate( 'Y-m-d H:i:s' );
		$values = array();
		for ( $i = 0; $i < UsersCsv::BATCH + 5; $i++ ) {
			$values[] = $db->prepare( '(%s, %s, %s, %s, %s, %s)', 'batchy' . $i, '', 'batchy' . $i, 'batchy' . $i . '@example.org', $now, 'Batchy ' . $i );
		}
		$db->query( "INSERT INTO {$db->users} (user_login, user_pass, user_nicename, user_email, user_registered, display_name) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- rows prepared above, rolled back after the test.

		$lines = $this->lines( new UsersCsv( new UserListFilters( 'batchy', array(), 'any', 'registered', 'asc' ) ) );
		array_shift( $lines );
		$ids = array_map( 'intval', array_column( $lines, 0 ) );
		$this->assertCount( UsersCsv::BATCH + 5, $ids );
		$this->assertSame( array_values( array_unique( $ids ) ), $ids );
		$sorted = $ids;
		sort( $sorted );
		$this->assertSame( $sorted, $ids );
		$this->assertSame( 'Batchy ' . ( UsersCsv::BATCH + 4 ), $lines[ UsersCsv::BATCH + 4 ][2] );
		$this->assertGreaterThan( 0, $before );
	}

	public function test_serve_writes_the_file_and_nothing_else(): void {
		$this->act_as( 'administrator' );
		$this->named_user( 'author', 'Servedia One' );
		$request = new WP_REST_Request( 'GET', self::ROUTE );
		$request->set_query_params( array( 'search' => 'Servedia' ) );
		$response = rest_do_request( $request );
		ob_start();
		$served = CsvDownload::serve( false, $response, $request );
		$text   = (string) ob_get_clean();
		$this->assertTrue( $served );
		$this->assertStringContainsString( 'Servedia One', $text );
		$this->assertSame( 2, substr_count( trim( $text ), "\n" ) + 1 );
		$this->assertSame( 'kept', CsvDownload::serve( 'kept', new \WP_REST_Response( array() ), $request ), 'Other answers are WordPress\'s to serve.' );
	}
}
