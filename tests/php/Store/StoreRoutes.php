<?php
/**
 * What the store route tests share.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Store\StoreSettings;
use UiPress\Tests\Support\AsksBlockReports;

/**
 * Templates with store blocks, asking their reports, and reading answers
 * (for StoreTestCase subclasses; AsksBlockReports asks and reads, as for
 * the visitor analytics blocks).
 */
trait StoreRoutes {

	use AsksBlockReports;

	/**
	 * A published template for shop managers, editors and administrators with store blocks.
	 *
	 * @param array<string, array<string, mixed>> $blocks Module (or a name for another block of a module in its options) → options.
	 * @param string[]                            $roles  Roles it applies to.
	 * @phpstan-param list<string> $roles
	 * @return array{0: int, 1: array<string, string>}
	 */
	private function dashboard( array $blocks, array $roles = array( 'shop_manager', 'editor', 'administrator' ) ): array {
		return $this->report_template(
			'Store',
			$blocks,
			static fn ( string $name ): string => in_array( $name, StoreSettings::modules(), true ) ? $name : StoreSettings::MODULE_TOP_ITEMS,
			$roles
		);
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
}
