/**
 * A stored template: post type `uip-ui-template`, exposed through its REST `uipress` field.
 */
import type { Block } from './block';

/** 'ui-template' replaces the admin interface; 'ui-admin-page' is a page of its own in the admin. */
export type TemplateType = 'ui-template' | 'ui-admin-page';

export interface TemplateSettings {
	/** Template-wide CSS. Saved only by users with unfiltered_html. */
	css: string;
	/** Template-wide JavaScript. Saved only by users with unfiltered_html. */
	js: string;
}

export interface TemplateFields {
	type: TemplateType;
	content: Block[];
	settings: TemplateSettings;
	/** Role names the template applies to. */
	forRoles: string[];
	/** User ids the template applies to. */
	forUsers: number[];
	excludesRoles: string[];
	excludesUsers: number[];
}

/** `GET uipress/v1/templates/current` and the REST post of type uip-ui-template (context=edit). */
export interface StoredTemplate {
	id: number;
	title: string;
	status: string;
	uipress: TemplateFields;
}
