/**
 * Readers that turn a stored option value into the shape a control edits.
 * Stored values come from JSON that older versions, imports or other
 * plugins wrote, so each reader accepts what it can and falls back to an
 * empty value instead of trusting the type.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../../shared/is-record';
export { isRecord } from '../../../shared/is-record';
import type { ChosenImage, PickerItem } from '../../../components';
import type { DynamicInputValue, LinkSelectValue } from '../../../engine/types';

/** The value of the keyboard shortcut option. */
export interface KeyboardShortcutValue {
	enabled: boolean;
	/** Whether the block shows its shortcut. */
	display: boolean;
	/** KeyboardEvent.key values held together, e.g. [ 'Control', 'k' ]. */
	selectedKeys: string[];
}

/** The value of the static menu option. */
export interface StaticMenuValue {
	enabled: boolean;
	/** The id of a uip-admin-menu post, as a string; '' for none. */
	menuid: string;
}

/** One choice of a select option (`args.options`). */
export interface SelectChoice {
	value: string;
	label: string;
}

/**
 * Text; numbers as text, anything else empty.
 *
 * @param value Stored value.
 */
export function toText( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: '';
}

/**
 * A yes/no value: true, or the string 'true'.
 *
 * @param value Stored value.
 */
export function toBoolean( value: unknown ): boolean {
	return value === true || value === 'true';
}

/**
 * A dynamic-input value; plain text becomes its string.
 *
 * @param value Stored value.
 */
export function toDynamicInput( value: unknown ): DynamicInputValue {
	if ( ! isRecord( value ) ) {
		return {
			string: toText( value ),
			dynamic: false,
			dynamicKey: '',
			dynamicPos: 'right',
		};
	}
	return {
		string: toText( value.string ),
		dynamic: toBoolean( value.dynamic ),
		dynamicKey: toText( value.dynamicKey ),
		dynamicPos: value.dynamicPos === 'left' ? 'left' : 'right',
	};
}

const NEW_TAB: ReadonlyArray< LinkSelectValue[ 'newTab' ] > = [
	'newTab',
	'default',
	'dynamic',
	'',
];

/**
 * A link-select value; a plain URL becomes its value.
 *
 * @param value Stored value.
 */
export function toLinkSelect( value: unknown ): LinkSelectValue {
	if ( ! isRecord( value ) ) {
		return { value: toText( value ), newTab: '' };
	}
	return {
		value: toText( value.value ),
		newTab: NEW_TAB.find( ( entry ) => entry === value.newTab ) ?? '',
	};
}

/**
 * An icon name: a name, or an `{ value: name }` object.
 *
 * @param value Stored value.
 */
export function toIconName( value: unknown ): string {
	if ( isRecord( value ) ) {
		return toText( value.value );
	}
	return toText( value );
}

/**
 * A chosen image, or undefined for none. A stored URL is shown as an image
 * without an id.
 *
 * @param value Stored value.
 */
export function toImage( value: unknown ): ChosenImage | undefined {
	if ( typeof value === 'string' ) {
		return value
			? {
					id: 0,
					caption: '',
					alt: '',
					width: 0,
					height: 0,
					source_url: value,
				}
			: undefined;
	}
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const url = toText( value.source_url ) || toText( value.url );
	if ( ! url ) {
		return undefined;
	}
	const number = ( entry: unknown ) =>
		typeof entry === 'number' && Number.isFinite( entry ) ? entry : 0;
	return {
		id: number( value.id ),
		caption: toText( value.caption ),
		alt: toText( value.alt ),
		width: number( value.width ),
		height: number( value.height ),
		source_url: url,
	};
}

/**
 * A keyboard shortcut value.
 *
 * @param value Stored value.
 */
export function toKeyboardShortcut( value: unknown ): KeyboardShortcutValue {
	if ( ! isRecord( value ) ) {
		return { enabled: false, display: false, selectedKeys: [] };
	}
	const keys = Array.isArray( value.selectedKeys )
		? value.selectedKeys.filter(
				( key ): key is string => typeof key === 'string' && key !== ''
			)
		: [];
	return {
		enabled: toBoolean( value.enabled ),
		display: toBoolean( value.display ),
		selectedKeys: keys,
	};
}

/**
 * A static menu value.
 *
 * @param value Stored value.
 */
export function toStaticMenu( value: unknown ): StaticMenuValue {
	if ( ! isRecord( value ) ) {
		return { enabled: false, menuid: '' };
	}
	return {
		enabled: toBoolean( value.enabled ),
		menuid: toText( value.menuid ),
	};
}

/**
 * A list of strings (post type names); one string becomes a list of one.
 *
 * @param value Stored value.
 */
export function toStringList( value: unknown ): string[] {
	if ( typeof value === 'string' ) {
		return value ? [ value ] : [];
	}
	return Array.isArray( value )
		? value.filter(
				( entry ): entry is string =>
					typeof entry === 'string' && entry !== ''
			)
		: [];
}

/**
 * Chosen roles and users; entries without a name are dropped.
 *
 * @param value Stored value.
 */
export function toPickerItems( value: unknown ): PickerItem[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const items: PickerItem[] = [];
	for ( const entry of value ) {
		if ( isRecord( entry ) && toText( entry.name ) ) {
			items.push( {
				name: toText( entry.name ),
				label: toText( entry.label ) || toText( entry.name ),
				type: toText( entry.type ) || 'role',
			} );
		}
	}
	return items;
}

/**
 * The choices of a select option (`args.options`): `{ value, label }`
 * entries (label defaults to the value) or plain strings.
 *
 * @param args The option's args.
 */
export function selectChoices(
	args: Record< string, unknown > | undefined
): SelectChoice[] {
	const list = args?.options;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	const choices: SelectChoice[] = [];
	for ( const entry of list ) {
		if ( typeof entry === 'string' ) {
			choices.push( { value: entry, label: entry } );
		} else if ( isRecord( entry ) ) {
			const value = toText( entry.value );
			choices.push( { value, label: toText( entry.label ) || value } );
		}
	}
	return choices;
}

/**
 * A string argument of an option, or the fallback.
 *
 * @param args     The option's args.
 * @param name     Argument name.
 * @param fallback Value when the argument is missing or not text.
 */
export function stringArg(
	args: Record< string, unknown > | undefined,
	name: string,
	fallback: string
): string {
	const value = args?.[ name ];
	return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * A number argument of an option, or undefined.
 *
 * @param args The option's args.
 * @param name Argument name.
 */
export function numberArg(
	args: Record< string, unknown > | undefined,
	name: string
): number | undefined {
	const value = args?.[ name ];
	return typeof value === 'number' && Number.isFinite( value )
		? value
		: undefined;
}
