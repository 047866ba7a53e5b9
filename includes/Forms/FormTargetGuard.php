<?php
/**
 * Form targets in templates saved by users without unfiltered_html.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use UiPress\Security\Writer;
use UiPress\Templates\BlockTree;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Defence in depth on save: a user without `unfiltered_html` (on multisite,
 * anyone but super admins) cannot store, in a form block, a site option or
 * user meta key forms may never write, nor a PHP callback that is not on the
 * `uipress/forms/callbacks` allow-list. The submit route refuses those
 * anyway; this refuses them where they are typed, with a 400 naming the
 * path. A target that is already stored in the same block (by uid, or path
 * without one) is kept, so such a user can still edit the rest of the
 * template, as CodeGuard does for code.
 *
 * @phpstan-type Refusal array{key: string, path: string, message: string}
 */
final class FormTargetGuard {

	/**
	 * Refuses a new forbidden target when the writer lacks unfiltered_html.
	 *
	 * @param array<string, mixed> $fields The template about to be stored (validated).
	 * @param array<string, mixed> $stored The template as stored now.
	 * @param Writer|null          $writer Who writes; the current user by default.
	 */
	public static function check( array $fields, array $stored, ?Writer $writer = null ): ?WP_Error {
		if ( ( $writer ?? Writer::current() )->can_post_code() ) {
			return null;
		}
		$before = array();
		foreach ( self::refusals( $stored['content'] ?? null ) as $refusal ) {
			$before[ $refusal['key'] ] = true;
		}
		foreach ( self::refusals( $fields['content'] ?? null ) as $refusal ) {
			if ( ! isset( $before[ $refusal['key'] ] ) ) {
				return new WP_Error(
					FormError::TARGET_REFUSED,
					$refusal['message'],
					array(
						'status' => 400,
						'path'   => $refusal['path'],
					)
				);
			}
		}
		return null;
	}

	/**
	 * The forbidden targets the form blocks of a tree hold.
	 *
	 * @param mixed $content A list of blocks.
	 * @return list<Refusal>
	 */
	public static function refusals( $content ): array {
		$refusals = array();
		foreach ( FormBlock::all( $content ) as $form ) {
			$identity = BlockTree::identity( $form['block'], $form['path'] );
			$action   = FormBlock::action( $form['block'] );
			$base     = $form['path'] . '.settings.block.options.submitAction.';

			switch ( $action['action'] ) {
				case FormModules::ACTION_OPTION:
					$name = $action['siteOptionName'];
					if ( '' !== $name && ! ProtectedOptions::allows( $name ) ) {
						$refusals[] = self::refusal( $identity . '|option|' . $name, $base . 'siteOptionName', self::option_message( $base . 'siteOptionName', $name ) );
					}
					break;

				case FormModules::ACTION_FUNCTION:
					$name = $action['phpFunction'];
					if ( '' !== $name && null === FormCallbacks::find( $name ) ) {
						$path       = $base . 'phpFunction';
						$refusals[] = self::refusal(
							$identity . '|function|' . $name,
							$path,
							/* translators: 1: path in the template, 2: a PHP function name */
							sprintf( __( '%1$s: the php function %2$s is not allowed to receive form data (see the uipress/forms/callbacks filter)', 'uipress' ), $path, $name )
						);
					}
					break;

				case FormModules::ACTION_USER_META:
					if ( FormActions::SINGLE === $action['objectOrSingle'] ) {
						foreach ( FormBlock::inputs( $form['block'], $form['path'] ) as $input ) {
							if ( ! ProtectedMeta::allows( $input['name'] ) ) {
								$input_id   = BlockTree::identity( array( 'uid' => $input['uid'] ), $input['path'] );
								$path       = $input['path'] . '.settings.block.options.inputName';
								$refusals[] = self::refusal( $input_id . '|meta|' . $input['name'], $path, self::meta_message( $path, $input['name'] ) );
							}
						}
					} elseif ( '' !== $action['userMetaObjectKey'] && ! ProtectedMeta::allows( $action['userMetaObjectKey'] ) ) {
						$path       = $base . 'userMetaObjectKey';
						$refusals[] = self::refusal( $identity . '|meta|' . $action['userMetaObjectKey'], $path, self::meta_message( $path, $action['userMetaObjectKey'] ) );
					}
					break;
			}
		}
		return $refusals;
	}

	/**
	 * One refusal.
	 *
	 * @param string $key     What identifies it across versions.
	 * @param string $path    Its path.
	 * @param string $message Translated message.
	 * @return Refusal
	 */
	private static function refusal( string $key, string $path, string $message ): array {
		return array(
			'key'     => $key,
			'path'    => $path,
			'message' => $message,
		);
	}

	/**
	 * Message for a protected option.
	 *
	 * @param string $path Path in the template.
	 * @param string $name Option name.
	 */
	private static function option_message( string $path, string $name ): string {
		/* translators: 1: path in the template, 2: a site option name */
		return sprintf( __( '%1$s: forms cannot write the site option %2$s', 'uipress' ), $path, $name );
	}

	/**
	 * Message for a protected meta key.
	 *
	 * @param string $path Path in the template.
	 * @param string $key  Meta key.
	 */
	private static function meta_message( string $path, string $key ): string {
		/* translators: 1: path in the template, 2: a user meta key */
		return sprintf( __( '%1$s: forms cannot write the user meta key %2$s', 'uipress' ), $path, $key );
	}
}
