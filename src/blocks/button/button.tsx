/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { useDynamicText } from '../../engine/renderer/block-hooks';
import { opensInNewTab, safeLinkUrl } from '../../engine/renderer/links';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import {
	choiceOption,
	dynamicOption,
	iconOption,
	linkOption,
} from '../shared/options';
import './button.scss';

export const ICON_POSITIONS = [ 'left', 'right' ] as const;

const stayInBuilder = ( event: MouseEvent ) => event.preventDefault();

/**
 * A button, or a link styled as one when it has a link. Its own look is the
 * `buttonStyle` style group (class `uip-button`).
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode: links are not followed in the builder.
 */
export default function Button( { options, mode }: BlockComponentProps ) {
	const text = useDynamicText( dynamicOption( options, 'buttonText' ) );
	const icon = iconOption( options, 'icon' );
	const position = choiceOption(
		options,
		'iconPosition',
		ICON_POSITIONS,
		'left'
	);
	const link = linkOption( options, 'linkSelect' );
	const url = safeLinkUrl( link?.value );

	const content = (
		<>
			{ position === 'left' && <BlockIcon name={ icon } /> }
			{ text && <span className="uip-button__text">{ text }</span> }
			{ position === 'right' && <BlockIcon name={ icon } /> }
		</>
	);

	if ( link && url ) {
		const newTab = opensInNewTab( link );
		return (
			<a
				className="uip-button"
				href={ url }
				target={ newTab ? '_blank' : undefined }
				rel={ newTab ? 'noopener noreferrer' : undefined }
				onClick={ mode === 'builder' ? stayInBuilder : undefined }
			>
				{ content }
			</a>
		);
	}

	return (
		<button type="button" className="uip-button">
			{ content }
		</button>
	);
}
