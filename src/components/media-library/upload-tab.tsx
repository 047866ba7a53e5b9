/**
 * WordPress dependencies
 */
import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The Upload tab: a drop zone and a file picker of images.
 *
 * @param props            Component props.
 * @param props.busy       Whether an upload is under way (the picker waits).
 * @param props.onFiles    Receives the files dropped or picked.
 * @param props.intoFolder Whether they go into the folder open in the Library.
 */
export default function UploadTab( {
	busy,
	onFiles,
	intoFolder = false,
}: {
	busy: boolean;
	onFiles: ( files: File[] ) => void;
	intoFolder?: boolean;
} ) {
	return (
		<div className="uip-media__upload">
			<DropZone
				onFilesDrop={ ( files ) => onFiles( Array.from( files ) ) }
			/>
			<p>{ __( 'Drop images here, or', 'uipress' ) }</p>
			<FormFileUpload
				accept="image/*"
				multiple
				onChange={ ( event ) =>
					onFiles( Array.from( event.currentTarget.files ?? [] ) )
				}
				render={ ( { openFileDialog } ) => (
					<Button
						variant="secondary"
						disabled={ busy }
						onClick={ openFileDialog }
					>
						{ __( 'Select files', 'uipress' ) }
					</Button>
				) }
			/>
			{ intoFolder && (
				<p className="uip-media__upload-folder">
					{ __(
						'They go into the folder open in the Library.',
						'uipress'
					) }
				</p>
			) }
		</div>
	);
}
