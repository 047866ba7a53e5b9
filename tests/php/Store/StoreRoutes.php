<?php
/**
 * What the store route tests share.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Store\StoreSettings;
use WP_REST_Response;

/**
 * Templates with store blocks, asking their reports, and reading answers
 * (for StoreTestCase subclasses: RestTestCase's dispatch, body, value_at).
 */
trait StoreRoutes {

	/**
	 * A published template for shop managers, editors and administrators with store blocks.
	 *
	 * @param array<string, array<string, mixed>> $blocks Module (or a name for another block of a module in its options) → options.
	 * @param string[]                            $roles  Roles it applies to.
	 * @phpstan-param list<string> $roles
	 * @return array{0: int, 1: array<string, string>}
	 */
	private function dashboard( array $blocks, array $roles = array( 'shop_manager', 'editor', 'administrator' ) ): array {
		$content = array();
		$uids    = array();
		foreach ( $blocks as $name => $options ) {
			$block = self::block(
				'Store',
				array(
					'moduleName' => in_array( $name, StoreSettings::modules(), true ) ? $name : StoreSettings::MODULE_TOP_ITEMS,
					'settings'   => array( 'block' => array( 'options' => (object) $options ) ),
				)
			);
			$this->assertIsString( $block['uid'] );
			$uids[ $name ] = $block['uid'];
			$content[]     = $block;
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
	 * @param array<string, mixed> $query    The viewer's picks.
	 */
	private function report( int $template, string $block, array $query = array() ): WP_REST_Response {
		return $this->dispatch(
			'GET',
			'/uipress/v1/analytics/report',
			null,
			array(
				'template' => (string) $template,
				'block'    => $block,
			) + $query
		);
	}

	/**
	 * A successful answer's body.
	 *
	 * @param WP_REST_Response $response The response.
	 * @return array<mixed>
	 */
	private function answer( WP_REST_Response $response ): array {
		$body = $this->body( $response );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $body ) );
		return $body;
	}

	/**
	 * `after` and `before` of some days of a record, as wc-admin sends them.
	 *
	 * @param mixed  $record A range or period (or an answer, whose `range` it reads).
	 * @param string $start  Field of the first day.
	 * @param string $end    Field of the last day.
	 * @return array{after: string, before: string}
	 */
	private function range_params( $record, string $start, string $end ): array {
		$this->assertIsArray( $record );
		$range = isset( $record['range'] ) && is_array( $record['range'] ) ? $record['range'] : $record;
		$this->assertIsString( $range[ $start ] ?? null );
		$this->assertIsString( $range[ $end ] ?? null );
		return array(
			'after'  => $range[ $start ] . 'T00:00:00',
			'before' => $range[ $end ] . 'T23:59:59',
		);
	}

	/**
	 * The list of objects at a dotted path of a decoded body ('' for the value itself).
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys.
	 * @return list<array<array-key, mixed>>
	 */
	private function records( $value, string $path ): array {
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
	 * A number of an answer, asserted to be one.
	 *
	 * @param mixed $value The value.
	 */
	private function number( $value ): float {
		$this->assertIsNumeric( $value );
		return (float) $value;
	}

	/**
	 * A string of an answer, asserted to be one.
	 *
	 * @param mixed $value The value.
	 */
	private function text( $value ): string {
		$this->assertIsString( $value );
		return $value;
	}

	/**
	 * One field of each object of a list.
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys of the list.
	 * @param string $field The field.
	 * @return list<mixed>
	 */
	private function column( $value, string $path, string $field ): array {
		return array_map( static fn ( array $item ) => $item[ $field ] ?? null, $this->records( $value, $path ) );
	}
}
