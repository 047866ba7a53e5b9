/**
 * The Settings tab: the block's own options, each edited by the control of
 * its option type (options with a `panel` in a group of that name), then the
 * block's link and tooltip.
 */

/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { memo, useCallback, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { optionsWithDefaults } from '../../../engine/renderer/block-options';
import { blockOptionsOf, withBlockOption } from '../block-changes';
import { OptionControl, optionControls } from '../controls';
import type { OptionControlMap } from '../controls';
import type { OptionDefinition } from '../../../engine/types';
import type { BlockPanelProps } from '../types';
import LinkTooltipSection from './link-tooltip-section';
import { optionGroups, optionPanelTitle } from './option-groups';
import './block-options.scss';

/**
 * The undo merge key of typing into one option.
 *
 * @param uid The block's uid.
 * @param key The option's uniqueKey.
 */
export function optionMergeKey( uid: string, key: string ): string {
	return `${ uid }:block:${ key }`;
}

type ChangeOption = ( key: string, value: unknown, merge?: boolean ) => void;

interface OptionRowProps {
	controls: OptionControlMap;
	option: OptionDefinition;
	value: unknown;
	onChangeOption: ChangeOption;
}

/**
 * One option's control; memoised so typing in one field does not render
 * the others again.
 * @param root0
 * @param root0.controls
 * @param root0.option
 * @param root0.value
 * @param root0.onChangeOption
 */
function OptionRow( {
	controls,
	option,
	value,
	onChangeOption,
}: OptionRowProps ) {
	return (
		<OptionControl
			controls={ controls }
			option={ option }
			value={ value }
			onChange={ ( next, merge ) =>
				onChangeOption( option.uniqueKey, next, merge )
			}
		/>
	);
}

const MemoOptionRow = memo( OptionRow );

/**
 * The block's options and its link and tooltip. Memoised: the sidebar
 * renders again on every store change, the panel only when its props do.
 *
 * @param props            Component props.
 * @param props.block      The selected block.
 * @param props.definition Its definition, when its module is available.
 * @param props.onChange   Applies changes to the block.
 */
function BlockOptionsPanel( { block, definition, onChange }: BlockPanelProps ) {
	// Read once per selected block (the panel is keyed by uid), so a plugin
	// that adds controls late is seen on the next selection.
	const controls = useMemo( () => optionControls(), [] );
	const options = definition?.optionsEnabled.block?.options ?? [];
	const values = optionsWithDefaults( definition, blockOptionsOf( block ) );

	// The block as last rendered, so one stable callback serves every row.
	const latest = useRef( block );
	latest.current = block;
	const changeOption = useCallback< ChangeOption >(
		( key, value, merge ) =>
			onChange(
				withBlockOption( latest.current, key, value ),
				merge
					? { mergeKey: optionMergeKey( latest.current.uid, key ) }
					: undefined
			),
		[ onChange ]
	);

	const stored = blockOptionsOf( block );
	const row = ( option: OptionDefinition ) => (
		<MemoOptionRow
			key={ option.uniqueKey }
			controls={ controls }
			option={ option }
			value={ values[ option.uniqueKey ] }
			onChangeOption={ changeOption }
		/>
	);
	const { ungrouped, groups } = optionGroups( options );

	return (
		<div className="uip-block-options">
			{ definition && options.length === 0 && (
				<p className="uip-block-options__empty">
					{ __(
						'This block has no settings of its own.',
						'uipress'
					) }
				</p>
			) }
			{ ungrouped.length > 0 && (
				<div className="uip-block-options__list">
					{ ungrouped.map( row ) }
				</div>
			) }
			{ groups.map( ( group, index ) => (
				<PanelBody
					key={ group.panel }
					title={ optionPanelTitle( group.panel ) }
					// The first group is open; a later one when it holds a
					// value, so nothing set is out of sight.
					initialOpen={
						( index === 0 && ungrouped.length === 0 ) ||
						group.options.some(
							( option ) =>
								stored[ option.uniqueKey ] !== undefined
						)
					}
					className="uip-block-options__group"
				>
					<div className="uip-block-options__group-list">
						{ group.options.map( row ) }
					</div>
				</PanelBody>
			) ) }
			<LinkTooltipSection
				block={ block }
				definition={ definition }
				onChange={ onChange }
			/>
		</div>
	);
}

export default memo( BlockOptionsPanel );
