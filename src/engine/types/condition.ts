/**
 * Conditions decide whether a block shows (production mode only).
 */

export const CONDITION_TYPES = [
	'weekday',
	'date',
	'time',
	'userlogin',
	'userid',
	'useremail',
	'userrole',
	'siteTitle',
	'siteURL',
	'adminURL',
	'currentPageName',
	'currentURL',
	'locale',
	'pluginActive',
	'notificationCount',
	'darkMode',
] as const;

/** A built-in condition type, or one added through the `uipress.conditions` filter. */
export type ConditionType =
	( typeof CONDITION_TYPES )[ number ] | ( string & {} );

export const CONDITION_OPERATORS = [
	'is',
	'isnot',
	'contains',
	'greaterThan',
	'greaterThanEqualTo',
	'lessThan',
	'lessThanEqualTo',
] as const;

export type ConditionOperator = ( typeof CONDITION_OPERATORS )[ number ];

export interface Condition {
	type: ConditionType;
	operator: ConditionOperator;
	/** Compared with the current value; an entry with an empty value is ignored. */
	value: string;
}

export type ConditionRelation = 'and' | 'or';

/**
 * The conditions of one block: `relation` combines the entries.
 * Stored in `settings.advanced.options.conditions`.
 */
export interface ConditionSet {
	relation: ConditionRelation;
	conditions: Condition[];
}

/**
 * What conditions are tested against. Server values come from the page
 * configuration (`engine.context`); client values are read when evaluated.
 */
export interface ConditionContext {
	user: { id: number; login: string; email: string; roles: string[] };
	site: { title: string; url: string; adminUrl: string; locale: string };
	activePlugins: string[];
	notificationCount: number;
	currentPageName: string;
	currentURL: string;
	darkMode: boolean;
	/** The moment the conditions are evaluated. */
	now: Date;
}
