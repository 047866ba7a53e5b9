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
