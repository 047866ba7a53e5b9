/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import { imageSource } from './image-source';
import './image.scss';

/**
 * The image block: the chosen image with its alternative text, or a
 * placeholder icon when there is no image, its address is an unresolved
 * placeholder or it fails to load.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
export default function Image( { options }: BlockComponentProps ) {
	const source = imageSource( options.userImage );
	const [ failed, setFailed ] = useState( false );
	useEffect( () => setFailed( false ), [ source?.url ] );

	if ( ! source || failed ) {
		return (
			<span
				className="uip-image__placeholder"
				role="img"
				aria-label={ __( 'No image to show', 'uipress' ) }
			>
				<BlockIcon name="image" />
			</span>
		);
	}
	return (
		<img
			className="uip-image__img"
			src={ source.url }
			alt={ source.alt }
			loading="lazy"
			onError={ () => setFailed( true ) }
		/>
	);
}
