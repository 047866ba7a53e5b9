/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Styles } from '../../../../engine/types';
import { MediaLibraryDialog } from '../../../../components/media-library';
import SelectField from '../fields/select-field';
import TextField from '../fields/text-field';
import { withField } from '../style-values';
import type { FieldProps } from '../types';

type BackgroundImage = NonNullable< Styles[ 'backgroundImage' ] >;

/**
 * The background image: its URL (typed, or chosen in the media library),
 * then size, position and repeat. Clearing the URL removes the whole image.
 *
 * @param props          Field props.
 * @param props.value    Stored `backgroundImage`.
 * @param props.onChange Receives the new image, undefined when removed.
 */
export default function BackgroundImageFields( {
	value,
	onChange,
}: Omit< FieldProps< BackgroundImage >, 'label' > ) {
	const [ choosing, setChoosing ] = useState( false );
	const set =
		< K extends keyof BackgroundImage >( key: K ) =>
		( next: BackgroundImage[ K ] | undefined, merge?: boolean ) => {
			if ( ! value ) {
				return;
			}
			const image = withField( value, key, next );
			onChange( image as BackgroundImage, merge );
		};
	return (
		<>
			<TextField
				label={ __( 'Background image URL', 'uipress' ) }
				value={ value?.url }
				placeholder="https://"
				onChange={ ( url, merge ) =>
					onChange( url ? { ...value, url } : undefined, merge )
				}
			/>
			<Button
				variant="secondary"
				size="small"
				onClick={ () => setChoosing( true ) }
			>
				{ __( 'Choose image', 'uipress' ) }
			</Button>
			{ choosing && (
				<MediaLibraryDialog
					isOpen
					onSelect={ ( image ) => {
						setChoosing( false );
						onChange( { ...value, url: image.source_url } );
					} }
					onCancel={ () => setChoosing( false ) }
				/>
			) }
			{ value && (
				<>
					<SelectField
						label={ __( 'Background size', 'uipress' ) }
						value={ value.size }
						onChange={ set( 'size' ) }
						choices={ [
							{ value: 'cover', label: __( 'Cover', 'uipress' ) },
							{
								value: 'contain',
								label: __( 'Contain', 'uipress' ),
							},
							{
								value: 'auto',
								label: __( 'Original size', 'uipress' ),
							},
						] }
					/>
					<TextField
						label={ __( 'Background position', 'uipress' ) }
						value={ value.position }
						placeholder={ __( 'center top', 'uipress' ) }
						onChange={ set( 'position' ) }
					/>
					<SelectField
						label={ __( 'Background repeat', 'uipress' ) }
						value={
							value.repeat === undefined
								? undefined
								: String( value.repeat )
						}
						onChange={ ( repeat ) =>
							set( 'repeat' )(
								repeat === undefined
									? undefined
									: repeat === 'true'
							)
						}
						choices={ [
							{ value: 'true', label: __( 'Repeat', 'uipress' ) },
							{
								value: 'false',
								label: __( 'No repeat', 'uipress' ),
							},
						] }
					/>
				</>
			) }
		</>
	);
}
