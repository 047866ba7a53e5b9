/**
 * WordPress dependencies
 */
import { createReduxStore, register, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { BUILDER_STORE } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';

export { BUILDER_STORE };
export {
	CANVAS_ZOOMS,
	DEFAULT_PREFERENCES,
	PREFERENCES_SCOPE,
	parseZoom,
	type CanvasZoom,
} from './preferences';
export type {
	BuilderState,
	BuilderStatus,
	EditedTemplate,
	TemplateChanges,
} from './types';

/**
 * The `uipress/builder` store: the template being edited, selection,
 * clipboard, history and the editor's view settings (full screen and zoom
 * are the user's preferences, kept by `core/preferences`: preferences.ts).
 */
export const builderStore = createReduxStore( BUILDER_STORE, {
	reducer,
	actions,
	selectors,
} );

/**
 * Registers the store in the default registry unless it is there already.
 */
export function ensureBuilderStore(): void {
	if ( ! ( select as ( name: string ) => unknown )( BUILDER_STORE ) ) {
		register( builderStore );
	}
}

ensureBuilderStore();
