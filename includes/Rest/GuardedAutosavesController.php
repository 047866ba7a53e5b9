<?php
/**
 * REST controller of the autosaves of templates and custom menus.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Lifecycle\StoredData;
use UiPress\Menus\MenuStore;
use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_Post;
use WP_REST_Autosaves_Controller;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's autosaves controller, which does not stop when preparing the
 * post fails: it would save an empty autosave instead of refusing an
 * invalid `uipress` field. The field is checked here first, by the same
 * preparer the post's own controller uses (StoredContentGuard checks the
 * write itself again, as it does every write).
 */
final class GuardedAutosavesController extends WP_REST_Autosaves_Controller {

	/**
	 * Creates an autosave, or refuses an invalid field.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return \WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		if ( $request->has_param( TemplateField::NAME ) ) {
			$id     = $request->get_param( 'id' );
			$parent = is_numeric( $id ) ? get_post( (int) $id ) : null;
			$result = self::prepare( $request->get_param( TemplateField::NAME ), $parent );
			if ( $result instanceof WP_Error ) {
				return $result;
			}
		}
		return parent::create_item( $request );
	}

	/**
	 * The content a field would store in the parent, or why it is refused.
	 *
	 * @param mixed $incoming The field sent.
	 * @param mixed $parent   The autosaved post.
	 * @return string|WP_Error|null Null when the parent is not a template or a menu.
	 */
	private static function prepare( $incoming, $parent ) {
		if ( ! $parent instanceof WP_Post ) {
			return null;
		}
		if ( StoredData::TEMPLATE_POST_TYPE === $parent->post_type ) {
			return TemplateStore::prepare( $incoming, $parent );
		}
		if ( StoredData::MENU_POST_TYPE === $parent->post_type ) {
			return MenuStore::prepare( $incoming, $parent );
		}
		return null;
	}
}
