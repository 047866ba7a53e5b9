<?php
/**
 * The JSON schemas of users answers.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Users;

defined( 'ABSPATH' ) || exit;

/**
 * UserRow, UserDetail and the shared page shape (src/user-management/api).
 */
final class UserSchema {

	/**
	 * UserRow's properties.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function row_properties(): array {
		$text  = array( 'type' => 'string' );
		$date  = array(
			'type'   => array( 'string', 'null' ),
			'format' => 'date-time',
		);
		$texts = array(
			'type'  => 'array',
			'items' => array( 'type' => 'string' ),
		);
		$flag  = array( 'type' => 'boolean' );
		return array(
			'id'           => array( 'type' => 'integer' ),
			'login'        => $text,
			'name'         => $text + array( 'description' => __( 'Display name.', 'uipress' ) ),
			'firstName'    => $text,
			'lastName'     => $text,
			'email'        => $text + array( 'format' => 'email' ),
			'avatar'       => $text + array( 'format' => 'uri' ),
			'roles'        => $texts + array( 'description' => __( 'Role slugs on this site.', 'uipress' ) ),
			'roleNames'    => $texts + array( 'description' => __( 'Translated role names, in the order of roles.', 'uipress' ) ),
			'posts'        => array(
				'type'        => 'integer',
				'description' => __( 'Published posts.', 'uipress' ),
			),
			'registered'   => array(
				'type'   => 'string',
				'format' => 'date-time',
			),
			'lastLogin'    => $date,
			'lastActivity' => $date + array( 'description' => __( 'Last admin page load or REST request, to 15 minutes.', 'uipress' ) ),
			'editUrl'      => $text + array( 'description' => __( 'Core\'s profile editor of the user (empty when the current user may not edit them).', 'uipress' ) ),
			'canEdit'      => $flag,
			'canDelete'    => $flag,
			'canPromote'   => $flag,
			'isCurrent'    => $flag,
		);
	}

	/**
	 * UserDetail.
	 *
	 * @return array<string, mixed>
	 */
	public static function detail(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-user',
			'type'       => 'object',
			'properties' => self::row_properties() + array(
				'sessions'             => array(
					'type'        => 'integer',
					'description' => __( 'Sign-in sessions that have not expired.', 'uipress' ),
				),
				'applicationPasswords' => array( 'type' => 'integer' ),
				'notes'                => array(
					'type'        => 'string',
					'description' => __( 'Plain-text notes kept by managers.', 'uipress' ),
				),
				'extraCapabilities'    => array(
					'type'                 => 'object',
					'description'          => __( 'The user\'s own capabilities beyond their roles: true granted, false denied.', 'uipress' ),
					'additionalProperties' => array( 'type' => 'boolean' ),
				),
			),
		);
	}

	/**
	 * A page of users.
	 *
	 * @return array<string, mixed>
	 */
	public static function page(): array {
		$cursor = array( 'type' => array( 'string', 'null' ) );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'uipress-users-page',
			'type'       => 'object',
			'properties' => array(
				'items'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => self::row_properties(),
					),
				),
				'total'      => array( 'type' => 'integer' ),
				'totalPages' => array( 'type' => 'integer' ),
				'page'       => array( 'type' => 'integer' ),
				'cursors'    => array(
					'type'       => 'object',
					'properties' => array(
						'prev' => $cursor,
						'next' => $cursor,
					),
				),
			),
		);
	}
}
