<?php
/**
 * What the fields of recorded changes read as.
 *
 * @package UiPress
 */

namespace UiPress\Activity;

use UiPress\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Labels of changed fields: the recorders' own fields, `cap:<capability>`
 * (a role's or a user's capability), `tax:<taxonomy>` (a post's terms),
 * UiPress settings by their schema's label; anything else (an option's
 * name) reads as itself.
 */
final class ChangeLabels {

	/**
	 * Labels by field, made once a request.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $labels = null;

	/**
	 * A field's label.
	 *
	 * @param string $field The field.
	 */
	public static function label( string $field ): string {
		if ( str_starts_with( $field, 'cap:' ) ) {
			/* translators: %s: capability name, e.g. edit_posts. */
			return sprintf( __( 'Capability: %s', 'uipress' ), substr( $field, 4 ) );
		}
		if ( str_starts_with( $field, 'tax:' ) ) {
			$taxonomy = get_taxonomy( substr( $field, 4 ) );
			$name     = false !== $taxonomy ? $taxonomy->labels->name : null;
			return is_string( $name ) ? $name : substr( $field, 4 );
		}
		if ( null === self::$labels ) {
			self::$labels = self::labels();
			foreach ( SettingsSchema::settings() as $key => $setting ) {
				self::$labels[ $key ] ??= $setting['label'];
			}
		}
		return self::$labels[ $field ] ?? $field;
	}

	/**
	 * The recorders' fields.
	 *
	 * @return array<string, string>
	 */
	private static function labels(): array {
		return array(
			'title'       => __( 'Title', 'uipress' ),
			'attempts'    => __( 'Attempts', 'uipress' ),
			'otherLogins' => __( 'Attempts at other logins', 'uipress' ),
			'status'      => __( 'Status', 'uipress' ),
			'content'     => __( 'Content (words)', 'uipress' ),
			'excerpt'     => __( 'Excerpt', 'uipress' ),
			'slug'        => __( 'Slug', 'uipress' ),
			'author'      => __( 'Author', 'uipress' ),
			'parent'      => __( 'Parent', 'uipress' ),
			'date'        => __( 'Date', 'uipress' ),
			'caption'     => __( 'Caption', 'uipress' ),
			'description' => __( 'Description', 'uipress' ),
			'alt'         => __( 'Alternative text', 'uipress' ),
			'email'       => __( 'Email', 'uipress' ),
			'name'        => __( 'Name', 'uipress' ),
			'website'     => __( 'Website', 'uipress' ),
			'login'       => __( 'Username', 'uipress' ),
			'password'    => __( 'Password', 'uipress' ),
			'first_name'  => __( 'First name', 'uipress' ),
			'last_name'   => __( 'Last name', 'uipress' ),
			'nickname'    => __( 'Nickname', 'uipress' ),
			'locale'      => __( 'Language', 'uipress' ),
			'notes'       => __( 'Notes', 'uipress' ),
			'roles'       => __( 'Roles', 'uipress' ),
			'reassign'    => __( 'Content given to', 'uipress' ),
			'version'     => __( 'Version', 'uipress' ),
			'theme'       => __( 'Theme', 'uipress' ),
			'network'     => __( 'Network-wide', 'uipress' ),
		);
	}
}
