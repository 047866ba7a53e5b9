<?php
/**
 * The uip-ui-template post type.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Lifecycle\StoredData;
use UiPress\ManagedPostTypes;
use UiPress\Rest\GuardedAutosavesController;
use UiPress\Rest\TemplatesController;

defined( 'ABSPATH' ) || exit;

/**
 * Templates are posts of `uip-ui-template`: not public, edited in the
 * builder through `wp/v2/uip-ui-template`, with revisions. `menu_order` is
 * the priority (lower first) when several templates apply to a user.
 * Every capability of the type is `uipress_manage` (see ManagedPostTypes).
 */
final class TemplatePostType {

	public const NAME = StoredData::TEMPLATE_POST_TYPE;


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
				'supports'                       => array( 'title', 'revisions', 'page-attributes', 'autosave' ),
				'capability_type'                => array( 'uip_ui_template', 'uip_ui_templates' ),
				'capabilities'                   => ManagedPostTypes::capabilities( self::NAME ),
				'map_meta_cap'                   => true,
				'show_in_rest'                   => true,
				'rest_base'                      => self::NAME,
				'rest_controller_class'          => TemplatesController::class,
				'autosave_rest_controller_class' => GuardedAutosavesController::class,
			)
		);
	}
}
