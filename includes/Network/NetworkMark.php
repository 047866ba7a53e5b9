<?php
/**
 * The mark that makes a template or a menu of the main site network-wide.
 *
 * @package UiPress
 */

namespace UiPress\Network;

use UiPress\Lifecycle\StoredData;
use UiPress\Rest\Forbidden;
use UiPress\Security\Writer;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A network template (or menu) is an ordinary `uip-ui-template`
 * (`uip-admin-menu`) post of the main site with the post meta
 * `uipress_network` = 1. Its content goes through the one write guard like
 * any other; only the mark has rules of its own:
 *
 * - only a super admin, on the main site, may set or clear it (or the
 *   command line, trusted as the write guard trusts it); every other write
 *   of the meta is refused whatever the path (REST, wp_insert_post's
 *   meta_input, update_post_meta() from any code);
 * - a template's second mark, `uipress_network_admin` = 1 ("Also use in the
 *   network admin", NetworkAdminTemplate), has the same rules;
 * - a marked post may be edited, trashed or deleted only by a super admin:
 *   a main-site administrator would otherwise change every site's interface.
 */
final class NetworkMark {

	/**
	 * Post meta holding the mark (1 when network-wide).
	 */
	public const META = 'uipress_network';

	/**
	 * Post meta of a network template that also takes the network admin over (1 when it does).
	 */
	public const ADMIN_META = 'uipress_network_admin';

	/**
	 * The member of the `uipress` REST field that carries the mark.
	 */
	public const FIELD = 'network';

	/**
	 * The member of a template's `uipress` REST field that carries ADMIN_META.
	 */
	public const ADMIN_FIELD = 'networkAdmin';

	/**
	 * The members of the `uipress` field each post type carries, with their meta.
	 */
	private const MEMBERS = array(
		StoredData::TEMPLATE_POST_TYPE => array(
			self::FIELD       => self::META,
			self::ADMIN_FIELD => self::ADMIN_META,
		),
		StoredData::MENU_POST_TYPE     => array( self::FIELD => self::META ),
	);

	/**
	 * The request attribute remembering the mark sent, between the checks and the write.
	 */
	private const PENDING = 'uipress_network_pending';

	/**
	 * Capabilities of one post that a marked post holds to super admins.
	 */
	private const POST_CAPS = array( 'edit_post', 'delete_post', 'publish_post' );

	/**
	 * Adds the hooks: on every install the one that takes `network` out of
	 * a REST write (a single site ignores it), the others on a network only.
	 */
	public static function register_hooks(): void {
		foreach ( StoredData::POST_TYPES as $type ) {
			add_filter( "rest_pre_insert_{$type}", array( self::class, 'check_rest_write' ), 10, 2 );
		}
		if ( ! is_multisite() ) {
			return;
		}
		foreach ( array( 'add', 'update', 'delete' ) as $action ) {
			add_filter( "{$action}_post_metadata", array( self::class, 'guard_meta' ), 10, 3 );
		}
		add_filter( 'map_meta_cap', array( self::class, 'map_meta_cap' ), 20, 4 );
		foreach ( StoredData::POST_TYPES as $type ) {
			add_action( "rest_after_insert_{$type}", array( self::class, 'write_after_rest' ), 10, 2 );
			add_filter( "rest_prepare_{$type}", array( self::class, 'add_to_response' ), 10, 2 );
		}
	}

	/**
	 * Whether a post (of the current site) carries the mark.
	 *
	 * @param int $post_id The post.
	 */
	public static function is_marked( int $post_id ): bool {
		return '1' === get_post_meta( $post_id, self::META, true );
	}

	/**
	 * Whether a template (of the current site) also takes the network admin over
	 * (meaningful only while it is marked).
	 *
	 * @param int $post_id The template.
	 */
	public static function is_for_network_admin( int $post_id ): bool {
		return '1' === get_post_meta( $post_id, self::ADMIN_META, true );
	}

	/**
	 * Whether the current writer may set or clear the mark: a super admin
	 * (or the trusted command line) on the main site of a network.
	 */
	public static function may_change(): bool {
		if ( ! is_multisite() || ! is_main_site() ) {
			return false;
		}
		$writer = Writer::current();
		return $writer->is_command_line() || ( $writer->user_id() > 0 && is_super_admin( $writer->user_id() ) );
	}

	/**
	 * Filter callback for `{add,update,delete}_post_metadata`: refuses a
	 * change of the mark by anyone who may not make it (null lets it through).
	 *
	 * @param mixed $check    Null, or another filter's answer.
	 * @param mixed $post_id  The post.
	 * @param mixed $meta_key The meta key.
	 * @return mixed
	 */
	public static function guard_meta( $check, $post_id, $meta_key ) {
		if ( ! in_array( $meta_key, array( self::META, self::ADMIN_META ), true ) || null !== $check || self::may_change() ) {
			return $check;
		}
		$post = is_numeric( $post_id ) ? get_post( (int) $post_id ) : null;
		return $post instanceof WP_Post && in_array( $post->post_type, StoredData::POST_TYPES, true ) ? false : $check;
	}

	/**
	 * Filter callback for `map_meta_cap`: editing, publishing or deleting a
	 * marked template or menu needs a super admin.
	 *
	 * @param mixed $caps    Primitive capabilities required so far.
	 * @param mixed $cap     The capability checked.
	 * @param mixed $user_id The user.
	 * @param mixed $args    The post id first.
	 * @return mixed
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( ! in_array( $cap, self::POST_CAPS, true ) || ! is_array( $args ) || ! is_numeric( $args[0] ?? null ) || ! is_main_site() ) {
			return $caps;
		}
		$post = get_post( (int) $args[0] );
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, StoredData::POST_TYPES, true ) || ! self::is_marked( $post->ID ) ) {
			return $caps;
		}
		return is_numeric( $user_id ) && is_super_admin( (int) $user_id ) ? $caps : array( 'do_not_allow' );
	}

	/**
	 * Filter callback for `rest_pre_insert_{type}`: takes `network` (and a
	 * template's `networkAdmin`) out of the `uipress` field sent (the stores
	 * know nothing of them), refusing with 403 a value that would change a
	 * mark when the user may not. The members are ignored where there is no
	 * network.
	 *
	 * @param mixed            $prepared The post about to be written.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function check_rest_write( $prepared, $request ) {
		if ( $prepared instanceof WP_Error || ! $request instanceof \WP_REST_Request || ! $request->has_param( 'uipress' ) ) {
			return $prepared;
		}
		$field = $request->get_param( 'uipress' );
		if ( $field instanceof \stdClass ) {
			$field = get_object_vars( $field );
		}
		$members = self::members( $request );
		if ( ! is_array( $field ) || array() === array_intersect_key( $field, $members ) ) {
			return $prepared;
		}
		$wanted = array_intersect_key( $field, $members );
		$field  = array_diff_key( $field, $members );
		if ( array() === $field ) {
			// Only marks were sent: the stores have nothing to check.
			unset( $request['uipress'] );
		} else {
			$request->set_param( 'uipress', $field );
		}
		if ( ! is_multisite() ) {
			return $prepared;
		}
		$id      = $prepared instanceof \stdClass && is_numeric( $prepared->ID ?? null ) ? (int) $prepared->ID : 0;
		$pending = array();
		foreach ( $wanted as $member => $value ) {
			if ( ! is_bool( $value ) ) {
				/* translators: %s: a member of the uipress field (network, networkAdmin). */
				return new WP_Error( 'uipress_invalid_network', sprintf( __( '%s must be true or false.', 'uipress' ), $member ), array( 'status' => 400 ) );
			}
			$meta   = $members[ $member ];
			$stored = $id > 0 && '1' === get_post_meta( $id, $meta, true );
			if ( $stored !== $value ) {
				$pending[ $meta ] = $value;
			}
		}
		if ( array() === $pending ) {
			// Sent as they are: no change, never refused.
			return $prepared;
		}
		if ( ! self::may_change() ) {
			return Forbidden::error( __( 'Only a network administrator, on the main site, may make a template or menu apply to every site or to the network admin.', 'uipress' ) );
		}
		$request->set_param( self::PENDING, $pending );
		return $prepared;
	}

	/**
	 * The members a request's post type carries, with their meta.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array<string, string>
	 */
	private static function members( \WP_REST_Request $request ): array {
		$type = StoredData::TEMPLATE_POST_TYPE;
		foreach ( StoredData::POST_TYPES as $post_type ) {
			if ( str_starts_with( $request->get_route(), '/wp/v2/' . $post_type ) ) {
				$type = $post_type;
			}
		}
		return self::MEMBERS[ $type ];
	}

	/**
	 * Action callback for `rest_after_insert_{type}`: writes the marks the
	 * request asked for, once the post exists.
	 *
	 * @param mixed            $post    The post written.
	 * @param \WP_REST_Request $request The request.
	 */
	public static function write_after_rest( $post, $request ): void {
		$pending = $request instanceof \WP_REST_Request ? $request->get_param( self::PENDING ) : null;
		if ( ! $post instanceof WP_Post || ! is_array( $pending ) ) {
			return;
		}
		foreach ( $pending as $meta => $value ) {
			if ( true === $value ) {
				update_post_meta( $post->ID, (string) $meta, '1' );
			} else {
				delete_post_meta( $post->ID, (string) $meta );
			}
		}
	}

	/**
	 * Filter callback for `rest_prepare_{type}`: on the main site of a
	 * network the `uipress` field says whether the post is network-wide
	 * (and a template whether it also takes the network admin over).
	 *
	 * @param mixed $response The response.
	 * @param mixed $post     The post.
	 * @return mixed
	 */
	public static function add_to_response( $response, $post ) {
		if ( ! $response instanceof \WP_REST_Response || ! $post instanceof WP_Post || ! is_main_site() ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && is_array( $data['uipress'] ?? null ) ) {
			foreach ( self::MEMBERS[ $post->post_type ] ?? array() as $member => $meta ) {
				$data['uipress'][ $member ] = '1' === get_post_meta( $post->ID, $meta, true );
			}
			$response->set_data( $data );
		}
		return $response;
	}
}
