/**
 * Interactions: an event on a block runs an action on a target.
 */
export type {
	InteractionEnvironment,
	InteractionActionHandler,
	InteractionActionHandlers,
	ValidationResult,
} from './types';
export { validateInteraction } from './validate';
export { runInteraction } from './run';
export { bindInteractions } from './bind';
export { builtInActions, interactionActions } from './actions';
export { GLOBAL_ACTION_EVENTS } from './global-events';
export type { GlobalActionEventDetail } from './global-events';
export { HIDDEN_CLASS, isHiddenElement } from './element-actions';
export { consoleLog } from './log';
