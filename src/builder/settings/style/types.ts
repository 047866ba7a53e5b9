/**
 * What the style editors of the Style tab receive.
 */

/**
 * Stores a new value. `mergePath` names the field being typed in (e.g.
 * 'margin' or 'shadows'); edits sharing it merge into one undo step.
 * Discrete choices (selects, toggles, add/remove) pass no path.
 */
export type StyleChange< Value > = (
	value: Value | undefined,
	mergePath?: string
) => void;

/** What one style group editor (flexLayout, spacing…) receives. */
export interface GroupEditorProps< Value > {
	/** The stored group, or undefined when it holds nothing. */
	value: Value | undefined;
	onChange: StyleChange< Value >;
}

/** What one field of a group editor receives. */
export interface FieldProps< Value > {
	label: string;
	/** The stored value; undefined when the field is unset. */
	value: Value | undefined;
	/** Undefined clears the field; `merge` marks an edit made while typing. */
	onChange: ( value: Value | undefined, merge?: boolean ) => void;
}
