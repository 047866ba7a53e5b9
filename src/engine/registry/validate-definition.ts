/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import type { BlockDefinition } from '../types';

type UnknownRecord = Record< string, unknown >;

/**
 * A function component, or an object React renders (memo, forwardRef, lazy).
 * @param value
 */
function isComponent( value: unknown ): boolean {
	return (
		typeof value === 'function' ||
		( isRecord( value ) && '$$typeof' in value )
	);
}

const MODULE_NAME = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)?$/;

function optionsProblem( optionsEnabled: UnknownRecord ): string | undefined {
	const { block, styleGroups } = optionsEnabled;
	if ( block !== undefined ) {
		if ( ! isRecord( block ) || ! Array.isArray( block.options ) ) {
			return 'optionsEnabled.block.options must be a list';
		}
		const bad = block.options.findIndex(
			( option ) =>
				! isRecord( option ) ||
				typeof option.uniqueKey !== 'string' ||
				typeof option.option !== 'string'
		);
		if ( bad !== -1 ) {
			return `optionsEnabled.block.options[${ bad }] needs an option type and a uniqueKey`;
		}
	}
	if ( styleGroups !== undefined ) {
		if ( ! Array.isArray( styleGroups ) ) {
			return 'optionsEnabled.styleGroups must be a list';
		}
		const bad = styleGroups.findIndex(
			( group ) =>
				! isRecord( group ) ||
				typeof group.name !== 'string' ||
				typeof group.class !== 'string'
		);
		if ( bad !== -1 ) {
			return `optionsEnabled.styleGroups[${ bad }] needs a name and a class`;
		}
	}
	return undefined;
}

export type DefinitionCheck =
	| { valid: true; definition: BlockDefinition }
	| { valid: false; reason: string };

/**
 * Checks a definition another plugin gave. Required: name, moduleName
 * (lowercase letters, digits, - and _, optionally `namespace/name`) and
 * component. description, group, icon and optionsEnabled get defaults when
 * absent, but are refused when present with the wrong type.
 *
 * @param value What the filter returned in the list.
 */
export function checkDefinition( value: unknown ): DefinitionCheck {
	if ( ! isRecord( value ) ) {
		return { valid: false, reason: 'it is not an object' };
	}
	if ( typeof value.name !== 'string' || ! value.name.trim() ) {
		return { valid: false, reason: 'name must be a non-empty string' };
	}
	if (
		typeof value.moduleName !== 'string' ||
		! MODULE_NAME.test( value.moduleName )
	) {
		return {
			valid: false,
			reason: 'moduleName must be lowercase letters, digits, - or _',
		};
	}
	if ( ! isComponent( value.component ) ) {
		return { valid: false, reason: 'component must be a React component' };
	}
	for ( const key of [ 'description', 'group', 'icon' ] ) {
		if ( value[ key ] !== undefined && typeof value[ key ] !== 'string' ) {
			return { valid: false, reason: `${ key } must be a string` };
		}
	}
	if (
		value.optionsEnabled !== undefined &&
		! isRecord( value.optionsEnabled )
	) {
		return { valid: false, reason: 'optionsEnabled must be an object' };
	}
	const problem = optionsProblem(
		( value.optionsEnabled as UnknownRecord | undefined ) ?? {}
	);
	if ( problem ) {
		return { valid: false, reason: problem };
	}
	const complete =
		value.description !== undefined &&
		value.group !== undefined &&
		value.icon !== undefined &&
		value.optionsEnabled !== undefined;
	const definition = ( complete
		? value
		: {
				description: '',
				group: 'elements',
				icon: 'extension',
				optionsEnabled: {
					block: { options: [] },
					style: true,
					advanced: true,
				},
				...value,
			} ) as unknown as BlockDefinition;
	return { valid: true, definition };
}

/**
 * How a skipped definition is named in the warning: its moduleName, its
 * name, or its place in the list.
 *
 * @param value What the filter returned in the list.
 * @param index Its place in the list.
 */
export function describeDefinition( value: unknown, index: number ): string {
	if ( isRecord( value ) ) {
		for ( const key of [ 'moduleName', 'name' ] ) {
			const label = value[ key ];
			if ( typeof label === 'string' && label ) {
				return `"${ label }"`;
			}
		}
	}
	return `#${ index }`;
}
