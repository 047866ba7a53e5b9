/**
 * WordPress dependencies
 */
import { Button, Notice, SearchControl } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	notificationsStore,
	useCreateNotification,
} from '../../engine/notifications';
import LoadingSpinner from '../spinner';
import { fetchMedia, fetchStock, importStockPhoto, uploadFile } from './api';
import Details from './details';
import Grid from './grid';
import LibraryFolders, {
	dragMediaItem,
	MoveImageToFolder,
	refreshFolderCounts,
	useMediaFolders,
} from './library-folders';
import {
	DEFAULT_IMAGE_SIZE,
	hasMoreItems,
	imageFilesOnly,
	previewUrl,
	stripTags,
	type MediaDetails,
	toChosenImage,
	type ChosenImage,
	type MediaItem,
	type StockPhoto,
} from './rules';
import UploadTab from './upload-tab';
import { usePagedList } from './use-paged-list';
import './media-library.scss';

export type MediaTab = 'library' | 'stock' | 'upload';

export interface MediaLibraryProps {
	/** Called with the chosen image (a stock photo is imported first). */
	onSelect: ( image: ChosenImage ) => void;
	/** Called on Cancel or Escape. */
	onCancel: () => void;
	/** Image size whose URL is returned; default 'full'. */
	size?: string;
}

/**
 * The media library dialog body: Library, Stock photos and Upload tabs, a
 * search box, a three-column grid loading 20 more on scroll, details of the
 * chosen image, and Cancel (esc) / Select.
 *
 * @param props          Component props.
 * @param props.onSelect
 * @param props.onCancel
 * @param props.size
 */
export default function MediaLibrary( {
	onSelect,
	onCancel,
	size = DEFAULT_IMAGE_SIZE,
}: MediaLibraryProps ) {
	const [ tab, setTab ] = useState< MediaTab >( 'library' );
	const [ search, setSearch ] = useState( '' );
	const [ chosen, setChosen ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );
	// The chosen image's details as typed: Select emits them even before
	// their save (on leaving the form) has come back.
	const [ edits, setEdits ] = useState< {
		id: number;
		fields: MediaDetails;
	} | null >( null );
	// With folders on (the page's config), the library lists the open folder
	// and uploads go into it; null = All.
	const folders = useMediaFolders();
	const [ folder, setFolder ] = useState< number | null >(
		folders.initialFolder
	);
	const fetchLibrary = useCallback(
		( term: string, page: number ) =>
			fetchMedia( term, page, folders.enabled ? folder : null ),
		[ folders.enabled, folder ]
	);
	const library = usePagedList< MediaItem >( fetchLibrary );
	const stock = usePagedList< StockPhoto >( fetchStock );
	const notify = useCreateNotification();

	const reload = useCallback(
		( which: MediaTab, term: string ) => {
			if ( which === 'library' ) {
				library.load( term, 1 );
			} else if ( which === 'stock' ) {
				stock.load( term, 1 );
			}
		},
		[ library.load, stock.load ] // eslint-disable-line react-hooks/exhaustive-deps
	);

	useEffect( () => {
		setChosen( null );
		reload( tab, search );
		// Changing tab, search or open folder reloads that tab's data.
	}, [ tab, search, reload ] );

	useEffect( () => {
		const onKey = ( event: KeyboardEvent ) => {
			// A surrounding modal handles Escape itself (and prevents the default).
			if ( event.key === 'Escape' && ! event.defaultPrevented ) {
				onCancel();
			}
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [ onCancel ] );

	const list = tab === 'stock' ? stock : library;
	const loadMore = () => {
		if (
			! list.state.loading &&
			hasMoreItems( list.state.total, list.state.items.length )
		) {
			list.load( search, list.state.page + 1 );
		}
	};

	const upload = async ( files: File[] ) => {
		const images = imageFilesOnly( files );
		if ( ! images.length ) {
			return;
		}
		setBusy( true );
		const progress = await notify( {
			title: __( 'Uploading images', 'uipress' ),
			loader: true,
			dismissable: false,
		} );
		for ( const file of images ) {
			try {
				await uploadFile( file, folders.enabled ? folder : null );
			} catch {
				notify( {
					title: `${ __( 'Failed to upload', 'uipress' ) } ${
						file.name
					}`,
					status: 'error',
				} );
			}
		}
		dispatch( notificationsStore ).removeNotification( progress );
		notify( {
			title: __( 'uploaded complete', 'uipress' ),
			status: 'success',
		} );
		setBusy( false );
		if ( folders.enabled ) {
			void refreshFolderCounts();
		}
		setSearch( '' );
		if ( tab === 'library' ) {
			reload( 'library', '' );
		} else {
			setTab( 'library' );
		}
	};

	const chosenMedia =
		tab === 'library'
			? library.state.items.find(
					( item ) => String( item.id ) === chosen
				)
			: undefined;
	const chosenStock =
		tab === 'stock'
			? stock.state.items.find( ( item ) => item.id === chosen )
			: undefined;

	const select = async () => {
		if ( chosenMedia ) {
			const image = toChosenImage( chosenMedia, size );
			const typed = edits?.id === chosenMedia.id ? edits.fields : null;
			onSelect(
				typed
					? { ...image, alt: typed.alt_text, caption: typed.caption }
					: image
			);
			return;
		}
		if ( ! chosenStock ) {
			return;
		}
		setBusy( true );
		const progress = await notify( {
			title: __( 'Importing image to library', 'uipress' ),
			loader: true,
			dismissable: false,
		} );
		try {
			const item = await importStockPhoto( chosenStock );
			onSelect( toChosenImage( item, size ) );
		} catch {
			notify( {
				title: __( 'Failed to import image', 'uipress' ),
				status: 'error',
			} );
		} finally {
			dispatch( notificationsStore ).removeNotification( progress );
			setBusy( false );
		}
	};

	const tabs: Array< { name: MediaTab; title: string } > = [
		{ name: 'library', title: __( 'Library', 'uipress' ) },
		{ name: 'stock', title: __( 'Stock photos', 'uipress' ) },
		{ name: 'upload', title: __( 'Upload', 'uipress' ) },
	];

	let body: ReactNode;
	if ( tab === 'upload' ) {
		body = (
			<UploadTab
				busy={ busy }
				onFiles={ upload }
				intoFolder={ folders.enabled && folder !== null }
			/>
		);
	} else {
		const entries =
			tab === 'stock'
				? stock.state.items.map( ( photo ) => ( {
						key: photo.id,
						label:
							photo.alt_description ||
							photo.user.name ||
							photo.id,
						src: photo.urls.small,
						selected: chosen === photo.id,
						color: photo.color,
					} ) )
				: library.state.items.map( ( item ) => ( {
						key: String( item.id ),
						label:
							stripTags( item.title?.rendered ?? '' ) ||
							String( item.id ),
						src: previewUrl( item ),
						selected: chosen === String( item.id ),
					} ) );
		body = (
			<div className="uip-media__browse">
				{ list.state.error && (
					<Notice status="warning" isDismissible={ false }>
						{ list.state.error }
					</Notice>
				) }
				{ ! list.state.error &&
					! list.state.loading &&
					entries.length === 0 &&
					search.trim() !== '' && (
						<p className="uip-media__empty">
							{ __( 'Nothing found for search term', 'uipress' ) }{ ' ' }
							<strong>{ search }</strong>
						</p>
					) }
				<Grid
					items={ entries }
					onChoose={ ( key ) => setChosen( key ) }
					onNearEnd={ loadMore }
					footer={ list.state.loading ? <LoadingSpinner /> : null }
					onDragItem={
						tab === 'library' && folders.canEdit
							? dragMediaItem
							: undefined
					}
				/>
				{ chosenMedia && (
					<Details
						key={ chosenMedia.id }
						item={ chosenMedia }
						onEdit={ ( fields ) =>
							setEdits( { id: chosenMedia.id, fields } )
						}
						onSaved={ ( saved ) =>
							library.replace(
								saved,
								( listed ) => listed.id === saved.id
							)
						}
					/>
				) }
				{ chosenStock && chosenStock.user.links.html && (
					<p className="uip-media__credit">
						<a
							href={ chosenStock.user.links.html }
							target="_blank"
							rel="noreferrer noopener"
						>
							{ chosenStock.user.name }
						</a>
					</p>
				) }
			</div>
		);
	}

	if ( tab === 'library' && folders.enabled ) {
		body = (
			<div className="uip-media__library">
				<LibraryFolders
					folder={ folder }
					onOpen={ ( next ) => {
						setFolder( next );
						setChosen( null );
					} }
					onItemsMoved={ () => reload( 'library', search ) }
				/>
				{ body }
			</div>
		);
	}

	return (
		<div className="uip-media">
			<div className="uip-media__header">
				<div role="tablist" className="uip-media__tabs">
					{ tabs.map( ( item ) => (
						<Button
							key={ item.name }
							role="tab"
							aria-selected={ tab === item.name }
							isPressed={ tab === item.name }
							onClick={ () => setTab( item.name ) }
						>
							{ item.title }
						</Button>
					) ) }
				</div>
				{ tab !== 'upload' && (
					<SearchControl
						__nextHasNoMarginBottom
						label={ __( 'Search images', 'uipress' ) }
						value={ search }
						onChange={ setSearch }
					/>
				) }
			</div>
			{ body }
			<div className="uip-media__footer">
				{ chosenMedia && folders.enabled && folders.canEdit && (
					<MoveImageToFolder
						id={ chosenMedia.id }
						onMoved={ () => reload( 'library', search ) }
					/>
				) }
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'uipress' ) }{ ' ' }
					<kbd className="uip-media__hint">
						{ __( 'esc', 'uipress' ) }
					</kbd>
				</Button>
				<Button
					variant="primary"
					disabled={ ! ( chosenMedia || chosenStock ) || busy }
					onClick={ select }
				>
					{ __( 'Select', 'uipress' ) }
				</Button>
			</div>
		</div>
	);
}
