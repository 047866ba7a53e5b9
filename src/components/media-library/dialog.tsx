/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import UipModal from '../modal';
import MediaLibrary, { type MediaLibraryProps } from './media-library';

export interface MediaLibraryDialogProps extends MediaLibraryProps {
	isOpen: boolean;
	/** Dialog title; default 'Media library'. */
	title?: string;
}

/**
 * The media library in a modal; a click outside cancels.
 *
 * @param dialogProps Component props.
 */
export function MediaLibraryDialog( dialogProps: MediaLibraryDialogProps ) {
	const { isOpen, title, onCancel, ...props } = dialogProps;
	return (
		<UipModal
			isOpen={ isOpen }
			title={ title ?? __( 'Media library', 'uipress' ) }
			onClose={ onCancel }
			className="uip-media-dialog"
		>
			<MediaLibrary onCancel={ onCancel } { ...props } />
		</UipModal>
	);
}
