/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StyleGroupName, StyleOptions } from '../../../engine/types';
import DimensionsEditor from './groups/dimensions-editor';
import EffectsEditor from './groups/effects-editor';
import FlexLayoutEditor from './groups/flex-layout-editor';
import PositionEditor from './groups/position-editor';
import SpacingEditor from './groups/spacing-editor';
import StylesEditor from './groups/styles-editor';
import TextFormatEditor from './groups/text-format-editor';
import { withField } from './style-values';
import type { StyleChange } from './types';

/** The 7 style groups and their titles, in the order the compiler writes them. */
export function styleGroupTitles(): [ StyleGroupName, string ][] {
	return [
		[ 'flexLayout', __( 'Layout', 'uipress' ) ],
		[ 'dimensions', __( 'Dimensions', 'uipress' ) ],
		[ 'styles', __( 'Background and border', 'uipress' ) ],
		[ 'spacing', __( 'Spacing', 'uipress' ) ],
		[ 'textFormat', __( 'Text', 'uipress' ) ],
		[ 'positionDesigner', __( 'Position', 'uipress' ) ],
		[ 'effectsDesigner', __( 'Effects', 'uipress' ) ],
	];
}

export interface StyleOptionsEditorProps {
	/** Stored StyleOptions. */
	options: StyleOptions;
	/**
	 * Receives the new options (undefined when none is left) and, while
	 * typing, the edited path such as 'spacing.margin'.
	 */
	onChange: StyleChange< StyleOptions >;
}

/**
 * The editors of the 7 style groups, each in its own collapsed panel.
 *
 * @param props          Editor props.
 * @param props.options  Stored StyleOptions.
 * @param props.onChange Receives the new options.
 */
export default function StyleOptionsEditor( {
	options,
	onChange,
}: StyleOptionsEditorProps ) {
	const change =
		< K extends StyleGroupName >(
			name: K
		): StyleChange< NonNullable< StyleOptions[ K ] > > =>
		( value, mergePath ) =>
			onChange(
				withField( options, name, value ),
				mergePath ? `${ name }.${ mergePath }` : undefined
			);

	const editor = ( name: StyleGroupName ) => {
		switch ( name ) {
			case 'flexLayout':
				return (
					<FlexLayoutEditor
						value={ options.flexLayout }
						onChange={ change( name ) }
					/>
				);
			case 'dimensions':
				return (
					<DimensionsEditor
						value={ options.dimensions }
						onChange={ change( name ) }
					/>
				);
			case 'styles':
				return (
					<StylesEditor
						value={ options.styles }
						onChange={ change( name ) }
					/>
				);
			case 'spacing':
				return (
					<SpacingEditor
						value={ options.spacing }
						onChange={ change( name ) }
					/>
				);
			case 'textFormat':
				return (
					<TextFormatEditor
						value={ options.textFormat }
						onChange={ change( name ) }
					/>
				);
			case 'positionDesigner':
				return (
					<PositionEditor
						value={ options.positionDesigner }
						onChange={ change( name ) }
					/>
				);
			default:
				return (
					<EffectsEditor
						value={ options.effectsDesigner }
						onChange={ change( 'effectsDesigner' ) }
					/>
				);
		}
	};

	return (
		<>
			{ styleGroupTitles().map( ( [ name, title ] ) => (
				<PanelBody
					key={ name }
					title={ title }
					initialOpen={ false }
					className="uip-style-options__group"
				>
					{ editor( name ) }
				</PanelBody>
			) ) }
		</>
	);
}
