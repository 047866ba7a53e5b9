/**
 * What a block type is (spec: block definition, option). Definitions are
 * collected through the `uipress.blocks` filter.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Block, BlockOptions, DisplayMode } from './block';
import type { Interaction } from './interaction';
import type { StyleOptions } from './style';

export type BlockGroup =
	| 'layout'
	| 'elements'
	| 'dynamic'
	| 'form'
	| 'analytics'
	| 'storeAnalytics'
	| ( string & {} );

/**
 * What a block makes of an option's value when its type does not say:
 * an address it links to or loads ('url'), markup it renders unescaped
 * ('markup'), CSS or JavaScript it runs ('css', 'javascript'), or text
 * (the default). Query-loop placeholders are escaped for it
 * (src/engine/query/substitute-block.ts).
 */
export type OptionFormat = 'text' | 'url' | 'markup' | 'css' | 'javascript';

/** One option in the block's settings panel (spec: option). */
export interface OptionDefinition {
	/** Option type: 'text', 'dynamicInput', 'linkSelect', 'select', 'trueFalse', 'number', 'color', 'icon', 'image', 'code'… */
	option: string;
	/** The settings component that edits it, when not the type's default. */
	componentName?: string;
	/** Key in `settings.block.options`. */
	uniqueKey: string;
	label: string;
	/** Default value. */
	value?: unknown;
	/**
	 * The value of a stored block that lacks the option, where it is not
	 * `value` (the admin menu's submenu style: new blocks get `value` through
	 * `newBlockSettings`, older templates without one meant drill-down).
	 */
	missing?: unknown;
	args?: Record< string, unknown >;
	help?: string;
	/**
	 * What the value is, for an option whose type does not say (a `text`
	 * option holding an address). `code` options are what `args.language`
	 * names, `linkSelect` and `image` options addresses.
	 */
	format?: OptionFormat;
	/**
	 * The group of the Settings tab it shows in ('layout', 'accessibility' or
	 * a name of the block's own); options without one come first, then each
	 * group in the order its first option is declared. Builder only: the
	 * interface build leaves it out.
	 */
	panel?: string;
}

/** A style group for an inner element, targeted by a CSS class. */
export interface StyleGroupDefinition {
	name: string;
	label: string;
	/** Selector inside the block, e.g. '.uip-button'. */
	class: string;
	/** Named starting points the settings panel offers. */
	presets?: Record< string, StyleOptions >;
}

/** A block-specific interaction action (e.g. a dropdown's 'open'). */
export interface BlockActionDefinition {
	name: string;
	label: string;
	/**
	 * For an action that takes a value (which tab to select): the label of
	 * the field the interactions editor shows for it. The value is stored in
	 * the interaction's `keyvalue`.
	 */
	valueLabel?: string;
}

export interface BlockComponentProps {
	block: Block;
	mode: DisplayMode;
	/** The block's own option values, with definition defaults applied. */
	options: BlockOptions;
	/** The rendered children (containers); empty in builder mode shows a drop zone. */
	children?: ReactNode;
}

export interface BlockDefinition {
	name: string;
	moduleName: string;
	description: string;
	group: BlockGroup;
	/** Icon name from @wordpress/icons or a Material Symbols name. */
	icon: string;
	category?: string;
	path?: string;
	/** Default children inserted with the block. */
	content?: Block[];
	optionsEnabled: {
		block?: { options: OptionDefinition[] };
		/** Whether the root style groups are editable. */
		style?: boolean;
		styleGroups?: StyleGroupDefinition[];
		/** Whether classes, css, js and conditions are editable. */
		advanced?: boolean;
	};
	/** Whether the block accepts child blocks. */
	container?: boolean;
	/**
	 * The block renders its own `linkTo` (the button is an anchor), so its
	 * root element is not made a link around it.
	 */
	ownLink?: boolean;
	/**
	 * Settings a block gets when it is inserted from the inserter (a new
	 * container's gap and padding); blocks already in templates keep theirs.
	 * Builder only: the interface build leaves it out.
	 */
	newBlockSettings?: Block[ 'settings' ];
	/**
	 * False to leave the block out of the builder's inserter (an older module
	 * name kept so the templates that use it still render).
	 */
	inserter?: boolean;
	/** Pro blocks render a notice unless pro is unlocked. */
	pro?: boolean;
	actions?: BlockActionDefinition[];
	/**
	 * The ARIA landmark of the block's root element, from its options
	 * (outside the builder, whose canvas is inside its own landmarks).
	 */
	landmark?: ( options: BlockOptions ) => BlockLandmark | undefined;
	component: ComponentType< BlockComponentProps >;
}

/** An ARIA landmark role and, when a page has two of a kind, its name. */
export interface BlockLandmark {
	role: 'banner' | 'navigation' | 'complementary' | 'contentinfo' | 'region';
	label?: string;
}

/** Handlers a rendered block registers for its block-specific actions. */
export type BlockActionHandlers = Record<
	string,
	( interaction: Interaction ) => void
>;
