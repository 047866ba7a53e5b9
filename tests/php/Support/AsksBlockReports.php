<?php
/**
 * Templates of report blocks and their answers, for the analytics and store tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

use WP_REST_Response;

/**
 * Stores a template of report blocks (visitor analytics or store), asks the
 * report route for one of them, and reads the answer's lists (for
 * RestTestCase subclasses: block(), create_template(), dispatch(), body(),
 * value_at()).
 *
 * @phpstan-require-extends \UiPress\Tests\Rest\RestTestCase
 */
trait AsksBlockReports {

	/**
	 * A published template with report blocks in a container.
	 *
	 * @param string                              $name      The blocks' name ('Analytics', 'Store').
	 * @param array<string, array<string, mixed>> $blocks    Key → the block's options.
	 * @param callable(string): string            $module_of The module of a key.
	 * @param string[]                            $roles     Roles it applies to.
	 * @phpstan-param list<string> $roles
	 * @return array{0: int, 1: array<string, string>} Template id and each key's block uid.
	 */
	protected function report_template( string $name, array $blocks, callable $module_of, array $roles ): array {
		$content = array();
		$uids    = array();
		foreach ( $blocks as $key => $options ) {
			$block = self::block(
				$name,
				array(
					'moduleName' => $module_of( $key ),
					'settings'   => array( 'block' => array( 'options' => (object) $options ) ),
				)
			);
			$this->assertIsString( $block['uid'] );
			$uids[ $key ] = $block['uid'];
			$content[]    = $block;
		}
		$id = $this->create_template(
			array(
				'forRoles' => $roles,
				'content'  => array( self::block( 'Container', array( 'content' => $content ) ) ),
			)
		);
		return array( $id, $uids );
	}

	/**
	 * Asks the report of a block.
	 *
	 * @param int                  $template Template id.
	 * @param string               $block    Block uid.
	 * @param array<string, mixed> $query    Other query parameters (range, the viewer's picks…).
	 * @phpstan-impure
	 */
	protected function report( int $template, string $block, array $query = array() ): WP_REST_Response {
		return $this->dispatch(
			'GET',
			'/uipress/v1/analytics/report',
			null,
			array_merge(
				array(
					'template' => (string) $template,
					'block'    => $block,
				),
				$query
			)
		);
	}

	/**
	 * A successful answer's body.
	 *
	 * @param WP_REST_Response $response The response.
	 * @return array<mixed>
	 */
	protected function answer( WP_REST_Response $response ): array {
		$body = $this->body( $response );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $body ) );
		return $body;
	}

	/**
	 * The list of objects at a dotted path of a decoded body ('' for the value itself).
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys.
	 * @return list<array<array-key, mixed>>
	 */
	protected function records( $value, string $path ): array {
		$list = '' === $path ? $value : $this->value_at( $value, $path );
		$this->assertIsArray( $list );
		$records = array();
		foreach ( $list as $item ) {
			$this->assertIsArray( $item );
			$records[] = $item;
		}
		return $records;
	}

	/**
	 * One field of each object of a list (array_column over records()).
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys of the list.
	 * @param string $field The field.
	 * @return list<mixed>
	 */
	protected function column( $value, string $path, string $field ): array {
		return array_map( static fn ( array $item ) => $item[ $field ] ?? null, $this->records( $value, $path ) );
	}
}
