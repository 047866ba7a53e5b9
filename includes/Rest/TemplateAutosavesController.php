<?php
/**
 * REST controller of wp/v2/uip-ui-template/{id}/autosaves.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Templates\TemplateStore;
use WP_Error;
use WP_REST_Autosaves_Controller;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's autosaves controller, which does not stop when preparing the
 * post fails: it would save an empty autosave instead of refusing an
 * invalid `uipress` field. The field is checked here first.
 */
final class TemplateAutosavesController extends WP_REST_Autosaves_Controller {

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
			$result = TemplateStore::prepare(
				$request->get_param( TemplateField::NAME ),
				TemplateStore::is_template( $parent ) ? $parent : null
			);
			if ( $result instanceof WP_Error ) {
				return $result;
			}
		}
		return parent::create_item( $request );
	}
}
