/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import OptionField from './option-field';
import { MediaLibraryDialog } from '../../../components';
import type { OptionControlProps } from '../types';
import { toImage } from './values';

/**
 * An image from the media library (or a stock photo imported into it).
 * Stores the chosen image ({ id, caption, alt, height, width, source_url });
 * removing it stores ''.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the image, or ''.
 */
export default function ImageOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const image = toImage( value );
	const [ open, setOpen ] = useState( false );

	return (
		<OptionField option={ option } className="uip-image-control">
			{ image ? (
				<img
					className="uip-image-control__preview"
					src={ image.source_url }
					alt={ image.alt || __( 'The chosen image', 'uipress' ) }
				/>
			) : (
				<p className="uip-image-control__empty">
					{ __( 'No image chosen.', 'uipress' ) }
				</p>
			) }
			<div className="uip-image-control__actions">
				<Button
					variant="secondary"
					size="small"
					onClick={ () => setOpen( true ) }
				>
					{ image
						? __( 'Replace image', 'uipress' )
						: __( 'Choose image', 'uipress' ) }
				</Button>
				{ image && (
					<Button
						variant="tertiary"
						size="small"
						isDestructive
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Remove image', 'uipress' ) }
					</Button>
				) }
			</div>
			<MediaLibraryDialog
				isOpen={ open }
				title={ option.label }
				onCancel={ () => setOpen( false ) }
				onSelect={ ( chosen ) => {
					setOpen( false );
					onChange( chosen );
				} }
			/>
		</OptionField>
	);
}
