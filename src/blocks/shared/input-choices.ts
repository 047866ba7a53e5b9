/**
 * The choices of the select and radio input blocks (spec: select option,
 * `{ label, name }`): their default list and a reader for stored lists.
 * Kept apart from input-options.ts, whose `label` words the interface build
 * strips: these labels are what users see.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** One choice: what users see and the value the form sends. */
export interface InputChoice {
	label: string;
	name: string;
}

/** The choices a new select or radio input starts with. */
export function defaultChoices(): InputChoice[] {
	return [
		{ label: __( 'Option 1', 'uipress' ), name: 'option-1' },
		{ label: __( 'Option 2', 'uipress' ), name: 'option-2' },
	];
}

/**
 * The stored choices: entries with a name (numbers are read as text); an
 * entry without a label shows its name.
 *
 * @param value The stored `selectOptions`.
 */
export function readChoices( value: unknown ): InputChoice[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const choices: InputChoice[] = [];
	for ( const entry of value ) {
		if ( typeof entry !== 'object' || entry === null ) {
			continue;
		}
		const { label, name } = entry as { label?: unknown; name?: unknown };
		const key = typeof name === 'number' ? String( name ) : name;
		if ( typeof key !== 'string' || key === '' ) {
			continue;
		}
		choices.push( {
			label: typeof label === 'string' && label !== '' ? label : key,
			name: key,
		} );
	}
	return choices;
}
