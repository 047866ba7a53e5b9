/**
 * Internal dependencies
 */
import type { Block, TemplateFields, Viewport } from '../../engine/types';

/** The template being edited. */
export interface EditedTemplate {
	id: number;
	title: string;
	status: string;
	fields: TemplateFields;
}

export type BuilderStatus = 'idle' | 'loading' | 'saving' | 'error';

export interface BuilderHistory {
	past: TemplateFields[];
	future: TemplateFields[];
	/**
	 * Key of the last edit when it asked to be merged with the next edit of
	 * the same key (typing in one field is one undo step).
	 */
	mergeKey?: string;
}

export interface BuilderState {
	template: EditedTemplate | null;
	selectedUid: string | null;
	hoveredUid: string | null;
	clipboard: Block | null;
	history: BuilderHistory;
	/** Fields as last loaded or saved; the template is dirty when they differ. */
	savedFields: TemplateFields | null;
	/** Title and status as last loaded or saved. */
	savedTitle: string;
	savedStatus: string;
	status: BuilderStatus;
	/** The server's message after a failed load or save. */
	error: string | null;
	viewport: Viewport;
	preview: boolean;
	/**
	 * The scale that fits the template into the canvas, as the canvas last
	 * measured it (full screen and zoom are user preferences: preferences.ts).
	 */
	fitScale: number;
}

/** What `updateTemplate` takes. */
export interface TemplateChanges {
	title?: string;
	status?: string;
	fields?: Partial< TemplateFields >;
}

/** How an edit enters the undo history. */
export interface EditOptions {
	/**
	 * Consecutive edits with the same key are one undo step, e.g.
	 * `${ uid }:block:headingText` while typing a heading.
	 */
	mergeKey?: string;
}
