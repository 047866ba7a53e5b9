<?php
/**
 * Checks and merges a `uipress` field sent by a client.
 *
 * @package UiPress
 */

namespace UiPress\Templates;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A write sends the members it changes: each member sent replaces the
 * stored one (`settings` is merged key by key), the others keep their stored
 * value. Unknown members, wrong types and invalid trees are refused with
 * `uipress_invalid_template`.
 *
 * @phpstan-import-type Fields from TemplateFields
 */
final class FieldValidator {

	/**
	 * The field to store, or why it is refused.
	 *
	 * @param mixed                $incoming The field as sent.
	 * @param array<string, mixed> $stored   The field as stored now (defaults for a new template).
	 * @phpstan-param Fields $stored
	 * @return Fields|WP_Error
	 */
	public static function merge( $incoming, array $stored ) {
		if ( ! JsonTree::is_object( $incoming ) ) {
			return TemplateError::invalid( __( 'The uipress field must be an object', 'uipress' ), '' );
		}
		$members = JsonTree::members( $incoming );
		$fields  = $stored;

		foreach ( array_keys( $members ) as $key ) {
			if ( ! array_key_exists( (string) $key, $fields ) ) {
				return TemplateError::invalid(
					/* translators: %s: a member name sent in the uipress field */
					sprintf( __( '%s is not a template field', 'uipress' ), (string) $key ),
					(string) $key
				);
			}
		}

		if ( array_key_exists( 'type', $members ) ) {
			if ( ! in_array( $members['type'], TemplateFields::TYPES, true ) ) {
				return TemplateError::invalid(
					/* translators: %s: the valid template types, comma-separated */
					sprintf( __( 'type must be one of: %s', 'uipress' ), implode( ', ', TemplateFields::TYPES ) ),
					'type'
				);
			}
			$fields['type'] = (string) $members['type'];
		}

		if ( array_key_exists( 'settings', $members ) ) {
			$settings = self::settings( $members['settings'], $stored['settings'] );
			if ( $settings instanceof WP_Error ) {
				return $settings;
			}
			$fields['settings'] = $settings;
		}

		foreach ( TemplateFields::ROLE_LISTS as $key ) {
			if ( array_key_exists( $key, $members ) ) {
				$roles = self::roles( $members[ $key ], $key );
				if ( $roles instanceof WP_Error ) {
					return $roles;
				}
				$fields[ $key ] = $roles;
			}
		}

		foreach ( TemplateFields::USER_LISTS as $key ) {
			if ( array_key_exists( $key, $members ) ) {
				$users = self::users( $members[ $key ], $key );
				if ( $users instanceof WP_Error ) {
					return $users;
				}
				$fields[ $key ] = $users;
			}
		}

		if ( array_key_exists( 'content', $members ) ) {
			$content = ( new TreeValidator( CodeGuard::code_options() ) )->validate( $members['content'] );
			if ( $content instanceof WP_Error ) {
				return $content;
			}
			$fields['content'] = $content;
		}

		return $fields;
	}

	/**
	 * Template settings: an object whose css and js are text.
	 *
	 * @param mixed                             $settings Settings as sent.
	 * @param array<array-key, mixed>|\stdClass $stored   Settings as stored.
	 * @return array<array-key, mixed>|\stdClass|WP_Error
	 */
	private static function settings( $settings, $stored ) {
		if ( ! JsonTree::is_object( $settings ) ) {
			return TemplateError::invalid(
				/* translators: %s: path in the template */
				sprintf( __( '%s must be an object', 'uipress' ), 'settings' ),
				'settings'
			);
		}
		$merged = array_merge( JsonTree::members( $stored ), JsonTree::members( $settings ) );
		foreach ( CodeGuard::TEMPLATE_CODE as $key ) {
			$merged[ $key ] ??= '';
			if ( ! is_string( $merged[ $key ] ) ) {
				return TemplateError::invalid(
					/* translators: %s: path in the template, e.g. settings.css */
					sprintf( __( '%s must be a string', 'uipress' ), 'settings.' . $key ),
					'settings.' . $key
				);
			}
		}
		return JsonTree::object( $merged );
	}

	/**
	 * A list of role names.
	 *
	 * @param mixed  $roles Value sent.
	 * @param string $key   Field name.
	 * @return list<string>|WP_Error
	 */
	private static function roles( $roles, string $key ) {
		$error = TemplateError::invalid(
			/* translators: %s: forRoles or excludesRoles */
			sprintf( __( '%s must be a list of role names', 'uipress' ), $key ),
			$key
		);
		if ( ! JsonTree::is_list( $roles ) ) {
			return $error;
		}
		$names = array();
		foreach ( $roles as $role ) {
			if ( ! is_string( $role ) || '' === trim( $role ) ) {
				return $error;
			}
			$names[] = trim( $role );
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * A list of user ids (numeric strings are accepted).
	 *
	 * @param mixed  $users Value sent.
	 * @param string $key   Field name.
	 * @return list<int>|WP_Error
	 */
	private static function users( $users, string $key ) {
		$error = TemplateError::invalid(
			/* translators: %s: forUsers or excludesUsers */
			sprintf( __( '%s must be a list of user ids', 'uipress' ), $key ),
			$key
		);
		if ( ! JsonTree::is_list( $users ) ) {
			return $error;
		}
		$ids = array();
		foreach ( $users as $user ) {
			if ( is_string( $user ) && ctype_digit( $user ) ) {
				$user = (int) $user;
			}
			if ( ! is_int( $user ) || $user < 1 ) {
				return $error;
			}
			$ids[] = $user;
		}
		return array_values( array_unique( $ids ) );
	}
}
