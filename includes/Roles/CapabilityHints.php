<?php
/**
 * The capability editor's labels and "what it allows" hints (data only).
 *
 * @package UiPress
 */

namespace UiPress\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Core's capabilities by group, and WooCommerce's main ones, each with a
 * translated label and a one-line hint. Groups and their order are fixed
 * (docs/USERS.md); capabilities outside these lists are grouped by CapabilityGroups.
 */
final class CapabilityHints {

	/**
	 * Core's groups: id => { label, capabilities: name => { label, hint } }.
	 *
	 * @return array<string, array{label: string, capabilities: array<string, array{label: string, hint: string}>}>
	 */
	public static function core(): array {
		return array(
			'posts'    => array(
				'label'        => __( 'Posts', 'uipress' ),
				'capabilities' => array(
					'edit_posts'             => self::hint( __( 'Edit posts', 'uipress' ), __( 'Write and edit their own posts; without publishing, they stay drafts for review.', 'uipress' ) ),
					'edit_others_posts'      => self::hint( __( 'Edit others\' posts', 'uipress' ), __( 'Edit posts written by other users.', 'uipress' ) ),
					'edit_published_posts'   => self::hint( __( 'Edit published posts', 'uipress' ), __( 'Change their own posts after they are published.', 'uipress' ) ),
					'edit_private_posts'     => self::hint( __( 'Edit private posts', 'uipress' ), __( 'Edit posts marked private.', 'uipress' ) ),
					'publish_posts'          => self::hint( __( 'Publish posts', 'uipress' ), __( 'Publish and schedule their own posts.', 'uipress' ) ),
					'delete_posts'           => self::hint( __( 'Delete posts', 'uipress' ), __( 'Trash and delete their own unpublished posts.', 'uipress' ) ),
					'delete_others_posts'    => self::hint( __( 'Delete others\' posts', 'uipress' ), __( 'Trash and delete posts written by other users.', 'uipress' ) ),
					'delete_published_posts' => self::hint( __( 'Delete published posts', 'uipress' ), __( 'Trash and delete their own published posts.', 'uipress' ) ),
					'delete_private_posts'   => self::hint( __( 'Delete private posts', 'uipress' ), __( 'Trash and delete posts marked private.', 'uipress' ) ),
					'read_private_posts'     => self::hint( __( 'Read private posts', 'uipress' ), __( 'See private posts on the site and in lists.', 'uipress' ) ),
					'manage_categories'      => self::hint( __( 'Manage categories', 'uipress' ), __( 'Add, edit and delete categories and tags.', 'uipress' ) ),
					'moderate_comments'      => self::hint( __( 'Moderate comments', 'uipress' ), __( 'Approve, unapprove, mark as spam and trash comments.', 'uipress' ) ),
					'unfiltered_html'        => self::hint( __( 'Post unfiltered HTML', 'uipress' ), __( 'Save any HTML and scripts in content, unfiltered (on a network, super admins only).', 'uipress' ) ),
				),
			),
			'pages'    => array(
				'label'        => __( 'Pages', 'uipress' ),
				'capabilities' => array(
					'edit_pages'             => self::hint( __( 'Edit pages', 'uipress' ), __( 'Write and edit their own pages.', 'uipress' ) ),
					'edit_others_pages'      => self::hint( __( 'Edit others\' pages', 'uipress' ), __( 'Edit pages created by other users.', 'uipress' ) ),
					'edit_published_pages'   => self::hint( __( 'Edit published pages', 'uipress' ), __( 'Change pages after they are published.', 'uipress' ) ),
					'edit_private_pages'     => self::hint( __( 'Edit private pages', 'uipress' ), __( 'Edit pages marked private.', 'uipress' ) ),
					'publish_pages'          => self::hint( __( 'Publish pages', 'uipress' ), __( 'Publish and schedule pages.', 'uipress' ) ),
					'delete_pages'           => self::hint( __( 'Delete pages', 'uipress' ), __( 'Trash and delete their own unpublished pages.', 'uipress' ) ),
					'delete_others_pages'    => self::hint( __( 'Delete others\' pages', 'uipress' ), __( 'Trash and delete pages created by other users.', 'uipress' ) ),
					'delete_published_pages' => self::hint( __( 'Delete published pages', 'uipress' ), __( 'Trash and delete published pages.', 'uipress' ) ),
					'delete_private_pages'   => self::hint( __( 'Delete private pages', 'uipress' ), __( 'Trash and delete pages marked private.', 'uipress' ) ),
					'read_private_pages'     => self::hint( __( 'Read private pages', 'uipress' ), __( 'See private pages on the site and in lists.', 'uipress' ) ),
				),
			),
			'media'    => array(
				'label'        => __( 'Media', 'uipress' ),
				'capabilities' => array(
					'upload_files'      => self::hint( __( 'Upload files', 'uipress' ), __( 'Add files to the media library and to content.', 'uipress' ) ),
					'unfiltered_upload' => self::hint( __( 'Upload any file type', 'uipress' ), __( 'Upload file types WordPress blocks, when the site allows unfiltered uploads (on a network, super admins only).', 'uipress' ) ),
				),
			),
			'users'    => array(
				'label'        => __( 'Users', 'uipress' ),
				'capabilities' => array(
					'list_users'    => self::hint( __( 'List users', 'uipress' ), __( 'See the list of users and their details.', 'uipress' ) ),
					'create_users'  => self::hint( __( 'Create users', 'uipress' ), __( 'Add new users to the site.', 'uipress' ) ),
					'edit_users'    => self::hint( __( 'Edit users', 'uipress' ), __( 'Change other users\' profiles, e-mail addresses and passwords.', 'uipress' ) ),
					'promote_users' => self::hint( __( 'Change user roles', 'uipress' ), __( 'Give users other roles (only roles they are allowed to edit).', 'uipress' ) ),
					'remove_users'  => self::hint( __( 'Remove users', 'uipress' ), __( 'Remove users from a site of a network.', 'uipress' ) ),
					'delete_users'  => self::hint( __( 'Delete users', 'uipress' ), __( 'Delete users and their content, or give it to another user (on a network, super admins only).', 'uipress' ) ),
				),
			),
			'plugins'  => array(
				'label'        => __( 'Plugins', 'uipress' ),
				'capabilities' => array(
					'activate_plugins' => self::hint( __( 'Activate plugins', 'uipress' ), __( 'Turn installed plugins on and off.', 'uipress' ) ),
					'install_plugins'  => self::hint( __( 'Install plugins', 'uipress' ), __( 'Add plugins from the directory or a zip file: code that runs with full access.', 'uipress' ) ),
					'update_plugins'   => self::hint( __( 'Update plugins', 'uipress' ), __( 'Install new versions of plugins.', 'uipress' ) ),
					'delete_plugins'   => self::hint( __( 'Delete plugins', 'uipress' ), __( 'Remove plugins\' files from the server.', 'uipress' ) ),
					'edit_plugins'     => self::hint( __( 'Edit plugin files', 'uipress' ), __( 'Change plugins\' PHP code in the file editor: full control of the site.', 'uipress' ) ),
				),
			),
			'themes'   => array(
				'label'        => __( 'Themes', 'uipress' ),
				'capabilities' => array(
					'switch_themes'      => self::hint( __( 'Switch themes', 'uipress' ), __( 'Change the site\'s active theme.', 'uipress' ) ),
					'edit_theme_options' => self::hint( __( 'Edit theme options', 'uipress' ), __( 'Use the Customizer, the Site Editor, menus and widgets.', 'uipress' ) ),
					'install_themes'     => self::hint( __( 'Install themes', 'uipress' ), __( 'Add themes from the directory or a zip file.', 'uipress' ) ),
					'update_themes'      => self::hint( __( 'Update themes', 'uipress' ), __( 'Install new versions of themes.', 'uipress' ) ),
					'delete_themes'      => self::hint( __( 'Delete themes', 'uipress' ), __( 'Remove themes\' files from the server.', 'uipress' ) ),
					'edit_themes'        => self::hint( __( 'Edit theme files', 'uipress' ), __( 'Change themes\' code in the file editor: full control of the site.', 'uipress' ) ),
				),
			),
			'settings' => array(
				'label'        => __( 'Settings and tools', 'uipress' ),
				'capabilities' => array(
					'read'           => self::hint( __( 'Read', 'uipress' ), __( 'Reach the dashboard and edit their own profile.', 'uipress' ) ),
					'manage_options' => self::hint( __( 'Manage options', 'uipress' ), __( 'Change the site\'s settings: with it, a user administers the site.', 'uipress' ) ),
					'edit_dashboard' => self::hint( __( 'Edit the dashboard', 'uipress' ), __( 'Arrange the dashboard\'s widgets.', 'uipress' ) ),
					'import'         => self::hint( __( 'Import', 'uipress' ), __( 'Import content with the import tools.', 'uipress' ) ),
					'export'         => self::hint( __( 'Export', 'uipress' ), __( 'Download the site\'s content as an export file.', 'uipress' ) ),
					'manage_links'   => self::hint( __( 'Manage links', 'uipress' ), __( 'Manage the old links (blogroll), when the link manager is on.', 'uipress' ) ),
					'update_core'    => self::hint( __( 'Update WordPress', 'uipress' ), __( 'Install new versions of WordPress.', 'uipress' ) ),
					'edit_files'     => self::hint( __( 'Edit files', 'uipress' ), __( 'Use the file editors (kept for older code; plugins and themes have their own).', 'uipress' ) ),
				) + self::levels(),
			),
		);
	}

	/**
	 * Hints of WooCommerce's main capabilities (the others get a label from their name).
	 *
	 * @return array<string, array{label: string, hint: string}>
	 */
	public static function woocommerce(): array {
		return array(
			'manage_woocommerce'       => self::hint( __( 'Manage WooCommerce', 'uipress' ), __( 'Change WooCommerce\'s settings and manage the shop.', 'uipress' ) ),
			'view_woocommerce_reports' => self::hint( __( 'View shop reports', 'uipress' ), __( 'See WooCommerce\'s reports and analytics.', 'uipress' ) ),
			'edit_products'            => self::hint( __( 'Edit products', 'uipress' ), __( 'Add and edit products.', 'uipress' ) ),
			'edit_shop_orders'         => self::hint( __( 'Edit orders', 'uipress' ), __( 'See and change orders.', 'uipress' ) ),
			'edit_shop_coupons'        => self::hint( __( 'Edit coupons', 'uipress' ), __( 'Add and edit coupons.', 'uipress' ) ),
		);
	}

	/**
	 * The legacy user levels (level_0 … level_10) core's roles still carry.
	 *
	 * @return array<string, array{label: string, hint: string}>
	 */
	private static function levels(): array {
		$levels = array();
		for ( $n = 0; $n <= 10; ++$n ) {
			$levels[ 'level_' . $n ] = self::hint(
				/* translators: %d: a user level from 0 to 10. */
				sprintf( __( 'User level %d (legacy)', 'uipress' ), $n ),
				__( 'An old user level some older plugins still check; keep it as the role it copies has it.', 'uipress' )
			);
		}
		return $levels;
	}

	/**
	 * One capability's label and hint.
	 *
	 * @param string $label Translated label.
	 * @param string $hint  Translated one-line hint.
	 * @return array{label: string, hint: string}
	 */
	private static function hint( string $label, string $hint ): array {
		return array(
			'label' => $label,
			'hint'  => $hint,
		);
	}
}
