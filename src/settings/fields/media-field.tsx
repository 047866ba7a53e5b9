/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MediaLibraryDialog } from '../../components';

interface MediaFieldProps {
	id: string;
	label: string;
	help?: string;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * An image URL: chosen from the media library (preview, replace, remove) or
 * typed.
 *
 * @param props          Component props.
 * @param props.id       Id of the URL field.
 * @param props.label    The setting's label.
 * @param props.help     Help text.
 * @param props.value    The image URL.
 * @param props.onChange Receives the new URL; '' removes the image.
 */
export default function MediaField( {
	id,
	label,
	help,
	value,
	onChange,
}: MediaFieldProps ) {
	const [ open, setOpen ] = useState( false );
	return (
		<fieldset className="uip-settings-media">
			<legend className="uip-settings__legend">{ label }</legend>
			{ help && <p className="uip-settings__help">{ help }</p> }
			<div className="uip-settings-media__body">
				{ value ? (
					<img
						className="uip-settings-media__preview"
						src={ value }
						alt={ __( 'The chosen image', 'uipress' ) }
					/>
				) : (
					<p className="uip-settings-media__empty">
						{ __( 'No image chosen.', 'uipress' ) }
					</p>
				) }
				<div className="uip-settings-media__actions">
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => setOpen( true ) }
					>
						{ value
							? __( 'Replace image', 'uipress' )
							: __( 'Choose image', 'uipress' ) }
					</Button>
					{ value && (
						<Button
							variant="tertiary"
							size="compact"
							isDestructive
							onClick={ () => onChange( '' ) }
						>
							{ __( 'Remove image', 'uipress' ) }
						</Button>
					) }
				</div>
			</div>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				id={ id }
				type="url"
				label={ sprintf(
					/* translators: %s: the setting's label, e.g. Login logo. */
					__( '%s URL', 'uipress' ),
					label
				) }
				value={ value }
				onChange={ onChange }
			/>
			<MediaLibraryDialog
				isOpen={ open }
				title={ label }
				onCancel={ () => setOpen( false ) }
				onSelect={ ( chosen ) => {
					setOpen( false );
					onChange( chosen.source_url );
				} }
			/>
		</fieldset>
	);
}
