<?php
/**
 * GET uipress/v1/activity, /activity/actions and /activity/export.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Activity;

use UiPress\Activity\ActionLabels;
use UiPress\Activity\ActivityCsv;
use UiPress\Activity\ActivityQuery;
use UiPress\Activity\ActivityRows;
use UiPress\Capabilities;
use UiPress\Rest\CsvDownload;
use UiPress\Rest\Forbidden;
use UiPress\Rest\Users\UsersListArgs;
use UiPress\Users\KeysetPager;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The activity log, newest first, in the paging shape the users list shares
 * (`{ items, total, totalPages, page, cursors: { prev, next } }`, KeysetPager),
 * the actions for the filters, and the CSV download (streamed by
 * CsvDownload, as the users export is). Every route needs
 * `uipress_manage_users`.
 */
final class ActivityController {

	/**
	 * The namespace.
	 */
	public const NAMESPACE = 'uipress/v1';

	/**
	 * Registers the routes and the filter that writes the CSV file.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/activity',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list' ),
					'permission_callback' => array( self::class, 'permission' ),
					'args'                => ActivityArgs::filters() + UsersListArgs::paging(),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/activity/actions',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'actions' ),
					'permission_callback' => array( self::class, 'permission' ),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/activity/export',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'permission_callback' => array( self::class, 'permission' ),
					'args'                => ActivityArgs::filters(),
				),
			)
		);
		CsvDownload::register();
	}

	/**
	 * The permission of every activity route.
	 *
	 * @return true|WP_Error
	 */
	public static function permission() {
		if ( current_user_can( Capabilities::MANAGE_USERS ) ) {
			return true;
		}
		return Forbidden::error( __( 'Sorry, you are not allowed to view the activity log.', 'uipress' ) );
	}

	/**
	 * One page of the log.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function list( WP_REST_Request $request ) {
		$filters  = ActivityArgs::from_request( $request );
		$per_page = $request->get_param( 'per_page' );
		$page     = $request->get_param( 'page' );
		$cursor   = $request->get_param( 'cursor' );
		$result   = KeysetPager::page(
			new ActivityQuery( $filters ),
			'activity:' . $filters->scope(),
			is_numeric( $per_page ) ? (int) $per_page : 20,
			is_numeric( $page ) ? (int) $page : 1,
			is_string( $cursor ) ? $cursor : ''
		);
		if ( $result instanceof WP_Error ) {
			return $result;
		}
		$ids = array_values( array_map( 'intval', $result['ids'] ) );
		return new WP_REST_Response(
			array(
				'items'      => ActivityRows::format( ActivityQuery::by_ids( $ids ) ),
				'total'      => $result['total'],
				'totalPages' => $result['totalPages'],
				'page'       => $result['page'],
				'cursors'    => $result['cursors'],
			)
		);
	}

	/**
	 * The actions, for the filters.
	 */
	public function actions(): WP_REST_Response {
		$out = array();
		foreach ( ActionLabels::all() as $action => $about ) {
			$out[] = array(
				'action'     => $action,
				'label'      => $about['label'],
				'objectType' => $about['objectType'],
			);
		}
		return new WP_REST_Response( $out );
	}

	/**
	 * The download (CsvDownload writes its body).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function export( WP_REST_Request $request ): WP_REST_Response {
		return CsvDownload::response( new ActivityCsv( ActivityArgs::from_request( $request ) ) );
	}

	/**
	 * The schema of an ActivityRow.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$text     = array( 'type' => 'string' );
		$nullable = array( 'type' => array( 'string', 'null' ) );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-activity',
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'date'          => array(
					'type'        => 'string',
					'format'      => 'date-time',
					'description' => __( 'When, in UTC (ISO-8601).', 'uipress' ),
				),
				'user'          => array(
					'type'       => 'object',
					'properties' => array(
						'id'     => array( 'type' => 'integer' ),
						'name'   => $text,
						'avatar' => $text,
						'url'    => $nullable,
					),
				),
				'action'        => $text,
				'actionLabel'   => $text,
				'objectType'    => $text,
				'objectSubtype' => $text,
				'objectId'      => $text,
				'objectName'    => $text,
				'objectUrl'     => $nullable,
				'changes'       => array(
					'type'        => 'array',
					'description' => __( 'Fields before and after; "•" for a value recorded as changed only (secrets).', 'uipress' ),
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'field'  => $text,
							'label'  => $text,
							'before' => array(),
							'after'  => array(),
						),
					),
				),
				'ip'            => $text,
			),
		);
	}
}
