/**
 * The option controls: which component edits each option type. Plugins
 * add or replace controls through the `uipress.builder.optionControls`
 * filter (see docs/HOOKS.md).
 */

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import AiModelOptionControl from './ai-model-control';
import AiProviderOptionControl from './ai-provider-control';
import {
	AnalyticsDimensionsOptionControl,
	AnalyticsMetricsOptionControl,
} from './analytics-fields-control';
import CodeOptionControl from './code-control';
import ColorOptionControl from './color-control';
import DynamicInputOptionControl from './dynamic-input-control';
import { FolderOptionControl } from './folder-control';
import FormActionOptionControl from './form-action-control';
import IconOptionControl from './icon/icon-control';
import ImageOptionControl from './image-control';
import KeyboardShortcutOptionControl from './keyboard-shortcut-control';
import LinkSelectOptionControl from './link-select-control';
import NumberOptionControl from './number-control';
import { PostTypesOptionControl, RolesOptionControl } from './picker-controls';
import {
	ChoiceSelectOptionControl,
	MultiChoiceOptionControl,
	SelectOptionControl,
	TrueFalseOptionControl,
} from './select-controls';
import SelectOptionsOptionControl from './select-options-control';
import StaticMenuOptionControl from './static-menu-control';
import {
	PasswordOptionControl,
	TextareaOptionControl,
	TextOptionControl,
} from './text-controls';

export const OPTION_CONTROLS_FILTER = 'uipress.builder.optionControls';

/** A component that edits one option type. */
export type OptionControlComponent = ComponentType< OptionControlProps >;

/** Option type (or componentName) → control. */
export type OptionControlMap = Readonly<
	Record< string, OptionControlComponent >
>;

/** The controls UiPress ships, by option type. */
export const BUILT_IN_OPTION_CONTROLS: OptionControlMap = Object.freeze( {
	text: TextOptionControl,
	textarea: TextareaOptionControl,
	password: PasswordOptionControl,
	number: NumberOptionControl,
	dynamicInput: DynamicInputOptionControl,
	linkSelect: LinkSelectOptionControl,
	select: SelectOptionControl,
	choiceSelect: ChoiceSelectOptionControl,
	multiChoice: MultiChoiceOptionControl,
	trueFalse: TrueFalseOptionControl,
	color: ColorOptionControl,
	icon: IconOptionControl,
	image: ImageOptionControl,
	code: CodeOptionControl,
	keyboardShortcut: KeyboardShortcutOptionControl,
	postTypes: PostTypesOptionControl,
	folder: FolderOptionControl,
	roles: RolesOptionControl,
	staticMenu: StaticMenuOptionControl,
	selectOptions: SelectOptionsOptionControl,
	formAction: FormActionOptionControl,
	aiModel: AiModelOptionControl,
	aiProvider: AiProviderOptionControl,
	analyticsMetrics: AnalyticsMetricsOptionControl,
	analyticsDimensions: AnalyticsDimensionsOptionControl,
} );

/**
 * Whether a value can be rendered as a component: a function component or
 * class, or the object React makes for memo(), forwardRef() and lazy().
 *
 * @param value A filtered entry.
 */
function isComponent( value: unknown ): value is OptionControlComponent {
	if ( typeof value === 'function' ) {
		return true;
	}
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as { $$typeof?: unknown } ).$$typeof === 'symbol'
	);
}

/**
 * The controls: the built-in ones passed through the
 * `uipress.builder.optionControls` filter. A filter that returns no object
 * leaves the built-in controls; entries that are not components are
 * dropped, each with a console warning.
 */
export function optionControls(): OptionControlMap {
	const filtered: unknown = applyFilters( OPTION_CONTROLS_FILTER, {
		...BUILT_IN_OPTION_CONTROLS,
	} );
	if (
		typeof filtered !== 'object' ||
		filtered === null ||
		Array.isArray( filtered )
	) {
		// eslint-disable-next-line no-console
		console.warn(
			`UiPress: the ${ OPTION_CONTROLS_FILTER } filter must return an object of components; using the built-in option controls.`
		);
		return BUILT_IN_OPTION_CONTROLS;
	}
	const controls: Record< string, OptionControlComponent > = {};
	for ( const [ type, control ] of Object.entries( filtered ) ) {
		if ( isComponent( control ) ) {
			controls[ type ] = control;
		} else {
			// eslint-disable-next-line no-console
			console.warn(
				`UiPress: ignored the option control for "${ type }" from the ${ OPTION_CONTROLS_FILTER } filter: it is not a component.`
			);
		}
	}
	return controls;
}

/**
 * The control for an option: its componentName when one is registered,
 * else its option type; undefined when neither is known.
 *
 * @param controls             The controls.
 * @param option               The option.
 * @param option.option        Its type.
 * @param option.componentName The control it asks for, if any.
 */
export function controlFor(
	controls: OptionControlMap,
	option: { option: string; componentName?: string }
): OptionControlComponent | undefined {
	if ( option.componentName && controls[ option.componentName ] ) {
		return controls[ option.componentName ];
	}
	return Object.prototype.hasOwnProperty.call( controls, option.option )
		? controls[ option.option ]
		: undefined;
}
