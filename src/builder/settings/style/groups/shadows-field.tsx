/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Shadow } from '../../../../engine/types';
import { MAX_SHADOWS } from '../../../../engine/styles/groups/effects-designer';
import type { FieldProps } from '../types';
import ShadowRow, { DEFAULT_SHADOW } from './shadow-row';

/**
 * The list of box shadows; removing the last one clears the field.
 *
 * @param props          Field props.
 * @param props.label    Label.
 * @param props.value    Stored `shadows`.
 * @param props.onChange Receives the new list, undefined when empty.
 */
export default function ShadowsField( {
	label,
	value,
	onChange,
}: FieldProps< Shadow[] > ) {
	const shadows = value ?? [];
	const replace = ( index: number, shadow: Shadow, merge?: boolean ) =>
		onChange(
			shadows.map( ( item, at ) => ( at === index ? shadow : item ) ),
			merge
		);
	const remove = ( index: number ) => {
		const next = shadows.filter( ( _item, at ) => at !== index );
		onChange( next.length === 0 ? undefined : next );
	};
	return (
		<fieldset className="uip-style-field">
			<legend className="uip-style-field__legend">{ label }</legend>
			{ shadows.map( ( shadow, index ) => (
				<ShadowRow
					key={ index }
					index={ index }
					shadow={ shadow }
					onChange={ ( next, merge ) =>
						replace( index, next, merge )
					}
					onRemove={ () => remove( index ) }
				/>
			) ) }
			<Button
				variant="secondary"
				size="small"
				disabled={ shadows.length >= MAX_SHADOWS }
				onClick={ () =>
					onChange( [ ...shadows, { ...DEFAULT_SHADOW } ] )
				}
			>
				{ __( 'Add shadow', 'uipress' ) }
			</Button>
		</fieldset>
	);
}
