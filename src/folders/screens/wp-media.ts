/**
 * The little of WordPress's media scripts (wp.media, Backbone, plupload)
 * the screens touch, typed at the boundary: window.wp is untyped, so each
 * accessor checks what it hands out.
 */

/** A Backbone model's attribute bag (wp.media collection props). */
export interface BackboneModel {
	get: ( key: string ) => unknown;
	set: ( values: Record< string, unknown > ) => unknown;
	unset: ( key: string ) => unknown;
	on: ( events: string, callback: () => void ) => unknown;
	off: ( events: string, callback: () => void ) => unknown;
}

/** An attachment model. */
export interface AttachmentModel {
	id: number;
}

/** wp.media.model.Attachments (a library or a selection). */
export interface AttachmentsCollection {
	props: BackboneModel;
	models: AttachmentModel[];
	on: ( events: string, callback: () => void ) => unknown;
	off: ( events: string, callback: () => void ) => unknown;
	reset: () => unknown;
	/** Private, but the one way to ask the server again (core's own refresh). */
	_requery?: () => void;
	/** The query a library mirrors (wp.media.model.Query). */
	mirroring?: AttachmentsCollection;
	/** Adds the models of another collection that match (new uploads). */
	observe?: ( collection: unknown ) => unknown;
}

/** A plupload uploader. */
export interface PluploadUploader {
	settings: { multipart_params?: Record< string, unknown > };
	bind: (
		event: string,
		callback: ( up: PluploadUploader, file: unknown ) => void
	) => void;
}

/** wp.Uploader. */
export interface WpUploader {
	uploader?: PluploadUploader;
}

/** A wp.media view (Backbone). */
export interface MediaView {
	el: HTMLElement;
	controller?: MediaFrame;
	collection?: AttachmentsCollection;
	options?: Record< string, unknown >;
	on?: ( events: string, callback: () => void ) => unknown;
	remove?: () => unknown;
}

/** A wp.media frame. */
export interface MediaFrame extends MediaView {
	state: () => BackboneModel;
	isModeActive?: ( mode: string ) => boolean;
	on: ( events: string, callback: () => void ) => unknown;
	off?: ( events: string, callback: () => void ) => unknown;
	browserView?: MediaView & {
		toolbar?: { set: ( id: string, view: unknown ) => unknown };
	};
	uploader?: { uploader?: WpUploader };
}

/** A view class (Backbone's extend/prototype). */
export interface MediaViewClass {
	prototype: Record< string, unknown >;
	new ( options?: Record< string, unknown > ): MediaView;
}

/** The parts of window.wp.media used here. */
export interface WpMedia {
	frame?: MediaFrame;
	View?: MediaViewClass;
	view?: { AttachmentsBrowser?: MediaViewClass };
}

function wpGlobal(): Record< string, unknown > | undefined {
	const wp: unknown = ( window as unknown as { wp?: unknown } ).wp;
	return typeof wp === 'object' && wp !== null
		? ( wp as Record< string, unknown > )
		: undefined;
}

/** window.wp.media when WordPress queued the media scripts. */
export function wpMedia(): WpMedia | undefined {
	const media = wpGlobal()?.media;
	return typeof media === 'function' || typeof media === 'object'
		? ( media as WpMedia )
		: undefined;
}

/** wp.Uploader.queue: the files being uploaded, as attachments. */
export function uploadQueue(): unknown {
	const uploader = wpGlobal()?.Uploader;
	return typeof uploader === 'function'
		? ( uploader as unknown as { queue?: unknown } ).queue
		: undefined;
}

/** window.wp.Uploader (the class), when queued. */
export function wpUploaderClass():
	{ prototype: Record< string, unknown > } | undefined {
	const uploader = wpGlobal()?.Uploader;
	return typeof uploader === 'function'
		? ( uploader as unknown as { prototype: Record< string, unknown > } )
		: undefined;
}

/**
 * The library an attachments browser lists: a collection that asks the
 * server (`query-attachments`) again whenever its props change.
 *
 * @param collection A browser's collection.
 */
export function isQueryLibrary(
	collection: unknown
): collection is AttachmentsCollection {
	if ( typeof collection !== 'object' || collection === null ) {
		return false;
	}
	const props = ( collection as { props?: unknown } ).props;
	return (
		typeof props === 'object' &&
		props !== null &&
		typeof ( props as { get?: unknown } ).get === 'function' &&
		( props as BackboneModel ).get( 'query' ) === true
	);
}

/**
 * The ids of a selection (wp.media.model.Selection), none when absent.
 *
 * @param selection The selection.
 */
export function selectionIds( selection: unknown ): number[] {
	if (
		typeof selection !== 'object' ||
		selection === null ||
		! Array.isArray( ( selection as { models?: unknown } ).models )
	) {
		return [];
	}
	return ( selection as AttachmentsCollection ).models
		.map( ( model ) => Number( model.id ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/**
 * Empties a selection (after its items moved away).
 *
 * @param selection The selection.
 */
export function clearSelection( selection: unknown ): void {
	if (
		typeof selection === 'object' &&
		selection !== null &&
		typeof ( selection as { reset?: unknown } ).reset === 'function'
	) {
		( selection as AttachmentsCollection ).reset();
	}
}
