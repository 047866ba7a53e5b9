<?php
/**
 * Stored activity as the REST API and the export show it.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Activity\Recorders\OptionRecorder;
use UiPress\Admin\AdminScreens;
use UiPress\Capabilities;
use UiPress\Lifecycle\StoredData;
use UiPress\Users\UserManagementScreens;
use WP_Comment;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * ActivityRow: `{ id, date (ISO UTC), user: { id, name, avatar, url },
 * action, actionLabel, objectType, objectSubtype, objectId, objectName,
 * objectUrl, changes: { field, label, before, after }[], ip }`. Links are
 * given only where the object still exists and the viewer may open it. The
 * actor's current name is shown while the account exists, else the name
 * recorded at the time. Settings' values are shown only to those who may
 * change them (`manage_options` for WordPress's, `uipress_manage` for
 * UiPress's); others read that they changed ('•').
 *
 * @phpstan-type ActivityRow array{id: int, date: string, user: array{id: int, name: string, avatar: string, url: string|null}, action: string, actionLabel: string, objectType: string, objectSubtype: string, objectId: string, objectName: string, objectUrl: string|null, changes: list<array{field: string, label: string, before: mixed, after: mixed}>, ip: string}
 */
final class ActivityRows {

	/**
	 * Rows as the API shows them.
	 *
	 * @param list<array<string, mixed>> $rows Table rows.
	 * @return list<ActivityRow>
	 */
	public static function format( array $rows ): array {
		$user_ids = array();
		foreach ( $rows as $row ) {
			$user_ids[] = self::int( $row['user_id'] ?? 0 );
			if ( 'user' === ( $row['object_type'] ?? '' ) ) {
				$user_ids[] = self::int( $row['object_id'] ?? 0 );
			}
		}
		$user_ids = array_values( array_filter( array_unique( $user_ids ) ) );
		if ( array() !== $user_ids ) {
			// One query for every account on the page.
			cache_users( $user_ids );
		}
		$actions = ActionLabels::all();
		$out     = array();
		foreach ( $rows as $row ) {
			$action = self::text( $row['action'] ?? '' );
			$type   = self::text( $row['object_type'] ?? '' );
			$id     = self::text( $row['object_id'] ?? '' );
			$out[]  = array(
				'id'            => self::int( $row['id'] ?? 0 ),
				'date'          => self::iso( self::text( $row['created_at'] ?? '' ) ),
				'user'          => self::actor( self::int( $row['user_id'] ?? 0 ), self::text( $row['user_label'] ?? '' ) ),
				'action'        => $action,
				'actionLabel'   => $actions[ $action ]['label'] ?? $action,
				'objectType'    => $type,
				'objectSubtype' => self::text( $row['object_subtype'] ?? '' ),
				'objectId'      => $id,
				'objectName'    => self::text( $row['object_name'] ?? '' ),
				'objectUrl'     => self::object_url( $type, $id, self::text( $row['object_subtype'] ?? '' ) ),
				'changes'       => self::may_read_values( $type ) ? self::changes( $row['changes'] ?? null ) : self::masked( self::changes( $row['changes'] ?? null ) ),
				'ip'            => self::text( $row['ip'] ?? '' ),
			);
		}
		return $out;
	}

	/**
	 * The actor.
	 *
	 * @param int    $user_id The actor (0: nobody signed in).
	 * @param string $label   The name recorded at the time.
	 * @return array{id: int, name: string, avatar: string, url: string|null}
	 */
	private static function actor( int $user_id, string $label ): array {
		$user = 0 === $user_id ? false : get_userdata( $user_id );
		$name = $user instanceof WP_User ? (string) $user->display_name : $label;
		if ( '' === $name ) {
			$name = 0 === $user_id ? __( 'Visitor', 'uipress' ) : __( 'Deleted user', 'uipress' );
		}
		$avatar = get_avatar_url( $user instanceof WP_User ? $user : 0, array( 'size' => 48 ) );
		return array(
			'id'     => $user_id,
			'name'   => $name,
			'avatar' => is_string( $avatar ) ? $avatar : '',
			'url'    => $user instanceof WP_User && current_user_can( 'edit_user', $user->ID ) ? get_edit_user_link( $user->ID ) : null,
		);
	}

	/**
	 * Where the object is opened, when it still exists and the viewer may.
	 *
	 * @param string $type    The object's type.
	 * @param string $id      The object.
	 * @param string $subtype Its subtype.
	 */
	private static function object_url( string $type, string $id, string $subtype ): ?string {
		switch ( $type ) {
			case 'post':
			case 'attachment':
				$post = get_post( (int) $id );
				return $post instanceof WP_Post && current_user_can( 'edit_post', $post->ID ) ? self::url( get_edit_post_link( $post->ID, 'raw' ) ) : null;
			case 'comment':
				$comment = get_comment( (int) $id );
				return $comment instanceof WP_Comment && current_user_can( 'edit_comment', (int) $comment->comment_ID ) ? admin_url( 'comment.php?action=editcomment&c=' . (int) $comment->comment_ID ) : null;
			case 'user':
				$user = '0' === $id ? false : get_userdata( (int) $id );
				return $user instanceof WP_User && current_user_can( 'edit_user', $user->ID ) ? get_edit_user_link( $user->ID ) : null;
			case 'role':
				return null !== get_role( $id ) ? add_query_arg( 'role', rawurlencode( $id ), admin_url( 'users.php?page=' . UserManagementScreens::ROLES_SLUG ) ) : null;
			case 'plugin':
				return current_user_can( 'activate_plugins' ) ? admin_url( 'plugins.php' ) : null;
			case 'theme':
				return current_user_can( 'switch_themes' ) && wp_get_theme( $id )->exists() ? admin_url( 'themes.php?theme=' . rawurlencode( $id ) ) : null;
			case 'setting':
				$screen = OptionRecorder::screen( $id );
				return null !== $screen && current_user_can( 'manage_options' ) ? admin_url( $screen ) : null;
			case 'uipress':
				return self::uipress_url( $id, $subtype );
		}
		return null;
	}

	/**
	 * A UiPress template, menu or the settings, for those who manage UiPress.
	 *
	 * @param string $id      The post id, or 'settings'.
	 * @param string $subtype The post type, or 'settings'.
	 */
	private static function uipress_url( string $id, string $subtype ): ?string {
		if ( ! current_user_can( Capabilities::MANAGE ) ) {
			return null;
		}
		if ( 'settings' === $subtype ) {
			return admin_url( 'admin.php?page=' . AdminScreens::SETTINGS_SLUG );
		}
		$post = get_post( (int) $id );
		if ( ! $post instanceof WP_Post || $post->post_type !== $subtype || 'trash' === $post->post_status ) {
			return null;
		}
		return StoredData::MENU_POST_TYPE === $subtype
			? admin_url( 'admin.php?page=' . AdminScreens::MENU_CREATOR_SLUG . '&menu=' . $post->ID )
			: admin_url( 'admin.php?page=' . AdminScreens::BUILDER_SLUG . '&template=' . $post->ID );
	}

	/**
	 * Whether the viewer may read the values of an object type's changes.
	 *
	 * @param string $type The object's type.
	 */
	private static function may_read_values( string $type ): bool {
		if ( 'setting' === $type ) {
			return current_user_can( 'manage_options' );
		}
		return 'uipress' !== $type || current_user_can( Capabilities::MANAGE );
	}

	/**
	 * Changes with their values replaced by "changed".
	 *
	 * @param list<array{field: string, label: string, before: mixed, after: mixed}> $changes The changes.
	 * @return list<array{field: string, label: string, before: mixed, after: mixed}>
	 */
	private static function masked( array $changes ): array {
		return array_map(
			static fn( array $change ): array => array(
				'field'  => $change['field'],
				'label'  => $change['label'],
				'before' => Secrets::CHANGED,
				'after'  => Secrets::CHANGED,
			),
			$changes
		);
	}

	/**
	 * Stored changes as a list with labels.
	 *
	 * @param mixed $json The stored JSON (null for none).
	 * @return list<array{field: string, label: string, before: mixed, after: mixed}>
	 */
	public static function changes( $json ): array {
		$changes = is_string( $json ) ? json_decode( $json, true ) : null;
		$out     = array();
		foreach ( is_array( $changes ) ? $changes : array() as $field => $change ) {
			if ( ! is_array( $change ) ) {
				continue;
			}
			$field  = (string) $field;
			$before = $change['before'] ?? null;
			$after  = $change['after'] ?? null;
			if ( 'roles' === $field ) {
				$before = self::role_names( $before );
				$after  = self::role_names( $after );
			}
			$out[] = array(
				'field'  => $field,
				'label'  => ChangeLabels::label( $field ),
				'before' => $before,
				'after'  => $after,
			);
		}
		return $out;
	}

	/**
	 * Stored role names, translated (core's roles).
	 *
	 * @param mixed $names Role names.
	 * @return mixed
	 */
	private static function role_names( $names ) {
		if ( ! is_array( $names ) ) {
			return $names;
		}
		return array_map( static fn( $name ) => is_string( $name ) ? translate_user_role( $name ) : $name, $names );
	}

	/**
	 * A stored UTC time as ISO-8601.
	 *
	 * @param string $time Y-m-d H:i:s (UTC).
	 */
	public static function iso( string $time ): string {
		return '' === $time ? '' : str_replace( ' ', 'T', $time ) . 'Z';
	}

	/**
	 * A link, or null.
	 *
	 * @param mixed $url The link.
	 */
	private static function url( $url ): ?string {
		return is_string( $url ) && '' !== $url ? $url : null;
	}

	/**
	 * A value as text.
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A value as a whole number.
	 *
	 * @param mixed $value The value.
	 */
	private static function int( $value ): int {
		return is_numeric( $value ) ? (int) $value : 0;
	}
}
