<?php
/**
 * A test case whose tests start and end with no toolbar captured.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\ToolbarCapture;

/**
 * Forgets the captured toolbar before and after each test, so that no test
 * reads another's.
 */
trait ResetsToolbarCapture {

	protected function set_up(): void {
		parent::set_up();
		ToolbarCapture::reset();
	}

	protected function tear_down(): void {
		ToolbarCapture::reset();
		parent::tear_down();
	}
}
