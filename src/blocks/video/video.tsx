/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { videoSource } from './video-source';
import './video.scss';

/**
 * The video block: YouTube and Vimeo links in their player (an embedded
 * frame, 16:9), any other address in the browser's video player. In the
 * builder a player is not interactive, so the block can be selected.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 * @param props.mode    Display mode.
 */
export default function Video( { options, mode }: BlockComponentProps ) {
	const source = videoSource( options.videoURL, options.embed !== false );
	if ( ! source ) {
		return (
			<span
				className="uip-video__placeholder"
				role="img"
				aria-label={ __( 'No video to show', 'uipress' ) }
			>
				<BlockIcon name="smart_display" />
			</span>
		);
	}
	if ( source.kind === 'player' ) {
		return (
			<div className="uip-video uip-video--player">
				<iframe
					src={ source.url }
					title={ sprintf(
						/* translators: %s: YouTube or Vimeo. */
						__( '%s video', 'uipress' ),
						source.provider
					) }
					loading="lazy"
					referrerPolicy="strict-origin-when-cross-origin"
					allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
					allowFullScreen
					tabIndex={ mode === 'builder' ? -1 : undefined }
				/>
			</div>
		);
	}
	return (
		<video
			className="uip-video uip-video--file"
			src={ source.url }
			controls
			preload="metadata"
		/>
	);
}
