/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StyleOptions } from '../../../engine/types';
import { styleSettingsOf } from '../block-changes';
import type { BlockPanelProps } from '../types';
import GroupActions from './group-actions';
import PseudoContentEditor from './pseudo-content-editor';
import StyleOptionsEditor from './style-options-editor';
import {
	type PseudoKey,
	withGroupOptions,
	withGroupPseudo,
} from './style-settings';

export interface StyleGroupSectionProps extends Pick<
	BlockPanelProps,
	'block' | 'onChange'
> {
	/** 'style' for the root element, or the style group's name. */
	group: string;
	/** Panel title. */
	label: string;
	/** Presets the definition declares for the group. */
	presets?: Record< string, StyleOptions >;
}

/**
 * One style settings group in a collapsible panel: presets and reset, the
 * 7 style group editors, and the decorations before and after the content
 * (CSS ::before / ::after, named for what they do).
 * Edits made while typing carry the merge key `<uid>:<group>:<path>`.
 *
 * @param props          Props.
 * @param props.block    The block.
 * @param props.onChange Applies changes to the block.
 * @param props.group    'style' or the style group's name.
 * @param props.label    Panel title.
 * @param props.presets  The group's presets.
 */
export default function StyleGroupSection( {
	block,
	onChange,
	group,
	label,
	presets,
}: StyleGroupSectionProps ) {
	const settings = styleSettingsOf( block, group );
	const mergeKey = ( path?: string ) =>
		path ? { mergeKey: `${ block.uid }:${ group }:${ path }` } : undefined;
	const pseudo = ( key: PseudoKey, title: string ) => (
		<PseudoContentEditor
			title={ title }
			value={ settings[ key ] }
			onChange={ ( value, path ) =>
				onChange(
					withGroupPseudo( block, group, key, value ),
					mergeKey( path && `${ key }.${ path }` )
				)
			}
		/>
	);
	return (
		<PanelBody
			title={ label }
			initialOpen={ false }
			className="uip-style-section"
		>
			<GroupActions
				label={ label }
				presets={ presets }
				hasOptions={ Object.keys( settings.options ).length > 0 }
				onApply={ ( options ) =>
					onChange( withGroupOptions( block, group, options ) )
				}
				onReset={ () =>
					onChange( withGroupOptions( block, group, undefined ) )
				}
			/>
			<StyleOptionsEditor
				options={ settings.options }
				onChange={ ( options, path ) =>
					onChange(
						withGroupOptions( block, group, options ),
						mergeKey( path )
					)
				}
			/>
			{ pseudo(
				'beforeContent',
				__( 'Decoration before the content', 'uipress' )
			) }
			{ pseudo(
				'afterContent',
				__( 'Decoration after the content', 'uipress' )
			) }
		</PanelBody>
	);
}
