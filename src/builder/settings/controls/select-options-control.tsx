/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { isRecord, toText } from './values';

/** One row of the list (spec: select option). */
export interface SelectOptionRow {
	label: string;
	name: string;
}

/**
 * The stored rows; entries that are not objects are dropped, missing
 * fields are empty.
 *
 * @param value The stored value.
 */
export function toSelectOptionRows( value: unknown ): SelectOptionRow[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.filter( isRecord ).map( ( row ) => ( {
		label: toText( row.label ),
		name: toText( row.name ),
	} ) );
}

/**
 * The choices of a select or radio input: rows of a label (shown) and a
 * value (saved, the row's `name`), added and removed. Stores the list of
 * `{ label, name }`.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole list; typing merges.
 */
export default function SelectOptionsOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const rows = toSelectOptionRows( value );
	const change = ( index: number, changes: Partial< SelectOptionRow > ) =>
		onChange(
			rows.map( ( row, at ) =>
				at === index ? { ...row, ...changes } : row
			),
			true
		);
	return (
		<fieldset className="uip-option-control uip-select-options-control">
			<legend className="uip-option-control__label">
				{ option.label }
			</legend>
			{ option.help && (
				<p className="uip-option-control__note">{ option.help }</p>
			) }
			{ rows.length === 0 && (
				<p className="uip-option-control__note">
					{ __( 'No options yet.', 'uipress' ) }
				</p>
			) }
			<ul className="uip-select-options-control__rows">
				{ rows.map( ( row, index ) => (
					<li
						// Rows have no id of their own; their place is theirs.
						key={ index }
						className="uip-select-options-control__row"
					>
						<TextControl
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: %d: the option's position, from 1. */
								__( 'Option %d label', 'uipress' ),
								index + 1
							) }
							value={ row.label }
							onChange={ ( label ) => change( index, { label } ) }
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: %d: the option's position, from 1. */
								__( 'Option %d value', 'uipress' ),
								index + 1
							) }
							value={ row.name }
							onChange={ ( name ) => change( index, { name } ) }
						/>
						<Button
							variant="tertiary"
							isDestructive
							size="small"
							onClick={ () =>
								onChange(
									rows.filter( ( _row, at ) => at !== index )
								)
							}
						>
							{ sprintf(
								/* translators: %d: the option's position, from 1. */
								__( 'Remove option %d', 'uipress' ),
								index + 1
							) }
						</Button>
					</li>
				) ) }
			</ul>
			<Button
				variant="secondary"
				size="small"
				onClick={ () =>
					onChange( [
						...rows,
						{
							label: sprintf(
								/* translators: %d: the option's position, from 1. */
								__( 'Option %d', 'uipress' ),
								rows.length + 1
							),
							name: `option-${ rows.length + 1 }`,
						},
					] )
				}
			>
				{ __( 'Add option', 'uipress' ) }
			</Button>
		</fieldset>
	);
}
