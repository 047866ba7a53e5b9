<?php
/**
 * Sets up the analytics benchmark site (npm run bench:analytics).
 *
 * Usage: php seed-analytics.php SITE_DIR FAKE_GOOGLE_BASE SERVICE_ACCOUNT_JSON_FILE
 *
 * Connects Google Analytics by service account to the fake Google (the
 * test-only key of tests/fixtures/analytics-keys), picks properties/1001,
 * lets editors see analytics, and publishes a dashboard template for
 * editors with the four analytics blocks. Prints one line of JSON: the
 * template id and each block's module and uid.
 *
 * @package UiPress
 */

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Lifecycle\StoredData;
use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[3] ) ) {
	exit( 1 );
}

require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';

// An administrator writes the settings: endpoint settings need unfiltered_html.
$uipress_admins = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
wp_set_current_user( (int) ( $uipress_admins[0] ?? 1 ) );

if ( ! get_user_by( 'login', 'bench-editor' ) ) {
	wp_insert_user(
		array(
			'user_login' => 'bench-editor',
			'user_pass'  => 'password',
			'user_email' => 'bench-editor@example.com',
			'role'       => 'editor',
		)
	);
}

// The host first, then the key (a key stored before a host move is forgotten).
update_option(
	StoredData::SETTINGS_OPTION,
	array(
		AnalyticsSettings::ROLES                => array( 'administrator', 'editor' ),
		AnalyticsSettings::GOOGLE_AUTH_MODE     => 'serviceAccount',
		AnalyticsSettings::GOOGLE_API_BASE      => $argv[2],
		AnalyticsSettings::GOOGLE_PROPERTY_ID   => 'properties/1001',
		AnalyticsSettings::GOOGLE_PROPERTY_NAME => 'Demo shop',
	)
);
// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture file.
$uipress_key = (string) file_get_contents( $argv[3] );
update_option( StoredData::SECRETS_OPTION, array( AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY => $uipress_key ), false );

$uipress_blocks  = array(
	AnalyticsSettings::MODULE_CHART    => array(
		'metrics' => array( 'activeUsers', 'sessions' ),
		'compare' => true,
	),
	AnalyticsSettings::MODULE_MAP      => array( 'metric' => 'activeUsers' ),
	AnalyticsSettings::MODULE_TABLES   => array(
		'report'   => 'pages',
		'rowLimit' => 10,
	),
	AnalyticsSettings::MODULE_REALTIME => array( 'rowLimit' => 5 ),
);
$uipress_content = array();
$uipress_uids    = array();
foreach ( $uipress_blocks as $uipress_module => $uipress_options ) {
	$uipress_uid                     = substr( md5( $uipress_module ), 0, 24 );
	$uipress_uids[ $uipress_module ] = $uipress_uid;
	$uipress_content[]               = array(
		'uid'        => $uipress_uid,
		'name'       => $uipress_module,
		'moduleName' => $uipress_module,
		'settings'   => array( 'block' => array( 'options' => $uipress_options ) ),
	);
}
$uipress_template = wp_insert_post(
	wp_slash(
		array(
			'post_type'    => TemplatePostType::NAME,
			'post_title'   => 'Analytics dashboard',
			'post_status'  => 'publish',
			'post_content' => (string) JsonTree::encode(
				array_merge(
					TemplateFields::defaults(),
					array(
						'forRoles' => array( 'editor' ),
						'content'  => $uipress_content,
					)
				)
			),
		)
	),
	true
);
if ( is_wp_error( $uipress_template ) ) {
	fwrite( STDERR, $uipress_template->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a CLI script's error.
	exit( 1 );
}
echo wp_json_encode(
	array(
		'template' => $uipress_template,
		'blocks'   => $uipress_uids,
	)
) . "\n";
