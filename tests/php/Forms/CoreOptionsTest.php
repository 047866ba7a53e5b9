<?php
/**
 * Every option core installs is protected from forms.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Forms;

use UiPress\Forms\ProtectedOptions;
use UiPress\Lifecycle\StoredData;
use UiPress\Security\RateLimiter;
use UiPress\Tests\TestCase;

/**
 * Reads the option names from the WordPress under test (its installer and
 * its code), so ProtectedOptions cannot fall behind a new release: a name
 * core adds fails here until it is protected. Registered settings are set
 * aside while checking, so the built-in list alone must cover core.
 */
final class CoreOptionsTest extends TestCase {

	/**
	 * Functions that write an option, and the position of its name.
	 */
	private const WRITERS = array(
		'add_option'            => 0,
		'update_option'         => 0,
		'add_site_option'       => 0,
		'update_site_option'    => 0,
		'add_network_option'    => 1,
		'update_network_option' => 1,
	);

	public function test_every_option_the_installer_writes_is_protected(): void {
		$names = self::installer_options();

		$this->assertGreaterThan( 90, count( $names ), 'populate_options() was read.' );
		foreach ( array( 'siteurl', 'template', 'stylesheet', 'active_plugins', 'initial_db_version', 'wp_attachment_pages_enabled' ) as $known ) {
			$this->assertContains( $known, $names );
		}
		$this->assertSame( array(), self::writable( $names ) );
	}

	public function test_every_option_core_writes_by_name_is_protected(): void {
		$names = self::written_options();

		$this->assertGreaterThan( 50, count( $names ), 'Core was read.' );
		foreach ( array( 'template_root', 'stylesheet_root', 'WPLANG', 'fresh_site', 'theme_switched', 'dashboard_widget_options' ) as $known ) {
			$this->assertContains( $known, $names );
		}
		$this->assertSame( array(), self::writable( $names ) );
	}

	public function test_options_core_names_at_run_time_are_protected(): void {
		$names = array(
			self::db()->prefix . 'user_roles',
			'theme_mods_twentytwentyfive',
			'widget_block',
			'category_children',
			'1a2b3c_paused_extensions',
			'_transient_update_core',
			'_site_transient_update_plugins',
			'auto_updater.lock',
			'core_updater.lock',
			'recovery_mode_email_last_sent',
			'recovery_keys',
		);

		$this->assertSame( array(), self::writable( $names ) );
	}

	public function test_a_new_taxonomy_tree_cache_is_protected(): void {
		register_taxonomy( 'acme_genre', 'post', array( 'hierarchical' => true ) );

		$this->assertFalse( ProtectedOptions::allows( 'acme_genre_children' ) );
		$this->assertTrue( ProtectedOptions::allows( 'acme_children' ) );
	}

	public function test_uipress_options_are_protected(): void {
		$names = array_merge(
			StoredData::OPTIONS,
			array_map( static fn ( string $name ): string => '_transient_' . $name, StoredData::TRANSIENTS ),
			array( RateLimiter::option_name( 'ai_1', 0 ), RateLimiter::option_name( 'form_email_1', 4 ), 'uip-anything', 'uip_anything' )
		);

		$this->assertSame( array(), self::writable( $names ) );
	}

	/**
	 * The names a form could write with core's registered settings set aside.
	 *
	 * @param string[] $names Option names.
	 * @return list<string>
	 */
	private static function writable( array $names ): array {
		global $wp_registered_settings;
		$registered             = $wp_registered_settings;
		$wp_registered_settings = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		try {
			return array_values( array_filter( $names, array( ProtectedOptions::class, 'allows' ) ) );
		} finally {
			$wp_registered_settings = $registered; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring it.
		}
	}

	/**
	 * The keys of `$defaults` in populate_options(), and those set on it
	 * later (`$defaults['initial_db_version']`).
	 *
	 * @return list<string>
	 */
	private static function installer_options(): array {
		$tokens = self::tokens( ABSPATH . 'wp-admin/includes/schema.php' );
		$start  = self::function_body( $tokens, 'populate_options' );
		$names  = array();
		$depth  = 0;
		$count  = count( $tokens );
		for ( $i = $start; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( '{' === $token || ( is_array( $token ) && in_array( $token[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( '}' === $token && 0 === --$depth ) {
				break;
			}
			if ( ! is_array( $token ) || T_VARIABLE !== $token[0] || '$defaults' !== $token[1] ) {
				continue;
			}
			$next = self::next( $tokens, $i );
			if ( '[' === $tokens[ $next ] ) {
				// One key set on its own, as initial_db_version is.
				$key = self::next( $tokens, $next );
				if ( is_array( $tokens[ $key ] ) && T_CONSTANT_ENCAPSED_STRING === $tokens[ $key ][0] ) {
					$names[] = self::unquote( $tokens[ $key ][1] );
				}
			} elseif ( '=' === $tokens[ $next ] ) {
				// The array literal itself: the keys at its top level.
				$names = array_merge( $names, self::array_keys_at( $tokens, self::next( $tokens, $next ) ) );
			}
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * The literal option names core's code passes to the option writers.
	 *
	 * @return list<string>
	 */
	private static function written_options(): array {
		$names = array();
		foreach ( array( 'wp-includes', 'wp-admin' ) as $folder ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( ABSPATH . $folder, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				if ( ! $file instanceof \SplFileInfo || 'php' !== $file->getExtension() ) {
					continue;
				}
				$code = (string) file_get_contents( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file.
				if ( ! str_contains( $code, '_option' ) ) {
					continue;
				}
				$names = array_merge( $names, self::written_in( token_get_all( $code ) ) );
			}
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * The literal names one file passes to the option writers.
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens The file's tokens.
	 * @return list<string>
	 */
	private static function written_in( array $tokens ): array {
		$names = array();
		foreach ( $tokens as $i => $token ) {
			if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( self::WRITERS[ strtolower( $token[1] ) ] ) ) {
				continue;
			}
			$before = self::previous( $tokens, $i );
			if ( $before >= 0 && is_array( $tokens[ $before ] ) && in_array( $tokens[ $before ][0], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION ), true ) ) {
				continue;
			}
			$at = self::next( $tokens, $i );
			if ( '(' !== ( $tokens[ $at ] ?? null ) ) {
				continue;
			}
			// Skip the arguments before the name (the network id).
			for ( $skip = self::WRITERS[ strtolower( $token[1] ) ]; $skip > 0; --$skip ) {
				while ( isset( $tokens[ $at ] ) && ',' !== $tokens[ $at ] ) {
					++$at;
				}
			}
			$name  = self::next( $tokens, $at );
			$after = self::next( $tokens, $name );
			if ( is_array( $tokens[ $name ] ?? null ) && T_CONSTANT_ENCAPSED_STRING === $tokens[ $name ][0] && in_array( $tokens[ $after ] ?? null, array( ',', ')' ), true ) ) {
				$names[] = self::unquote( $tokens[ $name ][1] );
			}
		}
		return $names;
	}

	/**
	 * The string keys at the top level of the array literal starting at a token.
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens Tokens.
	 * @param int                                                 $start  Index of `array` or `[`.
	 * @return list<string>
	 */
	private static function array_keys_at( array $tokens, int $start ): array {
		$keys  = array();
		$depth = 0;
		$count = count( $tokens );
		for ( $i = $start; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( '(' === $token || '[' === $token ) {
				++$depth;
			} elseif ( ')' === $token || ']' === $token ) {
				if ( 0 === --$depth ) {
					break;
				}
			} elseif ( 1 === $depth && is_array( $token ) && T_CONSTANT_ENCAPSED_STRING === $token[0] ) {
				$arrow = self::next( $tokens, $i );
				if ( is_array( $tokens[ $arrow ] ) && T_DOUBLE_ARROW === $tokens[ $arrow ][0] ) {
					$keys[] = self::unquote( $token[1] );
				}
			}
		}
		return $keys;
	}

	/**
	 * The index of the `{` opening a function's body.
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens Tokens.
	 * @param string                                              $name   The function.
	 */
	private static function function_body( array $tokens, string $name ): int {
		foreach ( $tokens as $i => $token ) {
			if ( is_array( $token ) && T_FUNCTION === $token[0] ) {
				$named = self::next( $tokens, $i );
				if ( is_array( $tokens[ $named ] ) && $name === $tokens[ $named ][1] ) {
					for ( $j = $named; isset( $tokens[ $j ] ); $j++ ) {
						if ( '{' === $tokens[ $j ] ) {
							return $j;
						}
					}
				}
			}
		}
		self::fail( $name . '() was not found in schema.php.' );
	}

	/**
	 * A file's tokens.
	 *
	 * @param string $path The file.
	 * @return array<int, array{0: int, 1: string, 2: int}|string>
	 */
	private static function tokens( string $path ): array {
		self::assertFileExists( $path );
		return token_get_all( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file.
	}

	/**
	 * The index of the next token that is not whitespace or a comment.
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens Tokens.
	 * @param int                                                 $i      Where to start after.
	 */
	private static function next( array $tokens, int $i ): int {
		do {
			++$i;
		} while ( isset( $tokens[ $i ] ) && is_array( $tokens[ $i ] ) && in_array( $tokens[ $i ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) );
		return $i;
	}

	/**
	 * The index of the previous token that is not whitespace or a comment (-1 at the start).
	 *
	 * @param array<int, array{0: int, 1: string, 2: int}|string> $tokens Tokens.
	 * @param int                                                 $i      Where to start before.
	 */
	private static function previous( array $tokens, int $i ): int {
		do {
			--$i;
		} while ( $i >= 0 && is_array( $tokens[ $i ] ) && in_array( $tokens[ $i ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) );
		return $i;
	}

	/**
	 * A quoted PHP string literal's text.
	 *
	 * @param string $literal The literal with its quotes.
	 */
	private static function unquote( string $literal ): string {
		return stripslashes( substr( $literal, 1, -1 ) );
	}
}
