/**
 * WordPress dependencies
 */
import type { Action, Field } from '@wordpress/dataviews/wp';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../audience';
import type { NetworkKind } from './network/api';

/** What every listed post has: a template or a custom menu. */
export interface EntityItem {
	id: number;
	title: string;
	/** publish, draft or trash. */
	status: string;
	/** The post's `modified` date (site time, ISO without zone). */
	modified: string;
	/** Who it applies to. */
	fields: AudienceLists;
	/** On the main site of a network: whether it applies to every site. */
	network?: boolean;
}

/** The words a list uses for its posts. */
export interface EntityLabels {
	/** "Templates": the table's name. */
	plural: string;
	/** "Create template". */
	create: string;
	/** The notice title when creating failed. */
	createFailed: string;
	/** The row action that opens a post: "Open in builder". */
	open: string;
	/** "Loading templates…". */
	loading: string;
	/** "The templates could not be loaded.". */
	loadError: string;
	/** The empty list's invitation. */
	empty: string;
	/** The rename field's name: "Template title". */
	titleField: string;
	/** The delete confirmation's heading: "Delete templates permanently?". */
	deleteHeading: string;
	/** What deleting `count` posts does. */
	deleteMessage: ( count: number ) => string;
	/** The notice title of a refused import file. */
	importFailed: string;
}

/** An entity's order of precedence (menus: the first that applies wins). */
export interface EntityOrder< Item > {
	/** The stored order value (menu_order). */
	of: ( item: Item ) => number;
	/** Saves a new order value. */
	save: ( id: number, order: number ) => Promise< void >;
	/** Explains the order above the list. */
	help: string;
}

/**
 * One kind of post the list shows: where it lives, how a post reads, and
 * what only this kind does (its own fields and actions).
 */
export interface EntityConfig< Item extends EntityItem > {
	/** Templates or menus: the network section and the kept view. */
	kind: NetworkKind;
	/** The REST collection, e.g. /wp/v2/uip-ui-template. */
	restPath: string;
	/** A post from its REST answer. */
	parse: ( value: unknown ) => Item;
	labels: EntityLabels;
	/** Where the user's view choices are kept. */
	preferenceKey: string;
	/** Fields shown after the title (e.g. the template's type). */
	extraFields?: Field< Item >[];
	/** Actions of this kind only (e.g. open in the editor). */
	extraActions?: Action< Item >[];
	/** Creates a draft and resolves to its id. */
	create: () => Promise< number >;
	/** Makes a draft copy of a post. */
	copy: ( item: Item ) => Promise< void >;
	/** The export file's content for posts (today's file format). */
	exportFile: ( items: readonly Item[] ) => unknown[];
	/** The export file's name for a title. */
	fileName: ( title: string ) => string;
	/**
	 * Imports a file's text as drafts; resolves to how many were saved.
	 * Throws with the reason when the file is refused.
	 */
	importText: ( text: string ) => Promise< number >;
	/** Tidies the loaded posts (templates left empty go). */
	prepare?: ( items: Item[] ) => Promise< Item[] >;
	/** After any change (menus: forget the cached menu). */
	afterChange?: () => void;
	/** The order of precedence, when it matters. */
	order?: EntityOrder< Item >;
	/** Buttons beside Create and Import (e.g. import from a URL). */
	toolbar?: ( reload: () => Promise< void > ) => ReactNode;
}

export type ListStatus = 'loading' | 'ready' | 'error';
