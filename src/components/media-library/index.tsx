/**
 * WordPress dependencies
 */
import {
	Button,
	DropZone,
	FormFileUpload,
	Notice,
	SearchControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { check, Icon } from '@wordpress/icons';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import {
	notificationsStore,
	useCreateNotification,
} from '../../engine/notifications';
import UipModal from '../modal';
import LoadingSpinner from '../spinner';
import { errorMessage } from '../utils/api';
import {
	fetchMedia,
	fetchStock,
	importStockPhoto,
	saveMediaDetails,
	uploadFile,
	type Page,
} from './api';
import {
	DEFAULT_IMAGE_SIZE,
	hasMoreItems,
	imageFilesOnly,
	isNearBottom,
	previewUrl,
	stripTags,
	changedDetails,
	type MediaDetails,
	toChosenImage,
	toColumns,
	type ChosenImage,
	type MediaItem,
	type StockPhoto,
} from './rules';
import './media-library.scss';

export * from './rules';
export { MEDIA_PATH, STOCK_PATH } from './api';

export type MediaTab = 'library' | 'stock' | 'upload';

export interface MediaLibraryProps {
	/** Called with the chosen image (a stock photo is imported first). */
	onSelect: ( image: ChosenImage ) => void;
	/** Called on Cancel or Escape. */
	onCancel: () => void;
	/** Image size whose URL is returned; default 'full'. */
	size?: string;
}

interface ListState< T > {
	items: T[];
	total: number;
	page: number;
	loading: boolean;
	error: string;
}

const EMPTY_LIST = {
	items: [],
	total: 0,
	page: 0,
	loading: false,
	error: '',
};

/**
 * A paged list (library or stock) that loads on search and on scroll.
 *
 * @param fetcher Loads one page.
 */
function usePagedList< T >(
	fetcher: ( search: string, page: number ) => Promise< Page< T > >
) {
	const [ state, setState ] = useState< ListState< T > >( EMPTY_LIST );
	const latest = useRef( 0 );
	const load = useCallback(
		( search: string, page: number ) => {
			const request = ++latest.current;
			setState( ( current ) => ( {
				...current,
				loading: true,
				error: '',
			} ) );
			fetcher( search, page ).then(
				( result ) => {
					if ( request !== latest.current ) {
						return;
					}
					setState( ( current ) => ( {
						items:
							page > 1
								? [ ...current.items, ...result.items ]
								: result.items,
						total: result.total,
						page,
						loading: false,
						error: '',
					} ) );
				},
				( error: unknown ) => {
					if ( request !== latest.current ) {
						return;
					}
					setState( ( current ) => ( {
						...current,
						items: page > 1 ? current.items : [],
						total: 0,
						loading: false,
						error: errorMessage( error ),
					} ) );
				}
			);
		},
		[ fetcher ]
	);
	/** Puts a saved copy of an item in place of the listed one. */
	const replace = useCallback(
		( next: T, same: ( item: T ) => boolean ) =>
			setState( ( current ) => ( {
				...current,
				items: current.items.map( ( item ) =>
					same( item ) ? next : item
				),
			} ) ),
		[]
	);
	return { state, load, replace };
}

/**
 * The grid of a list: three columns, a check mark on the selected item.
 *
 * @param props           Component props.
 * @param props.items     Items with their key, label, image and selection.
 * @param props.onChoose  Called with an item's key.
 * @param props.onNearEnd Called when scrolled near the bottom.
 * @param props.footer    Shown under the grid.
 */
function Grid( {
	items,
	onChoose,
	onNearEnd,
	footer,
}: {
	items: Array< {
		key: string;
		label: string;
		src: string;
		selected: boolean;
		color?: string;
	} >;
	onChoose: ( key: string ) => void;
	onNearEnd: () => void;
	footer?: ReactNode;
} ) {
	return (
		<div
			className="uip-media__scroll"
			data-testid="uip-media-scroll"
			onScroll={ ( event ) => {
				if ( isNearBottom( event.currentTarget ) ) {
					onNearEnd();
				}
			} }
		>
			<div className="uip-media__grid">
				{ toColumns( items ).map( ( column, index ) => (
					<div className="uip-media__column" key={ index }>
						{ column.map( ( item ) => (
							<button
								key={ item.key }
								type="button"
								className={ `uip-media__item${
									item.selected ? ' is-selected' : ''
								}` }
								aria-pressed={ item.selected }
								aria-label={ item.label }
								style={ { backgroundColor: item.color } }
								onClick={ () => onChoose( item.key ) }
							>
								<img src={ item.src } alt="" />
								{ item.selected && (
									<span className="uip-media__check">
										<Icon icon={ check } size={ 20 } />
									</span>
								) }
							</button>
						) ) }
					</div>
				) ) }
			</div>
			{ footer }
		</div>
	);
}

/**
 * The detail form of a library image: alt text, title and caption, saved to
 * wp/v2/media/{id} when it is left edited (the changed fields only).
 *
 * @param props         Component props.
 * @param props.item    The image.
 * @param props.onEdit  Receives the fields as the user types them.
 * @param props.onSaved Receives the image as the server saved it.
 */
function Details( {
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
	const library = usePagedList< MediaItem >( fetchMedia );
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
		// Changing tab (or search) reloads that tab's data.
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
				await uploadFile( file );
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
			<div className="uip-media__upload">
				<DropZone
					onFilesDrop={ ( files ) => upload( Array.from( files ) ) }
				/>
				<p>{ __( 'Drop images here, or', 'uipress' ) }</p>
				<FormFileUpload
					accept="image/*"
					multiple
					onChange={ ( event ) =>
						upload( Array.from( event.currentTarget.files ?? [] ) )
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
			</div>
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
