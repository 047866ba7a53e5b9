/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { safeLinkUrl } from '../../engine/renderer/links';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { textOption } from '../shared/options';
import './iframe.scss';

/**
 * The height in px: the stored number between 50 and 4000, else 400.
 *
 * @param value Stored height.
 */
export function frameHeight( value: unknown ): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' &&
		Number.isFinite( number ) &&
		number >= 50 &&
		number <= 4000
		? number
		: 400;
}

/**
 * The embedded page block: a page in a frame, at the chosen height. Only
 * addresses the links rule accepts load (http(s) or a path of this site).
 * In the builder the frame does not take clicks, so the block can be
 * selected.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function Iframe( { options, mode }: BlockComponentProps ) {
	const link = safeLinkUrl( textOption( options, 'url' ).trim() );
	// A page, not a mail or phone link.
	const url = link && ! /^(mailto|tel):/i.test( link ) ? link : undefined;
	const height = frameHeight( options.height );
	if ( ! url ) {
		return (
			<span
				className="uip-iframe__placeholder"
				role="img"
				aria-label={ __( 'No page to show', 'uipress' ) }
				style={ { height } }
			>
				<BlockIcon name="iframe" />
			</span>
		);
	}
	return (
		<iframe
			className="uip-iframe"
			src={ url }
			title={
				textOption( options, 'title' ).trim() ||
				__( 'Embedded page', 'uipress' )
			}
			height={ height }
			loading="lazy"
			referrerPolicy="strict-origin-when-cross-origin"
			tabIndex={ mode === 'builder' ? -1 : undefined }
		/>
	);
}
