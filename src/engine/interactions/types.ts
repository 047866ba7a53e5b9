/**
 * Internal dependencies
 */
import type { BlockActionHandlers, Interaction } from '../types';

/** What an interaction runs against. */
export interface InteractionEnvironment {
	/** The element whose event triggered the interaction. */
	self: HTMLElement;
	/** Where block and selector targets are looked up. */
	root: Document | HTMLElement;
	/** The action handlers a rendered block registered, by uid. */
	blockActions: ( uid: string ) => BlockActionHandlers | undefined;
	/** Console-style logging of failures (spec: console log only). */
	log: ( message: string, ...details: unknown[] ) => void;
}

/**
 * An action: built in, or added through `uipress.interactions.actions`.
 * It receives the resolved targets (empty for global actions); throwing
 * marks the interaction as failed (the error is logged).
 */
export type InteractionActionHandler = (
	targets: HTMLElement[],
	interaction: Interaction,
	env: InteractionEnvironment
) => void;

export type InteractionActionHandlers = Record<
	string,
	InteractionActionHandler
>;

export type ValidationResult =
	{ valid: true } | { valid: false; reason: string };
