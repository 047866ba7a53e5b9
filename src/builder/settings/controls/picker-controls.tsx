/**
 * Option types that pick WordPress things: post types (`postTypes`) and
 * roles or users (`roles`).
 */

/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import OptionField from './option-field';
import { PostTypeSelect, RoleSelect } from '../../../components';
import type { RoleSelectReturnType } from '../../../components';
import type { OptionControlProps } from '../types';
import { toPickerItems, toStringList } from './values';

const RETURN_TYPES: readonly RoleSelectReturnType[] = [
	'label',
	'login',
	'id',
	'email',
];

/**
 * Post types, by name. `args.multiple: false` allows one.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the list of names.
 */
export function PostTypesOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<OptionField option={ option }>
			<PostTypeSelect
				value={ toStringList( value ) }
				multiple={ option.args?.multiple !== false }
				onChange={ ( names ) => onChange( names ) }
			/>
		</OptionField>
	);
}

/**
 * Roles, and users unless `args.type` is 'role'. `args.returnType` sets what
 * a user's name holds (login by default).
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the list of { name, label, type }.
 */
export function RolesOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const returnType = RETURN_TYPES.find(
		( entry ) => entry === option.args?.returnType
	);
	return (
		<OptionField option={ option }>
			<RoleSelect
				value={ toPickerItems( value ) }
				type={ option.args?.type === 'role' ? 'role' : 'all' }
				returnType={ returnType }
				onChange={ ( items ) => onChange( items ) }
			/>
		</OptionField>
	);
}
