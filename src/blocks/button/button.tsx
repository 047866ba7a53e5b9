/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import { runStoredCode } from '../../engine/renderer/run-stored-code';
import { linkOpensInNewTab, safeLinkUrl } from '../../engine/renderer/links';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import {
	choiceOption,
	dynamicOption,
	iconOption,
	textOption,
} from '../shared/options';
import './button.scss';

export const ICON_POSITIONS = [ 'left', 'right' ] as const;

const stayInBuilder = ( event: MouseEvent ) => event.preventDefault();

/**
 * A button, or a link styled as one when the block has a link (its
 * `linkTo`, set in the shared "Link and tooltip" group; the definition's
 * `ownLink` keeps the root element from being a second link). Its own look
 * is the `buttonStyle` style group (class `uip-button`).
 *
 * Its `onClickCode` runs on each click in production only, like a block's
 * own JavaScript: the builder and the preview never run stored code.
 *
 * @param props         Component props.
 * @param props.block   The block: its link.
 * @param props.options The block's options.
 * @param props.mode    Display mode: links are not followed in the builder.
 */
export default function Button( {
	block,
	options,
	mode,
}: BlockComponentProps ) {
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const icon = iconOption( options, 'icon' );
	const position = choiceOption(
		options,
		'iconPosition',
		ICON_POSITIONS,
		'left'
	);
	const url = safeLinkUrl( block.linkTo?.value );
	const code = mode === 'prod' ? textOption( options, 'onClickCode' ) : '';
	const runCode = code.trim()
		? ( event: MouseEvent< HTMLElement > ) =>
				runStoredCode(
					code,
					event.currentTarget,
					`click code of block ${ block.uid }`
				)
		: undefined;

	const content = (
		<>
			{ position === 'left' && <BlockIcon name={ icon } /> }
			{ text && <span className="uip-button__text">{ text }</span> }
			{ position === 'right' && <BlockIcon name={ icon } /> }
		</>
	);

	if ( url ) {
		const newTab = linkOpensInNewTab( url, block.linkTo?.newTab );
		return (
			<a
				className="uip-button"
				href={ url }
				target={ newTab ? '_blank' : undefined }
				rel={ newTab ? 'noopener noreferrer' : undefined }
				onClick={ mode === 'builder' ? stayInBuilder : runCode }
			>
				{ content }
			</a>
		);
	}

	return (
		<button type="button" className="uip-button" onClick={ runCode }>
			{ content }
		</button>
	);
}
