<?php
/**
 * The uip-ui-template post type.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\TemplateAutosavesController;
use UiPress\Rest\TemplatesController;

defined( 'ABSPATH' ) || exit;

/**
 * Templates are posts of `uip-ui-template`: not public, edited in the
 * builder through `wp/v2/uip-ui-template`, with revisions. `menu_order` is
 * the priority (lower first) when several templates apply to a user.
 * Every capability of the type is `uipress_manage` (see TemplateCapabilities).
 */
final class TemplatePostType {

	public const NAME = StoredData::TEMPLATE_POST_TYPE;

	/**
	 * Capability names of the type; each maps to `uipress_manage`.
	 */
	public const CAPABILITIES = array(
		'edit_post'              => 'edit_uip_ui_template',
		'read_post'              => 'read_uip_ui_template',
		'delete_post'            => 'delete_uip_ui_template',
		'edit_posts'             => 'edit_uip_ui_templates',
		'edit_others_posts'      => 'edit_others_uip_ui_templates',
		'delete_posts'           => 'delete_uip_ui_templates',
		'publish_posts'          => 'publish_uip_ui_templates',
		'read_private_posts'     => 'read_private_uip_ui_templates',
		'read'                   => 'read_uip_ui_templates',
		'delete_private_posts'   => 'delete_private_uip_ui_templates',
		'delete_published_posts' => 'delete_published_uip_ui_templates',
		'delete_others_posts'    => 'delete_others_uip_ui_templates',
		'edit_private_posts'     => 'edit_private_uip_ui_templates',
		'edit_published_posts'   => 'edit_published_uip_ui_templates',
		'create_posts'           => 'create_uip_ui_templates',
	);

	/**
	 * Registers the post type (on init).
	 */
	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'                         => array(
					'name'          => __( 'UiPress templates', 'uipress' ),
					'singular_name' => __( 'UiPress template', 'uipress' ),
				),
				'description'                    => __( 'Admin interfaces designed in the UiPress builder.', 'uipress' ),
				'public'                         => false,
				'publicly_queryable'             => false,
				'exclude_from_search'            => true,
				'show_ui'                        => false,
				'show_in_nav_menus'              => false,
				'show_in_admin_bar'              => false,
				'has_archive'                    => false,
				'rewrite'                        => false,
				'query_var'                      => false,
				'can_export'                     => true,
				'delete_with_user'               => false,
				'hierarchical'                   => false,
				'supports'                       => array( 'title', 'revisions', 'page-attributes' ),
				'capability_type'                => array( 'uip_ui_template', 'uip_ui_templates' ),
				'capabilities'                   => self::CAPABILITIES,
				'map_meta_cap'                   => true,
				'show_in_rest'                   => true,
				'rest_base'                      => self::NAME,
				'rest_controller_class'          => TemplatesController::class,
				'autosave_rest_controller_class' => TemplateAutosavesController::class,
			)
		);
	}
}
