<?php
/**
 * REST: the analytics sources' connection.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Analytics;

use UiPress\Analytics\AnalyticsSettings;
use UiPress\Analytics\Google\GoogleApi;
use UiPress\Analytics\Google\GoogleTokens;
use UiPress\Analytics\Google\GoogleUrls;
use UiPress\Analytics\Google\OAuth;
use UiPress\Analytics\Google\ServiceAccount;
use UiPress\Analytics\Sources;
use UiPress\Capabilities;
use UiPress\Rest\Forbidden;
use UiPress\Rest\SettingsController;
use UiPress\Settings\SiteSettings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For the settings screen's Analytics group, `uipress_manage` users only:
 *
 * - `GET analytics/connection`: the state of each source (whether each key
 *   is set, never a key; the service account's email, which the
 *   administrator shares the property with);
 * - `POST analytics/google/connect`: the consent URL for this user;
 * - `DELETE analytics/google/connection`: forgets the refresh token and the
 *   cached access token;
 * - `GET analytics/google/properties`: the GA4 properties the credential
 *   reaches (the Admin API's account summaries).
 */
final class ConnectionController {

	/** Most pages of account summaries read (200 accounts each). */
	private const MAX_PAGES = 10;

	/**
	 * Registers the routes (on rest_api_init).
	 */
	public function register_routes(): void {
		$manage = array( $this, 'permissions_check' );
		register_rest_route(
			SettingsController::NAMESPACE,
			'/analytics/connection',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_connection' ),
				'permission_callback' => $manage,
				'args'                => array(),
			)
		);
		register_rest_route(
			SettingsController::NAMESPACE,
			'/analytics/google/connect',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'connect' ),
				'permission_callback' => $manage,
				'args'                => array(),
			)
		);
		register_rest_route(
			SettingsController::NAMESPACE,
			'/analytics/google/connection',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'disconnect' ),
				'permission_callback' => $manage,
				'args'                => array(),
			)
		);
		register_rest_route(
			SettingsController::NAMESPACE,
			'/analytics/google/properties',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_properties' ),
				'permission_callback' => $manage,
				'args'                => array(),
			)
		);
	}

	/**
	 * UiPress managers only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return Capabilities::current_user_can_manage() ? true : Forbidden::error( __( 'Sorry, you are not allowed to manage UiPress settings.', 'uipress' ) );
	}

	/**
	 * The state of both sources.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function get_connection( $request ): WP_REST_Response {
		return new WP_REST_Response( self::state() );
	}

	/**
	 * The consent URL.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function connect( $request ) {
		if ( 'oauth' !== GoogleTokens::mode() ) {
			return new WP_Error( 'uipress_analytics_not_configured', __( 'Google sign-in is not the chosen way to connect.', 'uipress' ), array( 'status' => 409 ) );
		}
		$url = OAuth::consent_url( get_current_user_id() );
		return $url instanceof WP_Error ? $url : new WP_REST_Response( array( 'url' => $url ) );
	}

	/**
	 * Forgets the Google tokens.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function disconnect( $request ): WP_REST_Response {
		OAuth::disconnect();
		return new WP_REST_Response( self::state() );
	}

	/**
	 * The GA4 properties the credential reaches, by account.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_properties( $request ) {
		$properties = array();
		$page_token = '';
		for ( $page = 0; $page < self::MAX_PAGES; $page++ ) {
			$query  = array( 'pageSize' => '200' ) + ( '' !== $page_token ? array( 'pageToken' => rawurlencode( $page_token ) ) : array() );
			$answer = GoogleApi::request( 'GET', add_query_arg( $query, GoogleUrls::admin( 'accountSummaries' ) ) );
			if ( $answer instanceof WP_Error ) {
				return $answer;
			}
			$properties = array_merge( $properties, self::properties_of( $answer ) );
			$next       = $answer['nextPageToken'] ?? '';
			$page_token = is_string( $next ) ? $next : '';
			if ( '' === $page_token ) {
				break;
			}
		}
		return new WP_REST_Response( array( 'properties' => $properties ) );
	}

	/**
	 * The properties of a page of account summaries.
	 *
	 * @param array<mixed> $answer The Admin API's answer.
	 * @return list<array{id: string, name: string, accountId: string, accountName: string}>
	 */
	private static function properties_of( array $answer ): array {
		$properties = array();
		$accounts   = $answer['accountSummaries'] ?? array();
		foreach ( is_array( $accounts ) ? $accounts : array() as $account ) {
			if ( ! is_array( $account ) || ! is_array( $account['propertySummaries'] ?? null ) ) {
				continue;
			}
			$account_id   = is_string( $account['account'] ?? null ) ? sanitize_text_field( $account['account'] ) : '';
			$account_name = is_string( $account['displayName'] ?? null ) ? sanitize_text_field( $account['displayName'] ) : '';
			foreach ( $account['propertySummaries'] as $property ) {
				$id = is_array( $property ) ? ( $property['property'] ?? null ) : null;
				if ( ! is_string( $id ) || 1 !== preg_match( '#^properties/[0-9]+$#', $id ) ) {
					continue;
				}
				$name         = is_string( $property['displayName'] ?? null ) ? sanitize_text_field( $property['displayName'] ) : $id;
				$properties[] = array(
					'id'          => $id,
					'name'        => $name,
					'accountId'   => $account_id,
					'accountName' => $account_name,
				);
			}
		}
		return $properties;
	}

	/**
	 * What GET and DELETE answer: never a key, only whether each is set.
	 *
	 * @return array<string, mixed>
	 */
	public static function state(): array {
		$secrets = SiteSettings::secrets_set();
		$mode    = GoogleTokens::mode();
		$name    = SiteSettings::get( AnalyticsSettings::GOOGLE_PROPERTY_NAME );
		$client  = SiteSettings::get( AnalyticsSettings::GOOGLE_CLIENT_ID );
		$google  = array(
			'mode'         => $mode,
			'connected'    => GoogleTokens::has_credential(),
			'propertyId'   => Sources::google_property(),
			'propertyName' => is_string( $name ) ? $name : '',
			'clientIdSet'  => is_string( $client ) && '' !== $client,
			'secretSet'    => $secrets[ AnalyticsSettings::GOOGLE_CLIENT_SECRET ] ?? false,
			'keySet'       => $secrets[ AnalyticsSettings::GOOGLE_SERVICE_ACCOUNT_KEY ] ?? false,
			'redirectUri'  => OAuth::redirect_uri(),
		);
		$email   = ServiceAccount::email();
		if ( '' !== $email ) {
			$google['serviceAccountEmail'] = $email;
		}
		return array(
			'google' => $google,
			'matomo' => array(
				'configured' => Sources::is_connected( Sources::MATOMO ),
				'url'        => Sources::matomo_url(),
				'siteId'     => Sources::matomo_site_id(),
			),
		);
	}
}
