<?php
/**
 * GET/POST uipress/v1/forms/{template}/{block}: a form block's stored values and submissions.
 *
 * @package UiPress
 */

namespace UiPress\Rest;

use UiPress\Forms\FormActions;
use UiPress\Forms\FormBlock;
use UiPress\Forms\FormError;
use UiPress\Forms\FormModules;
use UiPress\Forms\FormValues;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The server side of the form block (spec: uip_pre_populate_form_data,
 * uip_save_form_as_user_option, uip_save_form_as_option,
 * uip_send_form_email, uip_process_form_input). The client names the
 * template and the form block and sends `values`; everything the server
 * executes or writes (the action, email address, option name, meta key,
 * callback) is read from the stored block. Only users the template applies
 * to (or template managers) may use its forms.
 */
final class FormsController extends WP_REST_Controller {

	/**
	 * Constructor.
	 */
	public function __construct() {
		$this->namespace = CurrentTemplateController::NAMESPACE;
		$this->rest_base = 'forms';
	}

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			'/forms/(?P<template>\d+)/(?P<block>[A-Za-z0-9_-]{1,64})',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => $this->path_args(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array_merge(
						$this->path_args(),
						array(
							'values' => array(
								'description' => __( 'The values of the form’s inputs, keyed by input name.', 'uipress' ),
								'type'        => 'object',
								'default'     => array(),
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The template and block arguments of the path.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function path_args(): array {
		return TemplateBlocks::args( __( 'The template holding the form.', 'uipress' ), __( 'The uid of the form block.', 'uipress' ) );
	}

	/**
	 * Signed-in users who can read (the template is checked in the callback).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Forbidden::unless_reader( __( 'Sorry, you are not allowed to use forms.', 'uipress' ) );
	}

	/**
	 * Same as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The values to fill the form with: `{ values: { inputName: value } }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$form = $this->form( $request );
		if ( $form instanceof WP_Error ) {
			return $form;
		}
		$values = array();
		if ( FormBlock::pre_populates( $form['block'] ) ) {
			$values = FormActions::saved( FormBlock::action( $form['block'] ), FormBlock::inputs( $form['block'], $form['path'] ), get_current_user_id() );
			if ( $values instanceof WP_Error ) {
				return $values;
			}
		}
		return new WP_REST_Response( array( 'values' => (object) $values ) );
	}

	/**
	 * Runs the form's stored action with the sent values.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		if ( strlen( $request->get_body() ) > FormValues::MAX_BODY_BYTES ) {
			return new WP_Error(
				FormError::TOO_LARGE,
				/* translators: %s: the largest size allowed, e.g. 64 KB */
				sprintf( __( 'A form submission can be at most %s.', 'uipress' ), (string) size_format( FormValues::MAX_BODY_BYTES ) ),
				array( 'status' => 413 )
			);
		}

		$form = $this->form( $request );
		if ( $form instanceof WP_Error ) {
			return $form;
		}

		$block  = $form['block'];
		$action = FormBlock::action( $block );
		$inputs = FormBlock::inputs( $block, $form['path'] );

		$refused = FormActions::target_error( $action, $inputs );
		if ( null !== $refused ) {
			return $refused;
		}
		$values = FormValues::clean( $request->get_param( 'values' ), $inputs );
		if ( $values instanceof WP_Error ) {
			return $values;
		}

		$uid      = $request->get_param( 'block' );
		$template = $request->get_param( 'template' );
		$result   = FormActions::run(
			$action,
			$values,
			$inputs,
			array(
				'template_id' => is_numeric( $template ) ? (int) $template : 0,
				'block_uid'   => is_string( $uid ) ? $uid : '',
				'user_id'     => get_current_user_id(),
			)
		);
		if ( $result instanceof WP_Error ) {
			return $result;
		}

		$message = FormBlock::success_message( $block );
		return new WP_REST_Response(
			array(
				'success'  => true,
				'message'  => '' !== $message ? $message : __( 'Form submitted', 'uipress' ),
				'reset'    => in_array( $action['action'], array( FormModules::ACTION_EMAIL, FormModules::ACTION_FUNCTION ), true ),
				'redirect' => FormBlock::redirect( $block ),
			)
		);
	}

	/**
	 * The form block the request names, once the user may use it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{block: array<array-key, mixed>, path: string}|WP_Error
	 */
	private function form( WP_REST_Request $request ) {
		$form = TemplateBlocks::block( $request->get_param( 'template' ), $request->get_param( 'block' ), FormModules::FORM, FormError::not_found(), $request->get_param( 'network' ) );
		if ( $form instanceof WP_Error ) {
			return $form;
		}
		return array(
			'block' => $form['block'],
			'path'  => $form['path'],
		);
	}

	/**
	 * Schema of the responses (GET: values; POST: success, message, reset, redirect).
	 *
	 * @return array<mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-form',
			'type'       => 'object',
			'properties' => array(
				'values'   => array(
					'description'          => __( 'GET: the saved values of the form’s inputs, keyed by input name.', 'uipress' ),
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => array( 'string', 'number', 'boolean' ) ),
					'context'              => array( 'view' ),
					'readonly'             => true,
				),
				'success'  => array(
					'description' => __( 'POST: true when the action ran.', 'uipress' ),
					'type'        => 'boolean',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'message'  => array(
					'description' => __( 'POST: the message to show.', 'uipress' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'reset'    => array(
					'description' => __( 'POST: whether the form empties its inputs (email and phpFunction actions).', 'uipress' ),
					'type'        => 'boolean',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'redirect' => array(
					'description' => __( 'POST: where to go after success, or null.', 'uipress' ),
					'type'        => array( 'object', 'null' ),
					'context'     => array( 'view' ),
					'readonly'    => true,
					'properties'  => array(
						'url'    => array( 'type' => 'string' ),
						'newTab' => array( 'type' => 'boolean' ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
