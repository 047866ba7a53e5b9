<?php
/**
 * The module names of the form block and its inputs.
 *
 * @package UiPress
 */

namespace UiPress\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * The one place the server names the form blocks (the JavaScript blocks use
 * the same names as their `moduleName`). A form is a container: its inputs
 * are the input blocks anywhere inside it (not inside a form nested in it).
 */
final class FormModules {

	/**
	 * The form block.
	 */
	public const FORM = 'uip-form';

	/**
	 * Text input (option `inputType`: text, number, email, tel, password).
	 */
	public const TEXT = 'uip-text-input';

	/**
	 * Multi-line text.
	 */
	public const TEXTAREA = 'uip-textarea-input';

	/**
	 * Select (option `selectOptions`: list of `{ label, name }`).
	 */
	public const SELECT = 'uip-select-input';

	/**
	 * Checkbox (a boolean).
	 */
	public const CHECKBOX = 'uip-checkbox-input';

	/**
	 * Radio group (option `selectOptions`).
	 */
	public const RADIO = 'uip-radio-input';

	/**
	 * Date (`Y-m-d`).
	 */
	public const DATE = 'uip-date-input';

	/**
	 * Every input module.
	 */
	public const INPUTS = array( self::TEXT, self::TEXTAREA, self::SELECT, self::CHECKBOX, self::RADIO, self::DATE );

	/**
	 * Values of the text input's `inputType` option (the first is the default).
	 */
	public const TEXT_TYPES = array( 'text', 'number', 'email', 'tel', 'password' );

	/**
	 * Submit actions (`submitAction.action`).
	 */
	public const ACTION_EMAIL = 'email';

	/**
	 * Calls an allowed PHP callback.
	 */
	public const ACTION_FUNCTION = 'phpFunction';

	/**
	 * Saves a site option.
	 */
	public const ACTION_OPTION = 'siteOption';

	/**
	 * Saves user meta of the current user.
	 */
	public const ACTION_USER_META = 'userMeta';

	/**
	 * Every submit action.
	 */
	public const ACTIONS = array( self::ACTION_EMAIL, self::ACTION_FUNCTION, self::ACTION_OPTION, self::ACTION_USER_META );
}
