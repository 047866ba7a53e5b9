/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AdvancedOptions } from '../../../engine/types';
import CodeEditor from '../code-editor';
import { advancedOptionsOf, withAdvancedOptions } from '../block-changes';
import type { BlockPanelProps } from '../types';
import { canEditCode } from '../use-can-edit-code';
import { codeNote } from './code-note';

/**
 * The block's extra classes, CSS and JavaScript
 * (`settings.advanced.options.classes/css/js`). The code fields show only
 * to users who may save code; everyone else reads why.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.onChange Applies block changes.
 */
export default function CodeFields( {
	block,
	onChange,
}: Pick< BlockPanelProps, 'block' | 'onChange' > ) {
	const options = advancedOptionsOf( block );
	const set = (
		key: keyof Pick< AdvancedOptions, 'classes' | 'css' | 'js' >,
		value: string,
		merge: boolean
	) =>
		onChange(
			withAdvancedOptions( block, { [ key ]: value } ),
			merge ? { mergeKey: `${ block.uid }:advanced:${ key }` } : undefined
		);
	/* translators: %self is CSS code that stays as it is. */
	const cssHelp = __(
		'%self stands for the block’s own selector, e.g. %self { padding: 8px; } or %self:hover { opacity: .8; }.',
		'uipress'
	);
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : '';

	return (
		<div className="uip-advanced-code">
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Classes', 'uipress' ) }
				help={ __(
					'Extra class names for the block, separated by spaces.',
					'uipress'
				) }
				value={ text( options.classes ) }
				onChange={ ( classes: string ) =>
					set( 'classes', classes, true )
				}
			/>
			{ canEditCode() ? (
				<>
					<CodeEditor
						label={ __( 'CSS', 'uipress' ) }
						language="css"
						value={ text( options.css ) }
						help={ cssHelp }
						onChange={ ( css, merge ) => set( 'css', css, merge ) }
					/>
					<CodeEditor
						label={ __( 'JavaScript', 'uipress' ) }
						language="javascript"
						value={ text( options.js ) }
						help={ __(
							'Runs once the block renders in the live interface (not while editing), with element (the block’s root element, also this) in scope.',
							'uipress'
						) }
						onChange={ ( js, merge ) => set( 'js', js, merge ) }
					/>
				</>
			) : (
				<p className="uip-advanced__note">{ codeNote() }</p>
			) }
		</div>
	);
}
