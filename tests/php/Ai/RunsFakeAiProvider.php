<?php
/**
 * One fake AI provider for a test class.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

/**
 * Starts the local fake AI provider before a class's first test and stops
 * it after its last (a node process: one per class, not per test). A class
 * whose tests stream may slow the words by declaring its own
 * word_delay_ms().
 */
trait RunsFakeAiProvider {

	/**
	 * The fake provider, shared by the class's tests.
	 *
	 * @var FakeAiProvider|null
	 */
	private static ?FakeAiProvider $provider = null;

	/**
	 * Starts the fake provider.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$provider = FakeAiProvider::start( self::word_delay_ms() );
	}

	/**
	 * Stops it.
	 */
	public static function tear_down_after_class(): void {
		if ( null !== self::$provider ) {
			self::$provider->stop();
			self::$provider = null;
		}
		parent::tear_down_after_class();
	}

	/**
	 * Milliseconds between two streamed words.
	 */
	private static function word_delay_ms(): int {
		return 0;
	}

	/**
	 * The running fake provider.
	 */
	private function provider(): FakeAiProvider {
		$this->assertNotNull( self::$provider );
		return self::$provider;
	}
}
