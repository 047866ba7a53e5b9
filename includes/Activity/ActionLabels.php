<?php
/**
 * The activity log's actions and what they read as.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * Every action the log records, with its label and object type (for the
 * filters of the activity screen and block: GET /activity/actions).
 */
final class ActionLabels {

	/**
	 * Every action: label and object type.
	 *
	 * @return array<string, array{label: string, objectType: string}>
	 */
	public static function all(): array {
		$actions = array(
			'user.signed_in'            => array( __( 'Signed in', 'uipress' ), 'user' ),
			'user.sign_in_failed'       => array( __( 'Failed to sign in', 'uipress' ), 'user' ),
			'user.signed_out'           => array( __( 'Signed out', 'uipress' ), 'user' ),
			'user.created'              => array( __( 'Created a user', 'uipress' ), 'user' ),
			'user.updated'              => array( __( 'Updated a user', 'uipress' ), 'user' ),
			'user.deleted'              => array( __( 'Deleted a user', 'uipress' ), 'user' ),
			'user.roles_changed'        => array( __( 'Changed a user’s roles', 'uipress' ), 'user' ),
			'user.capabilities_changed' => array( __( 'Changed a user’s capabilities', 'uipress' ), 'user' ),
			'user.sessions_destroyed'   => array( __( 'Signed a user out everywhere', 'uipress' ), 'user' ),
			'user.password_reset_sent'  => array( __( 'Sent a password reset', 'uipress' ), 'user' ),
			'role.created'              => array( __( 'Created a role', 'uipress' ), 'role' ),
			'role.updated'              => array( __( 'Updated a role', 'uipress' ), 'role' ),
			'role.deleted'              => array( __( 'Deleted a role', 'uipress' ), 'role' ),
			'post.published'            => array( __( 'Published', 'uipress' ), 'post' ),
			'post.updated'              => array( __( 'Updated', 'uipress' ), 'post' ),
			'post.trashed'              => array( __( 'Moved to the trash', 'uipress' ), 'post' ),
			'post.restored'             => array( __( 'Restored from the trash', 'uipress' ), 'post' ),
			'post.deleted'              => array( __( 'Deleted permanently', 'uipress' ), 'post' ),
			'attachment.uploaded'       => array( __( 'Uploaded media', 'uipress' ), 'attachment' ),
			'attachment.updated'        => array( __( 'Updated media', 'uipress' ), 'attachment' ),
			'attachment.deleted'        => array( __( 'Deleted media', 'uipress' ), 'attachment' ),
			'comment.approved'          => array( __( 'Approved a comment', 'uipress' ), 'comment' ),
			'comment.unapproved'        => array( __( 'Unapproved a comment', 'uipress' ), 'comment' ),
			'comment.spammed'           => array( __( 'Marked a comment as spam', 'uipress' ), 'comment' ),
			'comment.trashed'           => array( __( 'Trashed a comment', 'uipress' ), 'comment' ),
			'comment.deleted'           => array( __( 'Deleted a comment', 'uipress' ), 'comment' ),
			'plugin.activated'          => array( __( 'Activated a plugin', 'uipress' ), 'plugin' ),
			'plugin.deactivated'        => array( __( 'Deactivated a plugin', 'uipress' ), 'plugin' ),
			'plugin.installed'          => array( __( 'Installed a plugin', 'uipress' ), 'plugin' ),
			'plugin.updated'            => array( __( 'Updated a plugin', 'uipress' ), 'plugin' ),
			'plugin.deleted'            => array( __( 'Deleted a plugin', 'uipress' ), 'plugin' ),
			'theme.switched'            => array( __( 'Switched the theme', 'uipress' ), 'theme' ),
			'theme.installed'           => array( __( 'Installed a theme', 'uipress' ), 'theme' ),
			'theme.updated'             => array( __( 'Updated a theme', 'uipress' ), 'theme' ),
			'theme.deleted'             => array( __( 'Deleted a theme', 'uipress' ), 'theme' ),
			'setting.updated'           => array( __( 'Changed a setting', 'uipress' ), 'setting' ),
			'uipress.template_saved'    => array( __( 'Saved a UiPress template', 'uipress' ), 'uipress' ),
			'uipress.template_deleted'  => array( __( 'Deleted a UiPress template', 'uipress' ), 'uipress' ),
			'uipress.menu_saved'        => array( __( 'Saved a UiPress menu', 'uipress' ), 'uipress' ),
			'uipress.menu_deleted'      => array( __( 'Deleted a UiPress menu', 'uipress' ), 'uipress' ),
			'uipress.settings_updated'  => array( __( 'Changed UiPress settings', 'uipress' ), 'uipress' ),
		);
		$out     = array();
		foreach ( $actions as $action => $pair ) {
			$out[ $action ] = array(
				'label'      => $pair[0],
				'objectType' => $pair[1],
			);
		}
		return $out;
	}

	/**
	 * An action's label (the action itself for one this list lacks).
	 *
	 * @param string $action The action.
	 */
	public static function label( string $action ): string {
		return self::all()[ $action ]['label'] ?? $action;
	}

	/**
	 * The object types, by id, with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function object_types(): array {
		return array(
			'post'       => __( 'Content', 'uipress' ),
			'attachment' => __( 'Media', 'uipress' ),
			'comment'    => __( 'Comments', 'uipress' ),
			'user'       => __( 'Users', 'uipress' ),
			'role'       => __( 'Roles', 'uipress' ),
			'plugin'     => __( 'Plugins', 'uipress' ),
			'theme'      => __( 'Themes', 'uipress' ),
			'setting'    => __( 'Settings', 'uipress' ),
			'uipress'    => __( 'UiPress', 'uipress' ),
		);
	}
}
