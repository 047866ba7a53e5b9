/**
 * WordPress dependencies
 */
import { createRegistrySelector } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import type { Block, TemplateFields, Viewport } from '../../engine/types';
import { findBlock, findPosition } from '../tree';
import type { BuilderState, BuilderStatus, EditedTemplate } from './types';
import {
	DEFAULT_PREFERENCES,
	PREFERENCES_SCOPE,
	parseZoom,
	type CanvasZoom,
} from './preferences';

const NO_BLOCKS: Block[] = [];

export const getTemplate = ( state: BuilderState ): EditedTemplate | null =>
	state.template;

export const getBlocks = ( state: BuilderState ): Block[] =>
	state.template?.fields.content ?? NO_BLOCKS;

export const getBlock = ( state: BuilderState, uid: string ): Block | null =>
	findBlock( getBlocks( state ), uid );

/**
 * The uid of a block's parent: null for a root block or an unknown uid.
 *
 * @param state The state.
 * @param uid   The block's uid.
 */
export const getParentUid = (
	state: BuilderState,
	uid: string
): string | null => findPosition( getBlocks( state ), uid )?.parentUid ?? null;

/**
 * A block's index in its parent's list; -1 for an unknown uid.
 *
 * @param state The state.
 * @param uid   The block's uid.
 */
export const getBlockIndex = ( state: BuilderState, uid: string ): number =>
	findPosition( getBlocks( state ), uid )?.index ?? -1;

export const getSelectedUid = ( state: BuilderState ): string | null =>
	state.selectedUid;

export const getSelectedBlock = ( state: BuilderState ): Block | null =>
	state.selectedUid ? getBlock( state, state.selectedUid ) : null;

export const getHoveredUid = ( state: BuilderState ): string | null =>
	state.hoveredUid;

export const canUndo = ( state: BuilderState ): boolean =>
	state.history.past.length > 0;

export const canRedo = ( state: BuilderState ): boolean =>
	state.history.future.length > 0;

let lastCompared: [ TemplateFields, TemplateFields, boolean ] | null = null;

function sameFields( a: TemplateFields, b: TemplateFields ): boolean {
	if ( a === b ) {
		return true;
	}
	if ( lastCompared && lastCompared[ 0 ] === a && lastCompared[ 1 ] === b ) {
		return lastCompared[ 2 ];
	}
	const same = JSON.stringify( a ) === JSON.stringify( b );
	lastCompared = [ a, b, same ];
	return same;
}

/**
 * Whether the template has changes not saved yet (fields, title or status).
 *
 * @param state The state.
 */
export const isDirty = ( state: BuilderState ): boolean => {
	const template = state.template;
	if ( ! template || ! state.savedFields ) {
		return false;
	}
	return (
		template.title !== state.savedTitle ||
		template.status !== state.savedStatus ||
		! sameFields( template.fields, state.savedFields )
	);
};

/**
 * The template as the server has it (as last loaded or saved), or null. A
 * new object each call: read it when needed, not in a subscription.
 *
 * @param state The state.
 */
export const getSavedTemplate = (
	state: BuilderState
): EditedTemplate | null =>
	state.template && state.savedFields
		? {
				id: state.template.id,
				title: state.savedTitle,
				status: state.savedStatus,
				fields: state.savedFields,
			}
		: null;

export const getStatus = ( state: BuilderState ): BuilderStatus => state.status;

/**
 * The server's message after the last failed load or save, if any.
 * @param state
 */
export const getError = ( state: BuilderState ): string | null => state.error;

export const getViewport = ( state: BuilderState ): Viewport => state.viewport;

export const isPreview = ( state: BuilderState ): boolean => state.preview;

/**
 * Whether the editor covers the whole window: the user's preference
 * (`uipress/builder` `fullScreen`), on until they turn it off.
 */
export const isFullScreen = createRegistrySelector( ( select ) =>
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a state selector's shape.
	( _state: BuilderState ): boolean => {
		const value: unknown = select( preferencesStore ).get(
			PREFERENCES_SCOPE,
			'fullScreen'
		);
		return typeof value === 'boolean'
			? value
			: DEFAULT_PREFERENCES.fullScreen;
	}
);

/**
 * The canvas's zoom: the user's preference (`uipress/builder` `zoom`),
 * 'fit' until they choose another.
 */
export const getZoom = createRegistrySelector(
	( select ) =>
		// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a state selector's shape.
		( _state: BuilderState ): CanvasZoom =>
			parseZoom(
				select( preferencesStore ).get( PREFERENCES_SCOPE, 'zoom' )
			)
);

/**
 * The scale 'fit' gives in the canvas as last measured (1 before then).
 *
 * @param state The state.
 */
export const getFitScale = ( state: BuilderState ): number => state.fitScale;

export const getClipboard = ( state: BuilderState ): Block | null =>
	state.clipboard;
