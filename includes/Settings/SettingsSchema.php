<?php
/**
 * Every site setting: its group, kind, default and label.
 *
 * @package UiPress
 */

namespace UiPress\Settings;

use UiPress\Folders\FolderKinds;
use UiPress\Folders\Folders;
use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Store\StoreSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The site settings (spec: Site settings), one place that says what each
 * is. Kinds:
 *
 * - `boolean`, `text`, `choice` (one of `choices`), `media` (an image URL),
 *   `url` (an http(s) URL), `list` (text lines: URL fragments);
 * - `code` (HTML, CSS or JavaScript) and `scripts` (URLs of stylesheets or
 *   scripts): changed only by users with `unfiltered_html`;
 * - `endpoint` (a remote service's base URL, Remote\Endpoint): changed only
 *   by users with `unfiltered_html`, except back to empty (the default);
 *   a new host forgets the keys sent to it;
 * - `secret` (API keys): write-only, kept in their own option and never in
 *   a response or an export;
 * - `roles`: role names, among the site's roles (`choices`); `postTypes`:
 *   post type names, among those `choices` offers;
 * - `theme`: changes to the theme variables, keyed by variable name
 *   (`--uip-color-primary`), each `{ value?, darkValue? }` colours;
 * - `redirects` (rules `{ roles, users, to }`, SignIn\RedirectRules) and
 *   `slug` (the login address, SignIn\LoginSlug): they decide where every
 *   user signs in and lands, so only users with `unfiltered_html` change them.
 *
 * @phpstan-type Setting array{key: string, group: string, kind: string, default: mixed, label: string, help?: string, choices?: array<array-key, string>, language?: string}
 */
final class SettingsSchema {

	/**
	 * The groups, in the order the screen shows them.
	 *
	 * @return array<string, string> Group → label.
	 */
	public static function groups(): array {
		return array(
			'general'    => __( 'General', 'uipress' ),
			'login'      => __( 'Login page', 'uipress' ),
			'whiteLabel' => __( 'White label', 'uipress' ),
			'theme'      => __( 'Theme', 'uipress' ),
			'advanced'   => __( 'Advanced', 'uipress' ),
			'privacy'    => __( 'Privacy', 'uipress' ),
			'features'   => __( 'Features', 'uipress' ),
			'activity'   => __( 'Activity log', 'uipress' ),
			'listTables' => __( 'List tables', 'uipress' ),
			'keys'       => __( 'Keys', 'uipress' ),
			'analytics'  => __( 'Analytics', 'uipress' ),
			'signIn'     => __( 'Sign-in and sign-out', 'uipress' ),
		);
	}

	/**
	 * Every setting, by key.
	 *
	 * @return array<string, Setting>
	 */
	public static function settings(): array {
		$alignments = array(
			'left'   => __( 'Left', 'uipress' ),
			'center' => __( 'Center', 'uipress' ),
			'right'  => __( 'Right', 'uipress' ),
		);
		$list       = array(
			// General.
			self::setting( 'globalLogo', 'general', 'media', '', __( 'Logo', 'uipress' ), __( 'Shown by the Site logo block.', 'uipress' ) ),
			self::setting( 'globalLogoDarkMode', 'general', 'media', '', __( 'Logo in dark mode', 'uipress' ) ),
			self::setting( 'jqueryMigrateBack', 'general', 'boolean', false, __( 'Remove jQuery Migrate from admin pages', 'uipress' ) ),
			self::setting( 'jqueryMigrate', 'general', 'boolean', false, __( 'Remove jQuery Migrate from the site’s pages', 'uipress' ) ),
			self::setting( 'postIDs', 'general', 'boolean', false, __( 'Show an ID column in post lists', 'uipress' ) ),
			self::setting( 'displayLastModified', 'general', 'boolean', false, __( 'Show a last-modified column in post lists', 'uipress' ) ),
			self::setting( 'displayPluginStatus', 'general', 'boolean', false, __( 'Show a Status column in the plugins list', 'uipress' ), __( 'Active or inactive, whether an update is available, and whether auto-updates are on.', 'uipress' ) ),
			// Login page.
			self::setting( 'logo', 'login', 'media', '', __( 'Login logo', 'uipress' ) ),
			self::setting( 'logo_alignment', 'login', 'choice', 'center', __( 'Logo alignment', 'uipress' ), '', $alignments ),
			self::setting( 'loginTheme', 'login', 'boolean', false, __( 'Use the UiPress login theme', 'uipress' ) ),
			self::setting( 'login_form_alignment', 'login', 'choice', 'center', __( 'Form alignment', 'uipress' ), '', $alignments ),
			self::setting( 'background_image', 'login', 'media', '', __( 'Background image', 'uipress' ) ),
			self::setting( 'darkMode', 'login', 'boolean', false, __( 'Dark login page', 'uipress' ) ),
			self::setting( 'hideLanguage', 'login', 'boolean', false, __( 'Hide the language switcher', 'uipress' ) ),
			self::setting( 'removeBranding', 'login', 'boolean', false, __( 'Remove the UiPress link', 'uipress' ) ),
			self::code( 'panelHTML', 'login', 'html', __( 'Panel HTML', 'uipress' ) ),
			self::code( 'loginCSS', 'login', 'css', __( 'Login CSS', 'uipress' ) ),
			// White label.
			self::setting( 'hidePlugins', 'whiteLabel', 'boolean', false, __( 'Hide UiPress from the plugins list', 'uipress' ), __( 'UiPress managers still see it.', 'uipress' ) ),
			self::setting( 'welcomeMessage', 'whiteLabel', 'text', '', __( 'Toolbar welcome', 'uipress' ), __( 'Replaces “Howdy”. {name} stands for the user’s name.', 'uipress' ) ),
			self::setting( 'hideWelcomeMessage', 'whiteLabel', 'boolean', false, __( 'Hide the toolbar welcome', 'uipress' ) ),
			// Theme.
			self::setting( 'themeEnabled', 'theme', 'boolean', false, __( 'Style WordPress’s own screens with the theme', 'uipress' ), __( 'Buttons, links, fields and backgrounds of the stock admin screens take the theme’s colours.', 'uipress' ) ),
			self::setting( 'theme', 'theme', 'theme', array(), __( 'Theme colours', 'uipress' ), __( 'Light and dark values of the interface’s colour variables.', 'uipress' ) ),
			// Advanced.
			self::setting( 'addRoleToBody', 'advanced', 'boolean', false, __( 'Add the user’s roles as classes on the page body', 'uipress' ) ),
			self::setting( 'enqueueStyles', 'advanced', 'scripts', array(), __( 'Extra stylesheets', 'uipress' ), __( 'One URL per line, loaded on every admin page.', 'uipress' ) ),
			self::setting( 'enqueueScripts', 'advanced', 'scripts', array(), __( 'Extra scripts', 'uipress' ), __( 'One URL per line, loaded on every admin page.', 'uipress' ) ),
			self::code( 'htmlHead', 'advanced', 'html', __( 'HTML for the admin head', 'uipress' ) ),
			self::setting( 'uipDisabledFor', 'advanced', 'list', array(), __( 'Pages UiPress stays off', 'uipress' ), __( 'One admin screen per line, such as tools.php or edit.php?post_type=page: those screens keep the stock admin.', 'uipress' ) ),
			self::setting( 'fullScreenUrls', 'advanced', 'list', array(), __( 'Pages always shown full screen', 'uipress' ), __( 'One address fragment per line.', 'uipress' ) ),
			// Privacy.
			self::setting( 'privateLibrary', 'privacy', 'boolean', false, __( 'Private media library', 'uipress' ), __( 'Users see only their own media, except the roles chosen below.', 'uipress' ) ),
			self::setting( 'privatePosts', 'privacy', 'boolean', false, __( 'Private posts', 'uipress' ), __( 'Users see only their own posts in lists, except the roles chosen below.', 'uipress' ) ),
			self::setting( 'privacyExemptRoles', 'privacy', 'roles', array( 'administrator' ), __( 'Roles that see everyone’s content', 'uipress' ), __( 'Private media library and Private posts do not limit these roles.', 'uipress' ), self::role_choices() ),
			// Features: whole parts of UiPress a site can turn off.
			self::setting( 'menuCreatorEnabled', 'features', 'boolean', true, __( 'Menu creator', 'uipress' ), __( 'Off hides the menu creator and every custom menu: users see the admin menu WordPress builds.', 'uipress' ) ),
			self::setting( 'userManagementEnabled', 'features', 'boolean', false, __( 'User management', 'uipress' ), __( 'A users app, a role editor and an activity log, under Users. Off, none of them loads and nothing is logged.', 'uipress' ) ),
			self::setting( Folders::SETTING, 'features', 'boolean', false, __( 'Folders', 'uipress' ), __( 'A folder tree beside the media library and the lists of the post types chosen below, in the media dialogs and as a filter of the posts table block. Off, none of it loads.', 'uipress' ) ),
			self::setting( Folders::POST_TYPES_SETTING, 'features', 'postTypes', array( 'page' ), __( 'Content with folders', 'uipress' ), __( 'The media library always has folders; choose the other kinds of content that do.', 'uipress' ), FolderKinds::choices() ),
			// Activity log (includes/Activity, docs/USERS.md): read only while user management is on.
			self::setting(
				'activityRetention',
				'activity',
				'choice',
				'90',
				__( 'Keep activity for', 'uipress' ),
				__( 'Older entries are deleted once a day.', 'uipress' ),
				array(
					'30'  => __( '30 days', 'uipress' ),
					'90'  => __( '90 days', 'uipress' ),
					'180' => __( '180 days', 'uipress' ),
					'365' => __( 'One year', 'uipress' ),
					'730' => __( 'Two years', 'uipress' ),
				)
			),
			self::setting(
				'activityIpAddresses',
				'activity',
				'choice',
				'anonymised',
				__( 'IP addresses in the activity log', 'uipress' ),
				__( 'Anonymised keeps the network part only (the last part of an IPv4 address, the last 80 bits of an IPv6 address are zeroed).', 'uipress' ),
				array(
					'anonymised' => __( 'Anonymised', 'uipress' ),
					'full'       => __( 'Full address', 'uipress' ),
					'none'       => __( 'Not recorded', 'uipress' ),
				)
			),
			// List tables.
			self::setting( 'stickyHeaders', 'listTables', 'boolean', false, __( 'Sticky list-table headers', 'uipress' ) ),
			// Keys.
			self::setting( 'stockPhotosKey', 'keys', 'secret', '', __( 'Stock photos key', 'uipress' ) ),
			self::setting( 'stockPhotosApiBase', 'keys', 'endpoint', '', __( 'Stock photos provider address', 'uipress' ), __( 'Empty uses Unsplash. Moving it to another host removes the stock photos key.', 'uipress' ) ),
			self::setting( 'aiKey', 'keys', 'secret', '', __( 'AI provider key', 'uipress' ) ),
			self::setting( 'aiBaseUrl', 'keys', 'endpoint', '', __( 'AI provider address', 'uipress' ), __( 'Empty uses OpenAI. Moving it to another host removes the AI provider key and the AI chat blocks’ own keys.', 'uipress' ) ),
			self::setting( 'aiModel', 'keys', 'text', '', __( 'Default AI model', 'uipress' ) ),
			// Analytics (includes/Analytics, docs/ANALYTICS.md).
			self::setting( AnalyticsSettings::ROLES, 'analytics', 'roles', array( 'administrator' ), __( 'Roles that see analytics', 'uipress' ), __( 'Users with these roles see the numbers of the analytics blocks. UiPress managers always do.', 'uipress' ), self::role_choices() ),
			self::setting( StoreSettings::ROLES, 'analytics', 'roles', array(), __( 'Roles that see store analytics', 'uipress' ), __( 'Users who can view WooCommerce reports (administrators and shop managers) always can; add other roles here.', 'uipress' ), self::role_choices() ),
			self::setting(
				AnalyticsSettings::GOOGLE_AUTH_MODE,
				'analytics',
				'choice',
				'oauth',
				__( 'Connect Google Analytics with', 'uipress' ),
				__( 'Sign in with your own Google Cloud OAuth client, or use a service account the property is shared with.', 'uipress' ),
				array(
					'oauth'          => __( 'Google sign-in', 'uipress' ),
					'serviceAccount' => __( 'Service account', 'uipress' ),
				)
			),
			self::setting( AnalyticsSettings::GOOGLE_CLIENT_ID, 'analytics', 'text', '', __( 'OAuth client ID', 'uipress' ), __( 'From Google Cloud: APIs & Services, Credentials, an OAuth client of type “Web application”.', 'uipress' ) ),
			self::setting( AnalyticsSettings::GOOGLE_CLIENT_SECRET, 'analytics', 'secret', '', __( 'OAuth client secret', 'uipress' ) ),
			self::setting( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY, 'analytics', 'secret', '', __( 'Service account key', 'uipress' ), __( 'The whole JSON key file of the service account.', 'uipress' ) ),
			self::setting( AnalyticsSettings::GOOGLE_PROPERTY_ID, 'analytics', 'text', '', __( 'Google Analytics property', 'uipress' ) ),
			self::setting( AnalyticsSettings::GOOGLE_PROPERTY_NAME, 'analytics', 'text', '', __( 'Google Analytics property name', 'uipress' ) ),
			self::setting( AnalyticsSettings::GOOGLE_API_BASE, 'analytics', 'endpoint', '', __( 'Google API address', 'uipress' ), __( 'Empty uses Google. Moving it to another host removes the Google keys and tokens.', 'uipress' ) ),
			self::setting( AnalyticsSettings::MATOMO_URL, 'analytics', 'endpoint', '', __( 'Matomo address', 'uipress' ), __( 'The address of your Matomo, such as https://matomo.example.com. Empty turns Matomo off. Moving it to another host removes the Matomo token.', 'uipress' ) ),
			self::setting( AnalyticsSettings::MATOMO_SITE_ID, 'analytics', 'text', '', __( 'Matomo site ID', 'uipress' ), __( 'The number of this site in Matomo (Administration, Websites, Manage).', 'uipress' ) ),
			self::setting( AnalyticsSettings::MATOMO_TOKEN, 'analytics', 'secret', '', __( 'Matomo token', 'uipress' ), __( 'A token_auth of a Matomo user with view access to the site (Administration, Personal, Security).', 'uipress' ) ),
			// Sign-in and sign-out (includes/SignIn).
			self::setting( 'loginRedirects', 'signIn', 'redirects', array(), __( 'After logging in', 'uipress' ), __( 'Where each role or user lands after logging in. A rule naming the user comes first, then the first rule naming one of their roles. A page the visitor was on their way to wins.', 'uipress' ) ),
			self::setting( 'logoutRedirects', 'signIn', 'redirects', array(), __( 'After logging out', 'uipress' ), __( 'Where each role or user lands after logging out, in the same order.', 'uipress' ) ),
			self::setting( 'loginSlug', 'signIn', 'slug', '', __( 'Login address', 'uipress' ), __( 'When set, the login page moves to this address and wp-login.php and /wp-admin/ show “not found” to signed-out visitors. Write the address down: define UIPRESS_DISABLE_LOGIN_ADDRESS in wp-config.php to turn it off.', 'uipress' ) ),
		);
		$settings = array();
		foreach ( $list as $setting ) {
			$settings[ $setting['key'] ] = $setting;
		}
		return $settings;
	}

	/**
	 * The defaults of every setting that is not a secret.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$defaults = array();
		foreach ( self::settings() as $key => $setting ) {
			if ( 'secret' !== $setting['kind'] ) {
				$defaults[ $key ] = $setting['default'];
			}
		}
		return $defaults;
	}

	/**
	 * Whether changing a kind of setting needs `unfiltered_html`: code runs
	 * in every admin's browser, and an endpoint receives the site's keys.
	 *
	 * @param string $kind The kind.
	 */
	public static function needs_unfiltered_html( string $kind ): bool {
		return in_array( $kind, array( 'code', 'scripts', 'endpoint', 'redirects', 'slug' ), true );
	}

	/**
	 * The site's roles, by name, translated.
	 *
	 * @return array<string, string>
	 */
	private static function role_choices(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $role => $name ) {
			$roles[ (string) $role ] = translate_user_role( $name );
		}
		return $roles;
	}

	/**
	 * One setting.
	 *
	 * @param string                   $key     Key.
	 * @param string                   $group   Group.
	 * @param string                   $kind    Kind.
	 * @param mixed                    $value   Default.
	 * @param string                   $label   Label.
	 * @param string                   $help    Help text.
	 * @param array<array-key, string> $choices Choices (value → label; numeric values are int keys).
	 * @return Setting
	 */
	private static function setting( string $key, string $group, string $kind, $value, string $label, string $help = '', array $choices = array() ): array {
		$setting = array(
			'key'     => $key,
			'group'   => $group,
			'kind'    => $kind,
			'default' => $value,
			'label'   => $label,
		);
		if ( '' !== $help ) {
			$setting['help'] = $help;
		}
		if ( array() !== $choices ) {
			$setting['choices'] = $choices;
		}
		return $setting;
	}

	/**
	 * A code setting.
	 *
	 * @param string $key      Key.
	 * @param string $group    Group.
	 * @param string $language html, css or js.
	 * @param string $label    Label.
	 * @return Setting
	 */
	private static function code( string $key, string $group, string $language, string $label ): array {
		$setting             = self::setting( $key, $group, 'code', '', $label );
		$setting['language'] = $language;
		return $setting;
	}
}
