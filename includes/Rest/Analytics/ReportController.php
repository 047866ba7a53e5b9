<?php
/**
 * GET uipress/v1/analytics/report: an analytics block's report.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Reports\AnalyticsAccess;
use UiPress\Analytics\Reports\ReportErrors;
use UiPress\Analytics\Reports\ReportQuery;
use UiPress\Analytics\Reports\Reports;
use UiPress\Analytics\Store\StoreSettings;
use UiPress\Capabilities;
use UiPress\Rest\CurrentTemplateController;
use UiPress\Rest\Forbidden;
use UiPress\Rest\TemplateBlocks;
use UiPress\Templates\BlockTree;
use UiPress\Templates\JsonTree;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The browser names a template, a block uid and a date range; the server
 * reads the source, metrics, dimensions and limits from the stored block
 * (ReportQuery) and answers from the cache or the provider (Reports). The
 * template must apply to the viewer (TemplateBlocks) and the viewer's role
 * must be allowed analytics (AnalyticsAccess). Store analytics blocks are
 * answered from WooCommerce by StoreReportRoute, with their own access
 * rule and the viewer's picks (interval, sort, page).
 *
 * Template managers previewing unsaved changes in the builder may send the
 * block's options as `draft` (and its `module`, for a block not saved yet);
 * anyone else's draft is ignored.
 */
final class ReportController {

	/**
	 * Longest draft (JSON) accepted.
	 */
	public const MAX_DRAFT = 20000;

	/** The route, after the namespace. */
	public const ROUTE = '/analytics/report';

	/**
	 * Registers the route (on rest_api_init).
	 */
	public function register_routes(): void {
		register_rest_route(
			CurrentTemplateController::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => self::args(),
				),
			)
		);
	}

	/**
	 * The arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return TemplateBlocks::args( __( 'The template holding the analytics block.', 'uipress' ), __( 'The uid of the analytics block.', 'uipress' ) ) + array(
			'range'  => array(
				'description' => __( 'The date range preset (one the block offers; otherwise its default).', 'uipress' ),
				'type'        => 'string',
				'pattern'     => '^[A-Za-z0-9]{0,20}$',
				'default'     => '',
			),
			'draft'  => array(
				'description' => __( 'The block\'s unsaved options as JSON (template managers only; ignored otherwise).', 'uipress' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_DRAFT,
			),
			'module' => array(
				'description' => __( 'The module of a block not saved yet, with draft (template managers only).', 'uipress' ),
				'type'        => 'string',
				'enum'        => self::modules(),
			),
		) + StoreReportRoute::args();
	}

	/**
	 * Every module the route answers: the visitor analytics blocks', then the store blocks'.
	 *
	 * @return list<string>
	 */
	private static function modules(): array {
		return array_merge( AnalyticsSettings::modules(), StoreSettings::modules() );
	}

	/**
	 * Signed-in users who can read; the role and the template are checked in the callback.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		unset( $request );
		return Forbidden::unless_reader( __( 'Sorry, you are not allowed to read analytics.', 'uipress' ) );
	}

	/**
	 * The report.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$block = self::block( $request );
		if ( $block instanceof WP_Error ) {
			return $block;
		}
		if ( in_array( $block['module'], StoreSettings::modules(), true ) ) {
			// WooCommerce's not-connected error carries its own link.
			$answer = StoreReportRoute::answer( $request, $block );
		} elseif ( ! AnalyticsAccess::can_read( wp_get_current_user() ) ) {
			return new WP_Error( ReportErrors::FORBIDDEN, __( 'Your role may not see analytics.', 'uipress' ), array( 'status' => 403 ) );
		} else {
			$range  = $request->get_param( 'range' );
			$answer = Reports::answer( ReportQuery::from_block( $block['module'], $block['options'], is_string( $range ) ? $range : '' ) );
			$answer = $answer instanceof WP_Error ? self::with_connect_data( $answer ) : $answer;
		}
		if ( $answer instanceof WP_Error ) {
			return $answer;
		}
		$response = new WP_REST_Response( $answer );
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}

	/**
	 * The module and options of the block a request names.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{module: string, options: array<array-key, mixed>}|WP_Error
	 */
	private static function block( WP_REST_Request $request ) {
		$post = TemplateBlocks::template( $request->get_param( 'template' ), self::not_found(), $request->get_param( 'network' ) );
		if ( $post instanceof WP_Error ) {
			return $post;
		}
		$draft = Capabilities::current_user_can_manage() ? self::draft( $request->get_param( 'draft' ) ) : null;
		foreach ( self::modules() as $module ) {
			$found = TemplateBlocks::find( $post, $request->get_param( 'block' ), $module );
			if ( null !== $found ) {
				return array(
					'module'  => $module,
					'options' => $draft ?? BlockTree::options( $found['block'] ),
				);
			}
		}
		$module = $request->get_param( 'module' );
		if ( null !== $draft && is_string( $module ) && in_array( $module, self::modules(), true ) ) {
			// The builder previews a block it has not saved yet.
			return array(
				'module'  => $module,
				'options' => $draft,
			);
		}
		return self::not_found();
	}

	/**
	 * A manager's draft options (null when absent or not a JSON object).
	 *
	 * @param mixed $draft The request's `draft`.
	 * @return array<array-key, mixed>|null
	 */
	private static function draft( $draft ): ?array {
		if ( ! is_string( $draft ) || '' === $draft ) {
			return null;
		}
		$decoded = JsonTree::decode( $draft );
		return JsonTree::is_object( $decoded ) ? JsonTree::members( $decoded ) : null;
	}

	/**
	 * A not-connected error with what the block shows: whether the viewer may connect, and where.
	 *
	 * @param WP_Error $error The error.
	 */
	private static function with_connect_data( WP_Error $error ): WP_Error {
		if ( ReportErrors::NOT_CONNECTED === $error->get_error_code() ) {
			$manager = Capabilities::current_user_can_manage();
			$error->add_data(
				array(
					'status'      => 409,
					'canConnect'  => $manager,
					'settingsUrl' => $manager ? admin_url( 'admin.php?page=uip-settings&group=analytics' ) : '',
				)
			);
		}
		return $error;
	}

	/**
	 * The error for a template or block that is not there.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'uipress_analytics_block_not_found', __( 'This template has no analytics block with that id.', 'uipress' ), array( 'status' => 404 ) );
	}
}
