/**
 * Option values with a structure of their own (spec: dynamic-input and link-select values).
 */

/**
 * Text that may carry a dynamic value (user name, site title, a date…).
 * When `dynamic` is true the value of `dynamicKey` is put to the `dynamicPos`
 * side of `string`.
 */
export interface DynamicInputValue {
	string: string;
	dynamic: boolean;
	dynamicKey: string;
	dynamicPos: 'left' | 'right';
}

/**
 * A link chosen in the link-select option.
 * `newTab`: 'newTab' opens a new tab, 'default' or '' the same tab, 'dynamic'
 * decides by whether the URL leaves the admin (external links open a new tab).
 */
export interface LinkSelectValue {
	value: string;
	newTab: 'newTab' | 'default' | 'dynamic' | '';
}

/**
 * A block's own link (spec: Block.linkTo), set in the settings' "Link and
 * tooltip" group. `newTab`: true opens a new tab, 'dynamic' a new tab only
 * when the URL leaves the admin (as a link-select value's 'dynamic'), false
 * the same tab.
 */
export interface BlockLink {
	value: string;
	newTab: boolean | 'dynamic';
}
