/**
 * WordPress dependencies
 */
import { TextareaControl, TextControl } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCreateNotification } from '../../engine/notifications';
import { errorMessage } from '../utils/api';
import { saveMediaDetails } from './api';
import {
	changedDetails,
	previewUrl,
	stripTags,
	type MediaDetails,
	type MediaItem,
} from './rules';

/**
 * The detail form of a library image: alt text, title and caption, saved to
 * wp/v2/media/{id} when it is left edited (the changed fields only).
 *
 * @param props         Component props.
 * @param props.item    The image.
 * @param props.onEdit  Receives the fields as the user types them.
 * @param props.onSaved Receives the image as the server saved it.
 */
export default function Details( {
	item,
	onEdit,
	onSaved,
}: {
	item: MediaItem;
	onEdit: ( fields: MediaDetails ) => void;
	onSaved: ( item: MediaItem ) => void;
} ) {
	const initial = {
		alt_text: item.alt_text ?? '',
		title: stripTags( item.title?.raw ?? item.title?.rendered ?? '' ),
		caption: stripTags( item.caption?.raw ?? item.caption?.rendered ?? '' ),
	};
	const [ fields, setFieldsState ] = useState( initial );
	const saved = useRef( initial );
	const notify = useCreateNotification();
	const setFields = ( next: MediaDetails ) => {
		setFieldsState( next );
		onEdit( next );
	};

	const save = () => {
		const current = fields;
		const changed = changedDetails( saved.current, current );
		if ( Object.keys( changed ).length === 0 ) {
			return;
		}
		saved.current = current;
		saveMediaDetails( item.id, changed ).then(
			( result ) => {
				notify( {
					title: __( 'Image saved', 'uipress' ),
					status: 'success',
				} );
				if ( result?.id === item.id ) {
					onSaved( result );
				}
			},
			( error: unknown ) =>
				notify( { title: errorMessage( error ), status: 'error' } )
		);
	};

	return (
		<div className="uip-media__details" onBlur={ save }>
			<img src={ previewUrl( item ) } alt="" />
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Alt text', 'uipress' ) }
				value={ fields.alt_text }
				onChange={ ( value ) =>
					setFields( { ...fields, alt_text: value } )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Title', 'uipress' ) }
				value={ fields.title }
				onChange={ ( value ) =>
					setFields( { ...fields, title: value } )
				}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Caption', 'uipress' ) }
				value={ fields.caption }
				onChange={ ( value ) =>
					setFields( { ...fields, caption: value } )
				}
			/>
		</div>
	);
}
