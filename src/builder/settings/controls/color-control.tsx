/**
 * WordPress dependencies
 */
import { Button, ColorPicker } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import FixedColourNotice from './fixed-colour-notice';
import OptionField from './option-field';
import { THEME_VARIABLES } from '../../../engine/theme';
import type { OptionControlProps } from '../types';
import { toText } from './values';

/**
 * The CSS value that uses a theme variable.
 *
 * @param name The variable, e.g. `--uip-color-primary`.
 */
export function themeColorValue( name: string ): string {
	return `var(${ name })`;
}

/**
 * The theme variable a stored colour refers to, if any.
 *
 * @param value A stored colour.
 */
function themeVariableOf( value: string ) {
	return THEME_VARIABLES.find(
		( variable ) => themeColorValue( variable.name ) === value.trim()
	);
}

/**
 * A colour: one of the theme's colour variables (stored as
 * `var(--uip-color-…)`, so it follows the theme and dark mode) or a custom
 * colour (stored as a CSS colour).
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the colour; '' clears it.
 */
export default function ColorOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toText( value );
	const variable = themeVariableOf( current );
	const [ customOpen, setCustomOpen ] = useState( false );
	const pickerId = `uip-color-picker-${ useId() }`;

	let description: string = __( 'None', 'uipress' );
	if ( variable ) {
		description = variable.label;
	} else if ( current ) {
		description = current;
	}

	return (
		<OptionField option={ option } className="uip-color-control">
			<p className="uip-color-control__current">
				<span
					className="uip-color-control__preview"
					style={ {
						background: variable ? variable.value : current,
					} }
					aria-hidden="true"
				/>
				{ sprintf(
					/* translators: %s: the chosen colour or theme colour name. */
					__( 'Current: %s', 'uipress' ),
					description
				) }
			</p>
			<div
				className="uip-color-control__swatches"
				role="group"
				aria-label={ sprintf(
					/* translators: %s: the option's label. */
					__( '%s: theme colours', 'uipress' ),
					option.label
				) }
			>
				{ THEME_VARIABLES.map( ( entry ) => (
					<button
						key={ entry.name }
						type="button"
						className="uip-color-control__swatch"
						style={ { background: entry.value } }
						title={ entry.label }
						aria-label={ entry.label }
						aria-pressed={ variable?.name === entry.name }
						onClick={ () =>
							onChange( themeColorValue( entry.name ) )
						}
					/>
				) ) }
			</div>
			<div className="uip-color-control__actions">
				<Button
					variant="secondary"
					size="small"
					aria-expanded={ customOpen }
					aria-controls={ pickerId }
					onClick={ () => setCustomOpen( ! customOpen ) }
				>
					{ __( 'Custom colour', 'uipress' ) }
				</Button>
				{ current && (
					<Button
						variant="tertiary"
						size="small"
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Clear colour', 'uipress' ) }
					</Button>
				) }
			</div>
			{ customOpen && (
				<div id={ pickerId } className="uip-color-control__picker">
					<ColorPicker
						enableAlpha
						color={
							variable ? variable.value : current || undefined
						}
						onChange={ ( next: string ) => onChange( next, true ) }
					/>
				</div>
			) }
			<FixedColourNotice value={ current } />
		</OptionField>
	);
}
