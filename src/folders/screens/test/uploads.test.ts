/**
 * Internal dependencies
 */
import {
	bindFutureUploaders,
	bindUploader,
	onUploadsDone,
	setUploadFolder,
} from '../uploads';
import type { PluploadUploader } from '../wp-media';

function fakeUploader() {
	const handlers: Record<
		string,
		( up: PluploadUploader, file: unknown ) => void
	> = {};
	const uploader: PluploadUploader = {
		settings: { multipart_params: { action: 'upload-attachment' } },
		bind: ( event, callback ) => {
			handlers[ event ] = callback;
		},
	};
	const send = () => handlers.BeforeUpload?.( uploader, {} );
	return { uploader, send };
}

describe( 'uploads into the open folder', () => {
	afterEach( () => {
		setUploadFolder( null );
		delete ( window as unknown as { wp?: unknown } ).wp;
	} );

	it( 'sends the folder open when each file leaves, not when bound', () => {
		const { uploader, send } = fakeUploader();
		bindUploader( uploader );
		setUploadFolder( 8 );
		send();
		expect( uploader.settings.multipart_params ).toEqual( {
			action: 'upload-attachment',
			uip_folder: 8,
		} );
		setUploadFolder( 0 );
		send();
		expect( uploader.settings.multipart_params?.uip_folder ).toBe( 0 );
	} );

	it( 'sends no folder with All open', () => {
		const { uploader, send } = fakeUploader();
		bindUploader( uploader );
		setUploadFolder( 3 );
		send();
		setUploadFolder( null );
		send();
		expect( uploader.settings.multipart_params ).toEqual( {
			action: 'upload-attachment',
		} );
	} );

	it( 'binds the uploaders wp.Uploader makes later, keeping its init hook', () => {
		const init = jest.fn();
		function Uploader( this: { uploader: PluploadUploader } ) {
			this.uploader = made.uploader;
			( this as unknown as { init: () => void } ).init();
		}
		Uploader.prototype.init = init;
		const made = fakeUploader();
		( window as unknown as { wp: unknown } ).wp = { Uploader };
		bindFutureUploaders();
		bindFutureUploaders();
		new ( Uploader as unknown as new () => unknown )();
		expect( init ).toHaveBeenCalledTimes( 1 );
		setUploadFolder( 5 );
		made.send();
		expect( made.uploader.settings.multipart_params?.uip_folder ).toBe( 5 );
	} );
} );

describe( 'after uploads', () => {
	it( 'calls back once an uploader’s queue is done', () => {
		const done = jest.fn();
		onUploadsDone( done );
		const handlers: Record< string, () => void > = {};
		bindUploader( {
			settings: {},
			bind: ( event, callback ) => {
				handlers[ event ] = () => callback( {} as never, {} );
			},
		} );
		handlers.UploadComplete?.();
		expect( done ).toHaveBeenCalledTimes( 1 );
	} );
} );
