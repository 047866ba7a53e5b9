/**
 * A block as stored in a template (spec: Block).
 */
import type { ConditionSet } from './condition';
import type { Interaction } from './interaction';
import type { BlockQuery } from './query';
import type { StyleSettings } from './style';
import type { BlockLink } from './values';

export type DisplayMode = 'builder' | 'prod' | 'preview';

/** A block's own option values, keyed by option uniqueKey (typed by each block). */
export type BlockOptions = Record< string, unknown >;

export interface AdvancedOptions {
	/** Space-separated extra class names. */
	classes?: string;
	/** CSS; `%self` stands for the block's own selector. Saved only by unfiltered_html users. */
	css?: string;
	/** JavaScript run once the block renders in production. Saved only by unfiltered_html users. */
	js?: string;
	conditions?: ConditionSet;
}

export interface BlockSettings {
	/** The block's own options (heading text, button link…). */
	block?: { options: BlockOptions };
	/** Styles of the block's root element. */
	style?: StyleSettings;
	advanced?: { options: AdvancedOptions };
	/** Named style groups the definition declares (e.g. 'buttonStyle'), keyed by group name. */
	[ group: string ]:
		| StyleSettings
		| { options: BlockOptions }
		| { options: AdvancedOptions }
		| undefined;
}

/** Hide flags per viewport: true hides the block there. */
export interface ResponsiveFlags {
	mobile?: boolean;
	tablet?: boolean;
	desktop?: boolean;
}

export interface Block {
	/** 24-character unique id. */
	uid: string;
	name: string;
	moduleName: string;
	settings: BlockSettings;
	responsive?: ResponsiveFlags;
	interactions?: Interaction[];
	query?: BlockQuery;
	linkTo?: BlockLink;
	/** `delay`: ms of hover before it shows (default 700; spec: a configurable delay). */
	tooltip?: { message: string; delay?: number };
	/** Placeholder for a template imported from `path` (hidden when rendered). */
	remote?: boolean;
	path?: string;
	content?: Block[];
}

/** Breakpoints (spec): mobile below 699 px, tablet 699 up to below 990, desktop above 990. */
export const BREAKPOINTS = { tablet: 699, desktop: 990 } as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';
