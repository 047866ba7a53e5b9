/**
 * Controls that edit block options, by option type (see registry.ts).
 */
export {
	BUILT_IN_OPTION_CONTROLS,
	OPTION_CONTROLS_FILTER,
	controlFor,
	optionControls,
} from './registry';
export type { OptionControlComponent, OptionControlMap } from './registry';
export { default as OptionControl } from './option-control';
