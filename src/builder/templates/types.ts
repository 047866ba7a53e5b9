/**
 * Internal dependencies
 */
import type { TemplateFields } from '../../engine/types';

/** A row of the template list. */
export interface TemplateSummary {
	id: number;
	title: string;
	status: string;
	/** The post's `modified` date (site time, ISO without zone). */
	modified: string;
	fields: TemplateFields;
	/** On the main site of a network: whether it applies to every site. */
	network?: boolean;
}

/** What an export file holds per template, and what an import accepts. */
export interface TemplateExport {
	title: string;
	uipress: TemplateFields;
}
