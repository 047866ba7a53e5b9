/**
 * The builder's media dialog: Library (with folders when they are on),
 * Stock photos and Upload.
 */
export * from './rules';
export { MEDIA_PATH, STOCK_PATH } from './api';
export {
	default,
	type MediaLibraryProps,
	type MediaTab,
} from './media-library';
export { MediaLibraryDialog, type MediaLibraryDialogProps } from './dialog';
