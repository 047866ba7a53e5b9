/**
 * WordPress dependencies
 */
import { Button, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PseudoContent, StyleOptions } from '../../../engine/types';
import TextField from './fields/text-field';
import StyleOptionsEditor from './style-options-editor';

export interface PseudoContentEditorProps {
	/** 'Decoration before the content' or '… after the content'. */
	title: string;
	/** The stored pseudo-element. */
	value: PseudoContent | undefined;
	/**
	 * Receives the new pseudo-element (undefined removes it) and, while
	 * typing, the edited path ('content' or e.g. 'spacing.margin').
	 */
	onChange: ( value: PseudoContent | undefined, mergePath?: string ) => void;
}

/**
 * A decoration before or after the block's content (a CSS ::before or
 * ::after pseudo-element): its text (CSS `content`) and the same style
 * groups as the element.
 *
 * @param props          Props.
 * @param props.title    Panel title.
 * @param props.value    Stored pseudo-element.
 * @param props.onChange Receives the new pseudo-element.
 */
export default function PseudoContentEditor( {
	title,
	value,
	onChange,
}: PseudoContentEditorProps ) {
	const options: StyleOptions = value?.options ?? {};
	return (
		<PanelBody
			title={ title }
			initialOpen={ false }
			className="uip-style-pseudo"
		>
			<TextField
				label={ __( 'Decoration text', 'uipress' ) }
				help={ __(
					'Shown as part of the block, styled below. Leave empty for a shape (a line, a dot, a badge) made with the styles alone.',
					'uipress'
				) }
				value={ value?.content }
				onChange={ ( content ) =>
					onChange( { content: content ?? '', options }, 'content' )
				}
			/>
			<StyleOptionsEditor
				options={ options }
				onChange={ ( next, mergePath ) =>
					onChange(
						{ content: value?.content ?? '', options: next ?? {} },
						mergePath
					)
				}
			/>
			{ value && (
				<Button
					variant="link"
					isDestructive
					onClick={ () => onChange( undefined ) }
				>
					{ __( 'Remove the decoration', 'uipress' ) }
				</Button>
			) }
		</PanelBody>
	);
}
