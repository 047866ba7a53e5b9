/**
 * Internal dependencies
 */
import type {
	Block,
	BlockDefinition,
	OptionDefinition,
} from '../../engine/types';
import type { EditOptions } from '../store/types';

/**
 * What every panel of the block settings sidebar receives. Panels never
 * write to the store themselves: they hand `onChange` the members of the
 * block that change, built with the helpers of ./block-changes.
 */
export interface BlockPanelProps {
	/** The selected block, as stored. */
	block: Block;
	/** Its definition; undefined when its module is missing. */
	definition: BlockDefinition | undefined;
	/**
	 * Applies changes to the block. Pass a `mergeKey` for edits made while
	 * typing so a word is one undo step, not one step per key.
	 */
	onChange: ( changes: Partial< Block >, options?: EditOptions ) => void;
}

/** What a control of one option type receives (see ./controls). */
export interface OptionControlProps< Value = unknown > {
	/** The option, as the block definition declares it. */
	option: OptionDefinition;
	/** The stored value, or the definition's default when none is stored. */
	value: Value;
	/** Stores a new value; `merge` marks an edit made while typing. */
	onChange: ( value: Value, merge?: boolean ) => void;
}
