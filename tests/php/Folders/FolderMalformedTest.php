<?php
/**
 * Malformed requests to the folders routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Folders;

/**
 * Bad types and shapes are 400 (or 404 for an unknown folder), never a
 * PHP warning or a 500, and change nothing.
 *
 * @group folders
 */
final class FolderMalformedTest extends FoldersTestCase {

	/**
	 * Requests with bad bodies, and the status each must answer.
	 *
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>, 3: int}>
	 */
	public static function requests(): array {
		$snapshot = array(
			'name'     => 'X',
			'parent'   => 0,
			'position' => 0,
			'items'    => array(),
			'children' => array(),
		);
		return array(
			'name as a list'         => array( 'POST', '', array( 'name' => array( 'a' ) ), 400 ),
			'name missing'           => array( 'POST', '', array(), 400 ),
			'parent negative'        => array( 'POST', '', array( 'name' => 'A', 'parent' => -1 ), 400 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'parent as text'         => array( 'POST', '', array( 'name' => 'A', 'parent' => 'top' ), 400 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'position negative'      => array( 'PATCH', '/{folder}', array( 'position' => -2 ), 400 ),
			'rename an unknown id'   => array( 'PATCH', '/999999', array( 'name' => 'A' ), 404 ),
			'ids as text'            => array( 'POST', '/items', array( 'ids' => '1,2', 'folder' => 0 ), 400 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'ids of objects'         => array( 'POST', '/items', array( 'ids' => array( array( 'id' => 1 ) ), 'folder' => 0 ), 400 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'ids zero'               => array( 'POST', '/items', array( 'ids' => array( 0 ), 'folder' => 0 ), 400 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			'folder missing'         => array( 'POST', '/items', array( 'ids' => array( 1 ) ), 400 ),
			'snapshot as text'       => array( 'POST', '/restore', array( 'snapshot' => 'undo' ), 400 ),
			'snapshot without items' => array( 'POST', '/restore', array( 'snapshot' => array_diff_key( $snapshot, array( 'items' => true ) ) ), 400 ),
			'snapshot extra member'  => array( 'POST', '/restore', array( 'snapshot' => $snapshot + array( 'kind' => 'page' ) ), 400 ),
			'snapshot name too long' => array( 'POST', '/restore', array( 'snapshot' => array( 'name' => str_repeat( 'x', 201 ) ) + $snapshot ), 400 ),
		);
	}

	/**
	 * A bad request is refused with its status and leaves the tree as it was.
	 *
	 * @dataProvider requests
	 *
	 * @param string               $method Method.
	 * @param string               $path   Path after /folders/attachment.
	 * @param array<string, mixed> $body   Body.
	 * @param int                  $status Expected status.
	 */
	public function test_a_malformed_request_is_refused( string $method, string $path, array $body, int $status ): void {
		$this->act_as( 'administrator' );
		$folder = $this->make_folder( 'attachment', 'Kept' );
		$before = $this->tree( 'attachment' );

		$response = $this->dispatch( $method, '/uipress/v1/folders/attachment' . str_replace( '{folder}', (string) $folder, $path ), $body );

		$this->assertSame( $status, $response->get_status(), $this->json( $response ) );
		$this->assertSame( $before, $this->tree( 'attachment' ) );
	}
}
