<?php
/**
 * The uip-ui-template post type.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use UiPress\Lifecycle\StoredData;
use UiPress\ManagedPostTypes;
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
		ManagedPostTypes::register(
			self::NAME,
			array(
				'name'          => __( 'UiPress templates', 'uipress' ),
				'singular_name' => __( 'UiPress template', 'uipress' ),
			),
			__( 'Admin interfaces designed in the UiPress builder.', 'uipress' ),
			TemplatesController::class
		);
	}
}
