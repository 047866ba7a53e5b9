<?php
/**
 * Running a form's stored submit action, and reading back what it saved.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The four submit actions (spec: email, phpFunction, siteOption, userMeta).
 * Every target comes from the stored template:
 *
 * - `siteOption`: the values object is stored whole under `siteOptionName`
 *   (`objectOrSingle` does not apply: a form never writes more than that
 *   one option), never a protected option (ProtectedOptions);
 * - `userMeta`: the current user's meta only; `object` stores the values
 *   object under `userMetaObjectKey`, `single` stores each value under its
 *   input's name; never a protected key (ProtectedMeta);
 * - `phpFunction`: a callback on the `uipress/forms/callbacks` allow-list,
 *   called with ( $values, $context );
 * - `email`: FormEmail.
 *
 * @phpstan-import-type Action from FormBlock
 * @phpstan-import-type Input from FormBlock
 * @phpstan-import-type Values from FormValues
 * @phpstan-type Context array{template_id: int, block_uid: string, user_id: int}
 */
final class FormActions {

	/**
	 * Values of `objectOrSingle`.
	 */
	public const OBJECT = 'object';

	/**
	 * Each value under its own key.
	 */
	public const SINGLE = 'single';

	/**
	 * Who is shown a site option's saved values when a form pre-populates.
	 */
	public const OPTION_READ_CAPABILITY = 'manage_options';

	/**
	 * Why the action cannot run as stored (a configuration error, or a
	 * target forms may not use), or null.
	 *
	 * @param array                $action The form's action.
	 * @param array<string, Input> $inputs The form's inputs.
	 * @phpstan-param Action $action
	 */
	public static function target_error( array $action, array $inputs ): ?WP_Error {
		switch ( $action['action'] ) {
			case FormModules::ACTION_EMAIL:
				$recipients = FormEmail::recipients( $action );
				return $recipients instanceof WP_Error ? $recipients : null;

			case FormModules::ACTION_FUNCTION:
				if ( '' === $action['phpFunction'] ) {
					return FormError::configuration( __( 'No php function supplied to send form data to', 'uipress' ) );
				}
				if ( null === FormCallbacks::find( $action['phpFunction'] ) ) {
					return new WP_Error( FormError::CALLBACK_NOT_ALLOWED, __( 'This function is not allowed to receive form data.', 'uipress' ), array( 'status' => 403 ) );
				}
				return null;

			case FormModules::ACTION_OPTION:
				if ( '' === $action['siteOptionName'] ) {
					return FormError::configuration( __( 'No site option supplied to save form data to', 'uipress' ) );
				}
				if ( ! ProtectedOptions::allows( $action['siteOptionName'] ) ) {
					return self::protected_option( $action['siteOptionName'] );
				}
				return null;

			case FormModules::ACTION_USER_META:
				$mode = $action['objectOrSingle'];
				if ( ! in_array( $mode, array( self::OBJECT, self::SINGLE ), true ) || ( self::OBJECT === $mode && '' === $action['userMetaObjectKey'] ) ) {
					return FormError::configuration( __( 'No user meta key supplied to save form data to', 'uipress' ) );
				}
				foreach ( self::meta_keys( $action, $inputs ) as $key ) {
					if ( ! ProtectedMeta::allows( $key ) ) {
						return self::protected_meta( $key );
					}
				}
				return null;
		}
		return FormError::configuration( __( 'No submit action chosen for this form', 'uipress' ) );
	}

	/**
	 * The meta keys a userMeta action writes: the object key, or every input's name.
	 *
	 * @param array                $action The form's action.
	 * @param array<string, Input> $inputs The form's inputs.
	 * @phpstan-param Action $action
	 * @return list<string>
	 */
	public static function meta_keys( array $action, array $inputs ): array {
		if ( self::SINGLE === $action['objectOrSingle'] ) {
			return array_map( 'strval', array_keys( $inputs ) );
		}
		return array( $action['userMetaObjectKey'] );
	}

	/**
	 * Runs the action with checked values (call target_error() first).
	 *
	 * @param array                $action  The form's action.
	 * @param array                $values  The submitted values.
	 * @param array<string, Input> $inputs  The form's inputs.
	 * @param array                $context Template, block and user.
	 * @phpstan-param Action $action
	 * @phpstan-param Values $values
	 * @phpstan-param Context $context
	 * @return true|WP_Error
	 */
	public static function run( array $action, array $values, array $inputs, array $context ) {
		$error = self::target_error( $action, $inputs );
		if ( null !== $error ) {
			return $error;
		}

		switch ( $action['action'] ) {
			case FormModules::ACTION_EMAIL:
				return FormEmail::send( $action, $values, $inputs, $context['user_id'] );

			case FormModules::ACTION_FUNCTION:
				return self::call( $action['phpFunction'], $values, $context );

			case FormModules::ACTION_OPTION:
				update_option( $action['siteOptionName'], $values, false );
				return true;

			default:
				if ( self::SINGLE === $action['objectOrSingle'] ) {
					foreach ( $values as $key => $value ) {
						update_user_meta( $context['user_id'], (string) $key, wp_slash( $value ) );
					}
				} else {
					update_user_meta( $context['user_id'], $action['userMetaObjectKey'], wp_slash( $values ) );
				}
				return true;
		}
	}

	/**
	 * Calls an allowed callback.
	 *
	 * @param string $name    Its name on the allow-list.
	 * @param array  $values  The submitted values.
	 * @param array  $context Template, block and user.
	 * @phpstan-param Values $values
	 * @phpstan-param Context $context
	 * @return true|WP_Error
	 */
	private static function call( string $name, array $values, array $context ) {
		$callback = FormCallbacks::find( $name );
		if ( null === $callback ) {
			return new WP_Error( FormError::CALLBACK_NOT_ALLOWED, __( 'This function is not allowed to receive form data.', 'uipress' ), array( 'status' => 403 ) );
		}
		try {
			$result = $callback( $values, $context );
		} catch ( \Throwable $thrown ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a failing form callback must reach the site's error log, not the browser.
			error_log( sprintf( 'UiPress form callback %s failed: %s', $name, $thrown->getMessage() ) );
			return new WP_Error( FormError::CALLBACK_FAILED, __( 'The form could not be processed.', 'uipress' ), array( 'status' => 500 ) );
		}
		if ( $result instanceof WP_Error ) {
			$message = $result->get_error_message();
			return new WP_Error(
				(string) $result->get_error_code(),
				'' !== $message ? $message : __( 'The form could not be processed.', 'uipress' ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * The values the action saved for the current user, keyed by input name
	 * (only the form's inputs; never password inputs; only single values).
	 * User meta is the user's own. A site option is one value for the whole
	 * site, holding what anyone sent last: only users who may manage options
	 * see it; anyone else gets no values.
	 *
	 * @param array                $action  The form's action.
	 * @param array<string, Input> $inputs  The form's inputs.
	 * @param int                  $user_id The user.
	 * @phpstan-param Action $action
	 * @return array<string, string|int|float|bool>|WP_Error
	 */
	public static function saved( array $action, array $inputs, int $user_id ) {
		if ( ! in_array( $action['action'], array( FormModules::ACTION_OPTION, FormModules::ACTION_USER_META ), true ) ) {
			return array();
		}
		$error = self::target_error( $action, $inputs );
		if ( null !== $error ) {
			return FormError::CONFIGURATION === $error->get_error_code() ? array() : $error;
		}

		if ( FormModules::ACTION_OPTION === $action['action'] ) {
			if ( ! user_can( $user_id, self::OPTION_READ_CAPABILITY ) ) {
				return array();
			}
			$stored = get_option( $action['siteOptionName'] );
		} elseif ( self::OBJECT === $action['objectOrSingle'] ) {
			$stored = get_user_meta( $user_id, $action['userMetaObjectKey'], true );
		} else {
			$stored = array();
			foreach ( array_keys( $inputs ) as $key ) {
				if ( metadata_exists( 'user', $user_id, (string) $key ) ) {
					$stored[ $key ] = get_user_meta( $user_id, (string) $key, true );
				}
			}
		}

		$values = array();
		foreach ( $inputs as $name => $input ) {
			$value = is_array( $stored ) ? ( $stored[ $name ] ?? null ) : null;
			if ( 'password' !== $input['type'] && is_scalar( $value ) ) {
				$values[ (string) $name ] = $value;
			}
		}
		return $values;
	}

	/**
	 * Refusal of a protected option.
	 *
	 * @param string $name Option name.
	 */
	private static function protected_option( string $name ): WP_Error {
		/* translators: %s: a site option name */
		return FormError::protected_target( sprintf( __( 'Forms cannot write the site option %s.', 'uipress' ), $name ) );
	}

	/**
	 * Refusal of a protected meta key.
	 *
	 * @param string $key Meta key.
	 */
	private static function protected_meta( string $key ): WP_Error {
		/* translators: %s: a user meta key */
		return FormError::protected_target( sprintf( __( 'Forms cannot write the user meta key %s.', 'uipress' ), $key ) );
	}
}
