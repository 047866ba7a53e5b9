/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FlexLayout } from '../../../../engine/types';
import NumberField from '../fields/number-field';
import SelectField from '../fields/select-field';
import SizeField from '../fields/size-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';

/**
 * flexLayout: display, direction, wrap, alignment, gap, grid columns, and
 * the block's size in the flex container holding it.
 *
 * @param props          Editor props.
 * @param props.value    Stored `flexLayout`.
 * @param props.onChange Receives the new `flexLayout`.
 */
export default function FlexLayoutEditor( {
	value,
	onChange,
}: GroupEditorProps< FlexLayout > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			<SelectField
				label={ __( 'Display', 'uipress' ) }
				value={ value?.display }
				onChange={ set( 'display' ) }
				choices={ [
					{ value: 'flex', label: __( 'Flex', 'uipress' ) },
					{ value: 'grid', label: __( 'Grid', 'uipress' ) },
					{ value: 'block', label: __( 'Block', 'uipress' ) },
					{
						value: 'inline-flex',
						label: __( 'Inline flex', 'uipress' ),
					},
					{ value: 'none', label: __( 'None (hidden)', 'uipress' ) },
				] }
			/>
			<SelectField
				label={ __( 'Direction', 'uipress' ) }
				value={ value?.direction }
				onChange={ set( 'direction' ) }
				choices={ [
					{ value: 'row', label: __( 'Row', 'uipress' ) },
					{ value: 'column', label: __( 'Column', 'uipress' ) },
					{
						value: 'row-reverse',
						label: __( 'Row reversed', 'uipress' ),
					},
					{
						value: 'column-reverse',
						label: __( 'Column reversed', 'uipress' ),
					},
				] }
			/>
			<SelectField
				label={ __( 'Wrap', 'uipress' ) }
				value={ value?.wrap }
				onChange={ set( 'wrap' ) }
				choices={ [
					{ value: 'wrap', label: __( 'Wrap', 'uipress' ) },
					{ value: 'nowrap', label: __( 'No wrap', 'uipress' ) },
					{
						value: 'wrap-reverse',
						label: __( 'Wrap reversed', 'uipress' ),
					},
				] }
			/>
			<SelectField
				label={ __( 'Justify content', 'uipress' ) }
				value={ value?.justifyContent }
				onChange={ set( 'justifyContent' ) }
				choices={ [
					{ value: 'flex-start', label: __( 'Start', 'uipress' ) },
					{ value: 'center', label: __( 'Center', 'uipress' ) },
					{ value: 'flex-end', label: __( 'End', 'uipress' ) },
					{
						value: 'space-between',
						label: __( 'Space between', 'uipress' ),
					},
					{
						value: 'space-around',
						label: __( 'Space around', 'uipress' ),
					},
					{
						value: 'space-evenly',
						label: __( 'Space evenly', 'uipress' ),
					},
				] }
			/>
			<SelectField
				label={ __( 'Align items', 'uipress' ) }
				value={ value?.alignItems }
				onChange={ set( 'alignItems' ) }
				choices={ [
					{ value: 'stretch', label: __( 'Stretch', 'uipress' ) },
					{ value: 'flex-start', label: __( 'Start', 'uipress' ) },
					{ value: 'center', label: __( 'Center', 'uipress' ) },
					{ value: 'flex-end', label: __( 'End', 'uipress' ) },
					{ value: 'baseline', label: __( 'Baseline', 'uipress' ) },
				] }
			/>
			<SizeField
				label={ __( 'Gap', 'uipress' ) }
				value={ value?.gap }
				onChange={ set( 'gap' ) }
				allowFr
			/>
			<SelectField
				label={ __( 'Size in its container', 'uipress' ) }
				help={ __(
					'When the container holding this block lays blocks out in a row or a column.',
					'uipress'
				) }
				value={ value?.size }
				onChange={ set( 'size' ) }
				choices={ [
					{
						value: 'fixed',
						label: __( 'Fixed (its width or height)', 'uipress' ),
					},
					{
						value: 'fill',
						label: __( 'Fill the space left', 'uipress' ),
					},
					{ value: 'fit', label: __( 'Fit its content', 'uipress' ) },
				] }
			/>
			{ value?.display === 'grid' && (
				<NumberField
					label={ __( 'Grid columns', 'uipress' ) }
					value={ value.gridColumns }
					onChange={ set( 'gridColumns' ) }
					min={ 1 }
					max={ 24 }
				/>
			) }
		</div>
	);
}
