<?php
/**
 * A form block of a stored template: its inputs and its submit action.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

use UiPress\Templates\BlockTree;
use UiPress\Templates\JsonTree;

defined( 'ABSPATH' ) || exit;

/**
 * Reads what the server needs from a `uip-form` block: everything comes from
 * the stored template, never from the request.
 *
 * @phpstan-type Input array{name: string, module: string, type: string, label: string, required: bool, choices: list<string>, path: string, uid: string}
 * @phpstan-type Action array{action: string, emailAddress: string, emailSubject: string, emailTemplate: string, phpFunction: string, siteOptionName: string, objectOrSingle: string, userMetaObjectKey: string}
 * @phpstan-type Redirect array{url: string, newTab: bool}
 */
final class FormBlock {

	/**
	 * Every form block of a tree, with its path.
	 *
	 * @param mixed $content A list of blocks.
	 * @return list<array{block: array<array-key, mixed>, path: string}>
	 */
	public static function all( $content ): array {
		$forms = array();
		BlockTree::each(
			$content,
			static function ( array $block, string $path ) use ( &$forms ): void {
				if ( ( $block['moduleName'] ?? null ) === FormModules::FORM ) {
					$forms[] = array(
						'block' => $block,
						'path'  => $path,
					);
				}
			}
		);
		return $forms;
	}

	/**
	 * The inputs of a form keyed by inputName: input blocks anywhere inside
	 * it, except inside a form nested in it. Inputs without a name are not
	 * inputs of the form; when two share a name the first counts.
	 *
	 * @param array<array-key, mixed> $form The form block.
	 * @param string                  $path Its path.
	 * @return array<string, Input>
	 */
	public static function inputs( array $form, string $path = '' ): array {
		$inputs = array();
		self::collect( $form['content'] ?? null, $path . '.content', $inputs );
		return $inputs;
	}

	/**
	 * Adds the inputs of a list of blocks.
	 *
	 * @param mixed                $content A list of blocks.
	 * @param string               $path    Its path.
	 * @param array<string, Input> $inputs  Inputs found so far.
	 */
	private static function collect( $content, string $path, array &$inputs ): void {
		if ( ! JsonTree::is_list( $content ) ) {
			return;
		}
		foreach ( $content as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$block_path = $path . '[' . $index . ']';
			$module     = $block['moduleName'] ?? null;
			if ( FormModules::FORM === $module ) {
				continue;
			}
			if ( is_string( $module ) && in_array( $module, FormModules::INPUTS, true ) ) {
				$input = self::input( $block, $module, $block_path );
				if ( null !== $input && ! isset( $inputs[ $input['name'] ] ) ) {
					$inputs[ $input['name'] ] = $input;
				}
			}
			self::collect( $block['content'] ?? null, $block_path . '.content', $inputs );
		}
	}

	/**
	 * One input block, or null when it has no name.
	 *
	 * @param array<array-key, mixed> $block  The block.
	 * @param string                  $module Its module.
	 * @param string                  $path   Its path.
	 * @return Input|null
	 */
	private static function input( array $block, string $module, string $path ): ?array {
		$options = BlockTree::options( $block );
		$name    = self::text( $options['inputName'] ?? null );
		if ( '' === $name ) {
			return null;
		}

		$type = $module;
		if ( FormModules::TEXT === $module ) {
			$type = self::text( $options['inputType'] ?? null );
			$type = in_array( $type, FormModules::TEXT_TYPES, true ) ? $type : FormModules::TEXT_TYPES[0];
		}

		$choices = array();
		if ( FormModules::SELECT === $module || FormModules::RADIO === $module ) {
			$list = $options['selectOptions'] ?? null;
			foreach ( JsonTree::is_list( $list ) ? $list : array() as $choice ) {
				$value = JsonTree::get( $choice, 'name' );
				if ( is_string( $value ) || is_int( $value ) || is_float( $value ) ) {
					$choices[] = (string) $value;
				}
			}
		}

		$uid = $block['uid'] ?? null;
		return array(
			'name'     => $name,
			'module'   => $module,
			'type'     => $type,
			'label'    => self::text( $options['inputLabel'] ?? null ),
			'required' => true === ( $options['inputRequired'] ?? false ) || 'true' === ( $options['inputRequired'] ?? false ),
			'choices'  => $choices,
			'path'     => $path,
			'uid'      => is_string( $uid ) ? $uid : '',
		);
	}

	/**
	 * The form's submit action, every member a string ('' when missing).
	 *
	 * @param array<array-key, mixed> $form The form block.
	 * @return Action
	 */
	public static function action( array $form ): array {
		$action = JsonTree::members( BlockTree::options( $form )['submitAction'] ?? null );
		$read   = static fn ( string $key ): string => self::text( $action[ $key ] ?? null );
		return array(
			'action'            => $read( 'action' ),
			'emailAddress'      => $read( 'emailAddress' ),
			'emailSubject'      => $read( 'emailSubject' ),
			'emailTemplate'     => $read( 'emailTemplate' ),
			'phpFunction'       => $read( 'phpFunction' ),
			'siteOptionName'    => $read( 'siteOptionName' ),
			'objectOrSingle'    => $read( 'objectOrSingle' ),
			'userMetaObjectKey' => $read( 'userMetaObjectKey' ),
		);
	}

	/**
	 * Whether the form fills its inputs from the stored values.
	 *
	 * @param array<array-key, mixed> $form The form block.
	 */
	public static function pre_populates( array $form ): bool {
		$value = BlockTree::options( $form )['prePopulate'] ?? false;
		return true === $value || 'true' === $value;
	}

	/**
	 * The message shown after a successful submit ('' when none is set).
	 *
	 * @param array<array-key, mixed> $form The form block.
	 */
	public static function success_message( array $form ): string {
		return sanitize_text_field( self::text( BlockTree::options( $form )['successMessage'] ?? null ) );
	}

	/**
	 * Where the browser goes after a successful submit, or null.
	 *
	 * @param array<array-key, mixed> $form The form block.
	 * @return Redirect|null
	 */
	public static function redirect( array $form ): ?array {
		$link = JsonTree::members( JsonTree::get( BlockTree::options( $form )['submitAction'] ?? null, 'redirectURL' ) );
		$raw  = self::text( $link['value'] ?? null );
		if ( '' === $raw ) {
			return null;
		}
		if ( 1 !== preg_match( '#^[a-z][a-z0-9+.-]*:#i', $raw ) && ! in_array( $raw[0], array( '/', '?', '#' ), true ) ) {
			// A bare admin page such as `edit.php?post_type=page`.
			$raw = admin_url( $raw );
		}
		$url = esc_url_raw( $raw, array( 'http', 'https' ) );
		if ( '' === $url ) {
			return null;
		}
		$new_tab = $link['newTab'] ?? false;
		return array(
			'url'    => $url,
			'newTab' => true === $new_tab || 'newTab' === $new_tab || 'true' === $new_tab,
		);
	}

	/**
	 * An option value as text: a string, or the `string` of a dynamic-input value.
	 *
	 * @param mixed $value Option value.
	 */
	public static function text( $value ): string {
		if ( JsonTree::is_object( $value ) ) {
			$value = JsonTree::get( $value, 'string' );
		}
		return is_string( $value ) ? trim( $value ) : '';
	}
}
