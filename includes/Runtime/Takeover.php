<?php
/**
 * Whether a template takes the admin over, and doing it.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

use UiPress\Admin\AdminScreens;
use UiPress\Admin\AppConfig;
use UiPress\Admin\PreviewScreen;
use UiPress\Assets\BlockChunks;
use UiPress\Assets\ScriptAsset;
use UiPress\Capabilities;
use UiPress\Lifecycle\NetworkAdmin;
use UiPress\Menus\CustomMenus;
use UiPress\Menus\ToolbarCapture;
use UiPress\Templates\CurrentTemplate;
use UiPress\Templates\TemplateFields;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * On admin pages, finds the published template that applies to the current
 * user (the rules of `templates/current`). When one applies:
 *
 * - a normal request shows the interface: its own document
 *   (InterfacePage) with the `runtime` build entry, `uipressConfig.runtime`,
 *   the root element `#uip-runtime-root` and the body class `uip-takeover`,
 *   printed once WordPress knows the screen, instead of the screen's page;
 * - a framed request (`uip-framed-page=1`, the page content block's frame)
 *   shows the page without admin menu, toolbar and footer (body class
 *   `uip-framed`), and without screen options, help tab or notices when
 *   `uip-hide-screen-options`, `uip-hide-help-tab`, `uip-hide-notices` ask,
 *   and follows the interface's dark mode (FramedDarkStyle).
 *
 * A page asked for with `uip-framed-page=1` is framed even when no template
 * applies (the builder previews pages for administrators without one).
 * Other users with no template, screens the site setting `uipDisabledFor`
 * lists (DisabledFor), and `uipress_manage` users who add `uipress-disable=1`
 * (sticky for the browser session until `uipress-disable=0`) get the stock
 * admin, untouched; so does everyone while safe mode is on (SafeMode).
 *
 * @phpstan-import-type Fields from TemplateFields
 * @phpstan-type Decision array{mode: string, reason: string, template: WP_Post|null, fields: Fields|null}
 */
final class Takeover {

	public const MODE_STOCK    = 'stock';
	public const MODE_TAKEOVER = 'takeover';
	public const MODE_FRAMED   = 'framed';

	public const ENTRY          = 'runtime';
	public const ROOT_ID        = 'uip-runtime-root';
	public const FRAMED_PARAM   = 'uip-framed-page';
	public const ESCAPE_PARAM   = 'uipress-disable';
	public const ESCAPE_COOKIE  = 'uipress_disable';
	public const TAKEOVER_CLASS = 'uip-takeover';
	public const FRAMED_CLASS   = 'uip-framed';

	/**
	 * UiPress screens that never get the interface.
	 */
	public const OWN_SCREENS = array( AdminScreens::BUILDER_SLUG, AdminScreens::MENU_CREATOR_SLUG, AdminScreens::SETTINGS_SLUG, PreviewScreen::SLUG );

	/**
	 * Scripts of the stock chrome that framed pages do not load.
	 */
	public const CHROME_SCRIPTS = array( 'admin-bar', 'svg-painter' );

	/**
	 * The page content block, whose first page loads with the interface
	 * page (early_frame_script()).
	 */
	public const CONTENT_FRAME_MODULE = 'uip-content-frame';

	/**
	 * The id of the frame early_frame_script() starts.
	 */
	public const EARLY_FRAME_ID = 'uip-early-frame';

	/**
	 * Admin pages WordPress 7.1 isolates (the block editor's), whose frame
	 * the interface cannot read until their bridge speaks.
	 */
	public const ISOLATED_PAGES = array( 'post.php', 'post-new.php', 'site-editor.php', 'widgets.php' );


	/**
	 * Styles of the stock chrome that framed pages do not load: the
	 * toolbar's, and WordPress 7's cross-document view transitions (the
	 * interface's page loader covers a framed page's navigation, and a
	 * transition in a frame is aborted, with an uncaught error, whenever the
	 * interface resizes the frame meanwhile).
	 */
	public const CHROME_STYLES = array( 'admin-bar', 'wp-view-transitions-admin' );

	/**
	 * Admin files that are not pages: never taken over.
	 */
	public const NOT_PAGES = array( 'admin-ajax.php', 'admin-post.php', 'async-upload.php', 'customize.php', 'update.php', 'site-editor.php' );

	/**
	 * The decision for this request, once made.
	 *
	 * @var Decision|null
	 */
	private ?array $decision = null;

	/**
	 * The runtime build entry.
	 *
	 * @var ScriptAsset
	 */
	private ScriptAsset $asset;

	/**
	 * Ends the request once the interface page is printed (see print_page()).
	 *
	 * @var callable(): void
	 */
	private $end_page;

	/**
	 * Constructor.
	 *
	 * @param ScriptAsset|null        $asset    The runtime build entry (default: `runtime`).
	 * @param (callable(): void)|null $end_page What ends the request after the interface page
	 *                                     (default: exit).
	 */
	public function __construct( ?ScriptAsset $asset = null, ?callable $end_page = null ) {
		$this->asset    = $asset ?? new ScriptAsset( self::ENTRY );
		$this->end_page = $end_page ?? array( self::class, 'end_request' );
	}

	/**
	 * Adds the hooks.
	 */
	public function register_hooks(): void {
		add_action( 'admin_init', array( $this, 'start' ), 0 );
		SafeMode::register_hooks();
	}

	/**
	 * The decision made for this request (null before admin_init).
	 *
	 * @return Decision|null
	 */
	public function decision(): ?array {
		return $this->decision;
	}

	/**
	 * On admin_init: decides, then adds the hooks of the chosen mode.
	 */
	public function start(): void {
		$this->decision = null;
		if ( ! is_admin() || NetworkAdmin::keeps_stock() || wp_doing_ajax() || wp_is_json_request() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return;
		}
		$this->apply( $this->decide( wp_get_current_user() ) );
	}

	/**
	 * Adds the hooks of a decision.
	 *
	 * @param array<string, mixed> $decision The decision.
	 * @phpstan-param Decision $decision
	 */
	public function apply( array $decision ): void {
		$this->decision = $decision;
		if ( self::MODE_TAKEOVER === $decision['mode'] ) {
			// At the default priority: plugins adding blocks queue theirs
			// later and depend on `uipress-runtime` (docs/BLOCKS.md).
			add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
			add_action( 'admin_enqueue_scripts', array( $this, 'keep_own_scripts' ), PHP_INT_MAX );
			// Last, so classes other code adds for the requested screen are dropped.
			add_filter( 'admin_body_class', array( $this, 'body_class' ), PHP_INT_MAX );
			add_action( 'admin_bar_menu', array( ToolbarCapture::class, 'add_command_palette' ), PHP_INT_MAX );
			if ( self::request_acts() ) {
				// A form sent or an action link: the screen's code does what
				// it was asked (and usually redirects) before its page would
				// print, which the interface page replaces.
				self::keep_shell_unisolated();
				add_filter( 'admin_title', array( $this, 'print_page_after_actions' ), PHP_INT_MAX );
			} else {
				add_action( 'current_screen', array( $this, 'print_page' ), PHP_INT_MAX );
			}
		} elseif ( self::MODE_FRAMED === $decision['mode'] ) {
			add_action( 'admin_enqueue_scripts', array( FrameBridge::class, 'enqueue' ) );
			FramedPalette::register_hooks();
			add_filter( 'show_admin_bar', '__return_false' );
			remove_action( 'in_admin_header', 'wp_admin_bar_render', 0 );
			add_action( 'admin_enqueue_scripts', array( self::class, 'drop_chrome_assets' ), PHP_INT_MAX );
			add_action( 'admin_print_styles', array( self::class, 'skip_editor_fonts' ), 49 );
			add_filter( 'admin_body_class', array( $this, 'body_class' ) );
			add_action( 'admin_head', array( $this, 'print_framed_style' ) );
			add_action( 'admin_enqueue_scripts', array( FramedDarkStyle::class, 'enqueue' ) );
			add_action( 'admin_head', array( FramedDarkStyle::class, 'print' ) );
			add_filter( 'language_attributes', array( FramedDarkStyle::class, 'language_attributes' ) );
		}
	}

	/**
	 * WordPress 7.1 isolates the block editor's document for client-side
	 * image processing (`wp_set_up_cross_origin_isolation()` on the editor's
	 * `load-*` hooks). The interface page is only the shell around the frame
	 * where the editor really runs, isolated there as WordPress wants: the
	 * shell itself is not, so it can still read every page that is not.
	 * (Only requests that act run those hooks before the interface page.)
	 */
	private static function keep_shell_unisolated(): void {
		foreach ( array( 'load-post.php', 'load-post-new.php', 'load-site-editor.php', 'load-widgets.php' ) as $hook ) {
			remove_action( $hook, 'wp_set_up_cross_origin_isolation' );
		}
	}

	/**
	 * What this request gets, for a user.
	 *
	 * @param WP_User $user The user.
	 * @return Decision
	 */
	public function decide( WP_User $user ): array {
		if ( $user->ID < 1 ) {
			return self::stock( 'logged-out' );
		}
		if ( SafeMode::is_on() ) {
			return self::stock( 'safe-mode' );
		}
		$page = self::query_value( 'page' );
		if ( in_array( $page, self::OWN_SCREENS, true ) ) {
			return self::stock( 'uipress-screen' );
		}
		$file = isset( $GLOBALS['pagenow'] ) && is_string( $GLOBALS['pagenow'] ) ? $GLOBALS['pagenow'] : '';
		if ( in_array( $file, self::NOT_PAGES, true ) ) {
			return self::stock( 'not-a-page' );
		}
		if ( self::escape_hatch( $user ) ) {
			return self::stock( 'escape-hatch' );
		}
		if ( DisabledFor::lists( ResolvedScreen::current() ) ) {
			return self::stock( 'disabled-url' );
		}
		$match = CurrentTemplate::for_user( $user );
		if ( null === $match ) {
			// The page content block asked for this page without chrome (the
			// builder previews it for administrators no template applies
			// to): the admin menu and toolbar inside a frame would be twice
			// on screen. Only the explicit flag: other plugins frame pages too.
			return '1' === self::query_value( self::FRAMED_PARAM )
				? array(
					'mode'     => self::MODE_FRAMED,
					'reason'   => 'framed-without-template',
					'template' => null,
					'fields'   => null,
				)
				: self::stock( 'no-template' );
		}
		if ( ! $this->asset->is_built() ) {
			// Hiding the stock chrome without an interface to show would leave a blank page.
			return self::stock( 'not-built' );
		}
		return array(
			'mode'     => self::is_framed_request() ? self::MODE_FRAMED : self::MODE_TAKEOVER,
			'reason'   => 'template',
			'template' => $match['post'],
			'fields'   => $match['fields'],
		);
	}

	/**
	 * Whether the escape hatch is on for a user: only `uipress_manage` users,
	 * by `uipress-disable=1` (remembered in a session cookie) until
	 * `uipress-disable=0`.
	 *
	 * @param WP_User $user The user.
	 */
	public static function escape_hatch( WP_User $user ): bool {
		if ( ! user_can( $user, Capabilities::MANAGE ) ) {
			return false;
		}
		$flag = self::query_value( self::ESCAPE_PARAM );
		if ( '1' === $flag ) {
			self::set_escape_cookie( true );
			return true;
		}
		if ( '0' === $flag ) {
			self::set_escape_cookie( false );
			return false;
		}
		return isset( $_COOKIE[ self::ESCAPE_COOKIE ] ) && '1' === $_COOKIE[ self::ESCAPE_COOKIE ];
	}

	/**
	 * Whether the request asks the screen to do something before it shows:
	 * anything but a GET (a form sent to the top window), or a link with a
	 * nonce (an action such as activating a plugin). Such requests run the
	 * screen's code up to its page; every other one gets the interface page
	 * as soon as the screen is known.
	 */
	public static function request_acts(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		return ! in_array( $method, array( 'GET', 'HEAD' ), true ) || '' !== self::query_value( '_wpnonce' );
	}

	/**
	 * Whether the page is loaded in a frame: `uip-framed-page=1`, or the
	 * browser says the navigation is for a frame (`Sec-Fetch-Dest: iframe`),
	 * so a link or a form redirect inside the frame that lost the flag never
	 * shows the interface inside itself.
	 */
	public static function is_framed_request(): bool {
		if ( '1' === self::query_value( self::FRAMED_PARAM ) ) {
			return true;
		}
		$destination = isset( $_SERVER['HTTP_SEC_FETCH_DEST'] ) && is_string( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_DEST'] ) ) : '';
		return 'iframe' === $destination || 'frame' === $destination;
	}

	/**
	 * Queues the runtime and the chunks of the blocks its template uses, and
	 * names those it loads when first needed (admin_enqueue_scripts).
	 */
	public function enqueue(): void {
		if ( ! $this->asset->enqueue() ) {
			return;
		}
		$fields = $this->decision['fields'] ?? null;
		if ( is_array( $fields ) ) {
			BlockChunks::enqueue( $fields['content'], $this->asset->handle(), null !== CustomMenus::match( wp_get_current_user() ) );
		}
		BlockChunks::add_later_chunks( $this->asset->handle() );
	}

	/**
	 * Prints `window.uipressConfig` with `runtime` before the runtime script,
	 * late so the admin menu holds every item plugins added.
	 */
	public function add_config(): void {
		$config = $this->config();
		if ( null !== $config ) {
			$this->print_config( $config );
		}
	}

	/**
	 * Prints a configuration config() built (InterfacePage adds the chrome
	 * snapshot's key to it first).
	 *
	 * @param array<string, mixed> $config The configuration.
	 */
	public function print_config( array $config ): void {
		$this->asset->add_config( $config );
		self::print_menu_icons( $config['runtime'] ?? null );
	}

	/**
	 * The build's version: a snapshot of another build's markup is not
	 * printed (ChromeSnapshot::key()).
	 */
	public function build_version(): string {
		$chunks = UIPRESS_PLUGIN_DIR . 'build/block-chunks.php';
		// The blocks' chunks are built with the runtime but versioned apart.
		return $this->asset->manifest()['version'] . ( is_readable( $chunks ) ? '-' . (string) filemtime( $chunks ) : '' );
	}

	/**
	 * Prints the rules of the dashicons the menus use (DashiconsSubset),
	 * before the interface renders them.
	 *
	 * @param mixed $runtime The runtime configuration.
	 */
	private static function print_menu_icons( $runtime ): void {
		$css = is_array( $runtime ) ? DashiconsSubset::css( DashiconsSubset::used( $runtime ) ) : '';
		if ( '' !== $css ) {
			// Built from validated class names, character escapes and esc_url()'d addresses: esc_html() would break its quotes.
			printf( "<style id=\"uip-menu-icons\">%s</style>\n", $css ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}

	/**
	 * The page configuration with `runtime`, or null when no template took over.
	 *
	 * @return array<string, mixed>|null
	 */
	public function config(): ?array {
		$decision = $this->decision;
		if ( null === $decision || null === $decision['template'] || null === $decision['fields'] ) {
			return null;
		}
		$config            = AppConfig::build();
		$config['runtime'] = RuntimeConfig::build( $decision['template'], $decision['fields'], wp_get_current_user(), self::request_url() );
		return $config;
	}

	/**
	 * Prints the interface page and ends the request (current_screen, last):
	 * WordPress knows the screen, and nothing of its page is built yet.
	 * Code that sets a screen while `admin_init` still runs gets it printed
	 * at WordPress's own call, after every `admin_init` callback.
	 */
	public function print_page(): void {
		if ( doing_action( 'admin_init' ) ) {
			return;
		}
		remove_action( 'current_screen', array( $this, 'print_page' ), PHP_INT_MAX );
		( new InterfacePage( $this ) )->print();
		( $this->end_page )();
	}

	/**
	 * For a request that acts (request_acts()): prints the interface page
	 * where the screen's page would start (core's `admin_title` filter, the
	 * first thing admin-header.php runs before it prints), once the screen's
	 * code did its work without redirecting.
	 *
	 * @param mixed $title The admin title (unused: the request ends).
	 * @return mixed The title, when the page is not printed.
	 */
	public function print_page_after_actions( $title ) {
		if ( ! did_action( 'current_screen' ) ) {
			return $title; // Not yet the page's own title: the screen has not run.
		}
		remove_filter( 'admin_title', array( $this, 'print_page_after_actions' ), PHP_INT_MAX );
		( new InterfacePage( $this ) )->print();
		( $this->end_page )();
		return $title;
	}

	/**
	 * A script that starts loading the content frame's first page with the
	 * interface page's head, before the interface's files are even named:
	 * an iframe, hidden (added to `<html>`: the body is not parsed yet),
	 * that the page content block then moves
	 * into its place (`moveBefore()`, which keeps a frame's document; see
	 * src/blocks/content-frame/early-frame.ts). Browsers without
	 * `moveBefore()` skip it and the block loads the page itself, as do
	 * templates without a page content block and the pages WordPress
	 * isolates (the block editor's: their documents cannot be read from the
	 * interface until their bridge speaks). '' when there is nothing to start.
	 */
	public function early_frame_script(): string {
		$fields = $this->decision['fields'] ?? null;
		if ( ! is_array( $fields ) || ! in_array( self::CONTENT_FRAME_MODULE, BlockChunks::module_names( $fields['content'] ), true ) ) {
			return '';
		}
		$url  = RuntimeConfig::frame_url( self::request_url(), $fields );
		$path = wp_parse_url( $url, PHP_URL_PATH );
		if ( ! is_string( $path ) || in_array( wp_basename( $path ), self::ISOLATED_PAGES, true ) ) {
			return '';
		}
		return sprintf(
			'(function(d,u){if(typeof Element.prototype.moveBefore!=="function")return;var f=d.createElement("iframe");f.id=%1$s;f.setAttribute("data-uip-start",u);f.setAttribute("aria-hidden","true");f.tabIndex=-1;f.style.cssText="position:fixed;left:0;top:0;width:100%%;height:100%%;border:0;visibility:hidden;pointer-events:none";f.src=u;d.documentElement.appendChild(f);})(document,%2$s);',
			wp_json_encode( self::EARLY_FRAME_ID ),
			wp_json_encode( $url )
		);
	}

	/**
	 * Ends the request after the interface page (the default end).
	 *
	 * @codeCoverageIgnore Exits.
	 */
	public static function end_request(): void {
		exit;
	}

	/**
	 * On the interface page, only UiPress scripts and styles (and what they
	 * depend on) load; the dashicons of menu entries come as the rules of
	 * those the menus use (print_menu_icons()). The screen's page is not
	 * built (InterfacePage), so its scripts would have nothing to work on
	 * and its styles nothing to style (the admin menu, list tables,
	 * dashboard, edit screens: the framed page loads those), and every file
	 * before the runtime delays the frame. The takeover style sets the
	 * page's base (takeover_css()). Runs when files are queued and again
	 * before the footer prints them (late queues).
	 */
	public function keep_own_scripts(): void {
		$own            = static function ( $handle ): bool {
			return is_string( $handle ) && str_starts_with( $handle, 'uipress-' );
		};
		$scripts        = wp_scripts();
		$scripts->queue = array_values( array_filter( $scripts->queue, $own ) );
		$styles         = wp_styles();
		$styles->queue  = array_values( array_filter( $styles->queue, $own ) );
	}

	/**
	 * On framed pages, the scripts and styles that only serve the hidden
	 * chrome are not loaded: the toolbar's (never rendered there) and the
	 * painter of the admin menu's icons (the menu is hidden). A handle that
	 * something else still needs loads anyway, as a dependency.
	 */
	public static function drop_chrome_assets(): void {
		foreach ( self::CHROME_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( self::CHROME_STYLES as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * On framed pages other than the block editor's, the theme's font faces
	 * are not printed. WordPress prints them on every admin page for its
	 * font management in the editors; anywhere else nothing uses them, and
	 * reading them from the theme and its style variations took a quarter
	 * of a framed page's server time (admin_print_styles, before core's
	 * callbacks at 50; the editor's screen is known by then).
	 */
	public static function skip_editor_fonts(): void {
		$screen = get_current_screen();
		if ( null !== $screen && $screen->is_block_editor() ) {
			return;
		}
		remove_action( 'admin_print_styles', 'wp_print_font_faces', 50 );
		remove_action( 'admin_print_styles', 'wp_print_font_faces_from_style_variations', 50 );
	}

	/**
	 * Adds the mode's body class (and the flags' classes on framed pages).
	 *
	 * @param string $classes Space-separated classes.
	 */
	public function body_class( $classes ): string {
		$classes = is_string( $classes ) ? $classes : '';
		$mode    = $this->decision['mode'] ?? self::MODE_STOCK;
		$add     = array();
		if ( self::MODE_TAKEOVER === $mode ) {
			// The interface page is not the screen it frames: none of the
			// classes that screen's code added, only the user's role classes
			// (site setting addRoleToBody).
			$roles = array_filter(
				explode( ' ', $classes ),
				static fn( string $name ): bool => 1 === preg_match( '/^uip-role-[a-z0-9_-]+$/i', $name )
			);
			return trim( self::TAKEOVER_CLASS . ' ' . implode( ' ', $roles ) );
		} elseif ( self::MODE_FRAMED === $mode ) {
			$add[] = self::FRAMED_CLASS;
			foreach ( array( 'uip-hide-screen-options', 'uip-hide-help-tab', 'uip-hide-notices' ) as $flag ) {
				if ( '1' === self::query_value( $flag ) ) {
					$add[] = $flag;
				}
			}
		}
		return trim( $classes . ' ' . implode( ' ', $add ) );
	}

	/**
	 * The interface page's base style: it loads none of wp-admin's
	 * stylesheets (keep_own_scripts()), so the base they give (font,
	 * colours, text for screen readers only).
	 */
	public static function takeover_css(): string {
		return 'body.uip-takeover{margin:0;background:#f0f0f1;color:#3c434a;font-family:-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Oxygen-Sans,Ubuntu,Cantarell,Helvetica Neue,sans-serif;font-size:13px;line-height:1.4}'
			// Dark mode: the page behind the blocks follows the theme too.
			. '[data-theme=dark] body.uip-takeover{background:var(--uip-color-base-1);color:var(--uip-color-text-base)}'
			. ':where(body.uip-takeover a){color:#2271b1}'
			. 'body.uip-takeover .screen-reader-text{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);border:0;word-wrap:normal!important}'
			. '.uip-runtime-root{min-height:100vh}'
			// The page loader lies over the top of what follows: in the flow it pushed the page down while a page loaded, and back after (a layout shift).
			. '.uip-template[data-uip-mode=prod] [data-uip-module=uip-page-loader]{position:relative}'
			. '.uip-template[data-uip-mode=prod] .uip-page-loader{position:absolute;top:0;left:0;z-index:1}'
			// The chrome's snapshot lies over the root the runtime renders into (InterfacePage).
			. '.uip-chrome-snapshot{position:absolute;top:0;left:0;width:100%;z-index:99999}'
			// Where the framed page will be: its background, light (wp-admin's) or dark (FramedDarkStyle's).
			. '.uip-chrome-snapshot .uip-content-frame__frame{background:#f0f0f1}'
			. '[data-theme=dark] .uip-chrome-snapshot .uip-content-frame__frame{background:var(--uip-color-base-1)}';
	}

	/**
	 * The stylesheet of a framed page: no menu, toolbar or footer, and the
	 * flags' parts hidden.
	 */
	public static function framed_css(): string {
		return 'html.wp-toolbar{padding-top:0}'
			. 'body.uip-framed #adminmenumain,body.uip-framed #adminmenuback,body.uip-framed #adminmenuwrap,body.uip-framed #wpadminbar,body.uip-framed #wpfooter{display:none}'
			. 'body.uip-framed #wpcontent,body.uip-framed #wpfooter{margin-left:0}'
			// WooCommerce fixes its header below the toolbar and beside the menu the frame leaves out.
			. 'body.uip-framed .woocommerce-layout__header{top:0;width:100%}'
			. 'body.uip-hide-screen-options #screen-options-link-wrap,body.uip-hide-screen-options #screen-options-wrap{display:none}'
			. 'body.uip-hide-help-tab #contextual-help-link-wrap,body.uip-hide-help-tab #contextual-help-wrap{display:none}'
			. 'body.uip-hide-notices .notice,body.uip-hide-notices .update-nag,body.uip-hide-notices .updated,body.uip-hide-notices .error{display:none}';
	}

	/**
	 * Prints the framed-page stylesheet (admin_head).
	 */
	public function print_framed_style(): void {
		printf( "<style id=\"uip-framed-css\">%s</style>\n", esc_html( self::framed_css() ) );
	}

	/**
	 * A stock decision.
	 *
	 * @param string $reason Why.
	 * @return Decision
	 */
	private static function stock( string $reason ): array {
		return array(
			'mode'     => self::MODE_STOCK,
			'reason'   => $reason,
			'template' => null,
			'fields'   => null,
		);
	}

	/**
	 * Sets or clears the escape-hatch cookie (session cookie, admin path).
	 *
	 * @param bool $on Whether the stock admin stays on.
	 */
	private static function set_escape_cookie( bool $on ): void {
		if ( $on ) {
			$_COOKIE[ self::ESCAPE_COOKIE ] = '1';
		} else {
			unset( $_COOKIE[ self::ESCAPE_COOKIE ] );
		}
		if ( headers_sent() ) {
			return;
		}
		$path   = defined( 'ADMIN_COOKIE_PATH' ) && is_string( ADMIN_COOKIE_PATH ) ? ADMIN_COOKIE_PATH : '/';
		$domain = defined( 'COOKIE_DOMAIN' ) && is_string( COOKIE_DOMAIN ) ? COOKIE_DOMAIN : '';
		setcookie( self::ESCAPE_COOKIE, $on ? '1' : '', $on ? 0 : time() - YEAR_IN_SECONDS, $path, $domain, is_ssl(), true );
	}

	/**
	 * A query value as a string ('' when absent).
	 *
	 * @param string $name Parameter.
	 */
	private static function query_value( string $name ): string {
		// Read-only: the values only choose how the page is shown.
		if ( ! isset( $_GET[ $name ] ) || ! is_string( $_GET[ $name ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return '';
		}
		return sanitize_text_field( wp_unslash( $_GET[ $name ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	}

	/**
	 * The request URI.
	 */
	private static function request_uri(): string {
		return isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	}

	/**
	 * The absolute URL requested.
	 */
	public static function request_url(): string {
		$uri = self::request_uri();
		if ( '' === $uri || ! str_starts_with( $uri, '/' ) ) {
			return admin_url();
		}
		$admin = wp_parse_url( admin_url() );
		$port  = is_array( $admin ) && isset( $admin['port'] ) ? ':' . $admin['port'] : '';
		$host  = is_array( $admin ) && isset( $admin['host'] ) ? $admin['host'] : '';
		return ( is_ssl() ? 'https://' : 'http://' ) . $host . $port . $uri;
	}
}
