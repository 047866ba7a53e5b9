/**
 * Builders of the `Partial< Block >` the settings panels hand to
 * `onChange`: each replaces one group of the block's settings and keeps
 * every other group as it is.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import type {
	AdvancedOptions,
	Block,
	BlockOptions,
	StyleSettings,
} from '../../engine/types';

/**
 * The block's own option values (`settings.block.options`).
 *
 * @param block The block.
 */
export function blockOptionsOf( block: Block ): BlockOptions {
	const options = block.settings.block?.options;
	return isRecord( options ) ? options : {};
}

/**
 * Sets one of the block's own options.
 *
 * @param block The block.
 * @param key   The option's uniqueKey.
 * @param value The new value.
 */
export function withBlockOption(
	block: Block,
	key: string,
	value: unknown
): Partial< Block > {
	return {
		settings: {
			...block.settings,
			block: { options: { ...blockOptionsOf( block ), [ key ]: value } },
		},
	};
}

/**
 * The style settings of a group: 'style' for the root element, or the name
 * of a style group the definition declares.
 *
 * @param block The block.
 * @param group 'style' or a style group name.
 */
export function styleSettingsOf( block: Block, group: string ): StyleSettings {
	const stored = block.settings[ group ];
	if ( isRecord( stored ) && isRecord( stored.options ) ) {
		return stored as unknown as StyleSettings;
	}
	return { options: {} };
}

/**
 * Replaces the style settings of a group.
 *
 * @param block    The block.
 * @param group    'style' or a style group name.
 * @param settings The new style settings.
 */
export function withStyleSettings(
	block: Block,
	group: string,
	settings: StyleSettings
): Partial< Block > {
	return { settings: { ...block.settings, [ group ]: settings } };
}

/**
 * The advanced options: classes, css, js and conditions.
 *
 * @param block The block.
 */
export function advancedOptionsOf( block: Block ): AdvancedOptions {
	const options = block.settings.advanced?.options;
	return isRecord( options ) ? options : {};
}

/**
 * Sets advanced options, keeping the others.
 *
 * @param block   The block.
 * @param changes The options that change.
 */
export function withAdvancedOptions(
	block: Block,
	changes: Partial< AdvancedOptions >
): Partial< Block > {
	return {
		settings: {
			...block.settings,
			advanced: {
				options: { ...advancedOptionsOf( block ), ...changes },
			},
		},
	};
}
