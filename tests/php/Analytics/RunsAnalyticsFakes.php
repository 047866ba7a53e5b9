<?php
/**
 * Runs the fake Google and fake Matomo for a test class.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Analytics;

/**
 * Starts both fakes once per class and stops them after it; a test's
 * set_up() calls reach_fakes() (the allowed-hosts filter is reset per test)
 * and reaches them through google() and matomo().
 */
trait RunsAnalyticsFakes {

	/**
	 * The fake Google.
	 *
	 * @var FakeAnalytics|null
	 */
	private static ?FakeAnalytics $google = null;

	/**
	 * The fake Matomo.
	 *
	 * @var FakeAnalytics|null
	 */
	private static ?FakeAnalytics $matomo = null;

	/**
	 * Starts the fakes.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$google = FakeAnalytics::google();
		self::$matomo = FakeAnalytics::matomo();
	}

	/**
	 * Stops them.
	 */
	public static function tear_down_after_class(): void {
		foreach ( array( self::$google, self::$matomo ) as $fake ) {
			if ( null !== $fake ) {
				$fake->stop();
			}
		}
		self::$google = null;
		self::$matomo = null;
		parent::tear_down_after_class();
	}

	/**
	 * Lets UiPress reach both fakes, with clean logs and controls.
	 */
	protected function reach_fakes(): void {
		$this->google()->allow();
		$this->matomo()->allow();
		$this->google()->reset();
		$this->matomo()->reset();
	}

	/**
	 * The running fake Google.
	 */
	protected function google(): FakeAnalytics {
		$this->assertNotNull( self::$google );
		return self::$google;
	}

	/**
	 * The running fake Matomo.
	 */
	protected function matomo(): FakeAnalytics {
		$this->assertNotNull( self::$matomo );
		return self::$matomo;
	}
}
