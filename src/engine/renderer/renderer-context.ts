/**
 * WordPress dependencies
 */
import { createContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { DynamicCatalogue } from '../dynamic-data';
import type {
	BlockDefinition,
	ConditionContext,
	DisplayMode,
	Viewport,
} from '../types';
import {
	createBlockActionsRegistry,
	type BlockActionsRegistry,
} from './block-actions-registry';

/**
 * What every block of one renderer shares. The value changes only when the
 * renderer's inputs do (mode, definitions, viewport), never per block, so
 * memoised blocks are not re-rendered by it.
 */
export interface RendererEnvironment {
	mode: DisplayMode;
	definitionFor: ( moduleName: string ) => BlockDefinition | undefined;
	/** Result of the `uipress/pro/unlocked` PHP filter. */
	proUnlocked: boolean;
	viewport: Viewport;
	/** What conditions are tested against; only built in production mode. */
	conditionContext: ConditionContext | undefined;
	/** The renderer's root element: where interaction targets are looked up. */
	root: { readonly current: HTMLElement | null };
	blockActions: BlockActionsRegistry;
	/** Interaction failures (spec: console log only). */
	log: ( message: string, ...details: unknown[] ) => void;
	/**
	 * The stored template being rendered, when there is one: blocks whose
	 * content the server renders (shortcodes) name it in their requests.
	 */
	templateId: number | undefined;
}

const noop = () => undefined;

/** Used by a block rendered outside a renderer (a test, a settings preview). */
export const DEFAULT_ENVIRONMENT: RendererEnvironment = {
	mode: 'prod',
	definitionFor: noop,
	proUnlocked: false,
	viewport: 'desktop',
	conditionContext: undefined,
	root: { current: null },
	blockActions: createBlockActionsRegistry(),
	log: noop,
	templateId: undefined,
};

export const RendererEnvironmentContext =
	createContext< RendererEnvironment >( DEFAULT_ENVIRONMENT );

/**
 * The dynamic data catalogue lives in a context of its own: it refreshes
 * every 60 s, and only blocks showing dynamic text should re-render then.
 */
export const DynamicCatalogueContext = createContext< DynamicCatalogue >( {} );
