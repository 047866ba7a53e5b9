/**
 * WordPress dependencies
 */
import { Button, ColorPicker } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronUp, Icon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from '../../../engine/theme';
import type { ThemeVariable } from '../../../engine/types';
import FixedColourNotice from './fixed-colour-notice';
import './theme-colour-picker.scss';

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
export function themeVariableOf(
	value: string | undefined
): ThemeVariable | undefined {
	const colour = value?.trim() ?? '';
	return THEME_VARIABLES.find(
		( variable ) => themeColorValue( variable.name ) === colour
	);
}

/**
 * What a swatch paints for a theme variable: the site's colour where the
 * page has the theme's variables (the builder's canvas sets them), else the
 * theme's default.
 *
 * @param variable The theme variable.
 */
function swatchColour( variable: ThemeVariable ): string {
	return `var(${ variable.name }, ${ variable.value })`;
}

/**
 * A round sample of a colour; crossed out when there is none.
 *
 * @param props        Component props.
 * @param props.colour A CSS colour, or undefined for none.
 */
function Swatch( { colour }: { colour: string | undefined } ) {
	return (
		<span
			className={ `uip-theme-colour__swatch${
				colour ? '' : ' is-empty'
			}` }
			style={ colour ? { background: colour } : undefined }
			aria-hidden="true"
		/>
	);
}

export interface ThemeColourPickerProps {
	/** What the colour is for ("Background colour"): names the controls. */
	label: string;
	/** The stored colour: `var(--uip-color-…)`, a CSS colour, or empty. */
	value: string | undefined;
	/**
	 * Receives the new colour ('' when cleared); `picking` is true for each
	 * step of a drag in the custom picker (one undo step).
	 */
	onChange: ( value: string, picking?: boolean ) => void;
}

/**
 * A colour field: a button showing the chosen colour's swatch and name that
 * opens, below it, the theme's colours, each with its swatch and name (stored
 * as `var(--uip-color-…)`, so it follows the theme and dark mode), a custom
 * colour picker and Clear. Used by every colour of the settings sidebar.
 *
 * @param props          Component props.
 * @param props.label    What the colour is for.
 * @param props.value    The stored colour.
 * @param props.onChange Receives the colour.
 */
export default function ThemeColourPicker( {
	label,
	value,
	onChange,
}: ThemeColourPickerProps ) {
	const current = value?.trim() ?? '';
	const variable = themeVariableOf( current );
	const [ open, setOpen ] = useState( false );
	const [ customOpen, setCustomOpen ] = useState( false );
	const id = useId();
	const panelId = `uip-theme-colour-${ id }`;
	const pickerId = `uip-theme-colour-picker-${ id }`;

	let name: string = __( 'None', 'uipress' );
	if ( variable ) {
		name = variable.label;
	} else if ( current ) {
		name = current;
	}

	return (
		<div className="uip-theme-colour">
			<Button
				className="uip-theme-colour__current"
				variant="secondary"
				aria-expanded={ open }
				aria-controls={ panelId }
				aria-label={ sprintf(
					/* translators: 1: what the colour is for, e.g. "Background colour"; 2: the chosen colour's name, or "None". */
					__( '%1$s: %2$s', 'uipress' ),
					label,
					name
				) }
				onClick={ () => setOpen( ! open ) }
			>
				<Swatch
					colour={ variable ? swatchColour( variable ) : current }
				/>
				<span className="uip-theme-colour__name">{ name }</span>
				<Icon icon={ open ? chevronUp : chevronDown } size={ 20 } />
			</Button>
			{ open && (
				<div id={ panelId } className="uip-theme-colour__panel">
					<div
						className="uip-theme-colour__list"
						role="group"
						aria-label={ sprintf(
							/* translators: %s: what the colour is for, e.g. "Background colour". */
							__( '%s: theme colours', 'uipress' ),
							label
						) }
					>
						{ THEME_VARIABLES.map( ( entry ) => (
							<Button
								key={ entry.name }
								className="uip-theme-colour__token"
								size="small"
								isPressed={ variable?.name === entry.name }
								onClick={ () =>
									onChange( themeColorValue( entry.name ) )
								}
							>
								<Swatch colour={ swatchColour( entry ) } />
								<span>{ entry.label }</span>
							</Button>
						) ) }
					</div>
					<div className="uip-theme-colour__actions">
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
						<div id={ pickerId }>
							<ColorPicker
								enableAlpha
								color={
									variable
										? variable.value
										: current || undefined
								}
								onChange={ ( next: string ) =>
									onChange( next, true )
								}
							/>
						</div>
					) }
				</div>
			) }
			<FixedColourNotice value={ current } />
		</div>
	);
}
