/**
 * What a form block shares with the input blocks inside it: the values of
 * its inputs (keyed by inputName), the errors the server named a field for,
 * and how an input changes its value. An input outside a form finds no
 * form and keeps its value to itself.
 */

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/** A value an input holds (checkboxes: booleans; the rest: text). */
export type FormValue = string | number | boolean;

export interface FormContextValue {
	/** The form block's uid. */
	uid: string;
	values: Readonly< Record< string, FormValue > >;
	/** Messages the server gave for a field, by inputName. */
	errors: Readonly< Record< string, string > >;
	/** Sets an input's value (and sends `uipress/forms/change`). */
	setValue: ( name: string, value: FormValue ) => void;
}

export const FormContext = createContext< FormContextValue | null >( null );

/** The form around a block, or null. */
export function useForm(): FormContextValue | null {
	return useContext( FormContext );
}
