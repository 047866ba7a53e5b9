/**
 * WordPress dependencies
 */
import { Button, ColorPicker } from '@wordpress/components';
import { Fragment, useId, useState } from '@wordpress/element';
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

/** A colour with a darker and a lighter shade (primary, accent…). */
interface ColourFamily {
	base: ThemeVariable;
	darker: ThemeVariable;
	lighter: ThemeVariable;
}

/**
 * The theme's colours as the list shows them: the families with shades
 * (one row each: base, darker, lighter) and the others (surfaces, text,
 * border), each in the theme's order.
 */
export function themeColourGroups(): {
	families: ColourFamily[];
	others: ThemeVariable[];
} {
	const byName = new Map(
		THEME_VARIABLES.map( ( variable ) => [ variable.name, variable ] )
	);
	const families: ColourFamily[] = [];
	const inFamily = new Set< string >();
	for ( const base of THEME_VARIABLES ) {
		const darker = byName.get( `${ base.name }-darker` );
		const lighter = byName.get( `${ base.name }-lighter` );
		if ( darker && lighter ) {
			families.push( { base, darker, lighter } );
			[ base, darker, lighter ].forEach( ( entry ) =>
				inFamily.add( entry.name )
			);
		}
	}
	return {
		families,
		others: THEME_VARIABLES.filter(
			( variable ) => ! inFamily.has( variable.name )
		),
	};
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
 * opens, below it, the theme's colours (stored as `var(--uip-color-…)`, so
 * they follow the theme and dark mode): a row per colour with its darker and
 * lighter shades, under their names, then the surfaces, text and border
 * colours, each with its swatch and name; a custom colour picker and Clear.
 * Used by every colour of the settings sidebar.
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
	const { families, others } = themeColourGroups();
	const choose = ( entry: ThemeVariable ) =>
		onChange( themeColorValue( entry.name ) );

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
						<div className="uip-theme-colour__families">
							<span aria-hidden="true" />
							<span aria-hidden="true">
								{ __( 'Base', 'uipress' ) }
							</span>
							<span aria-hidden="true">
								{ __( 'Darker', 'uipress' ) }
							</span>
							<span aria-hidden="true">
								{ __( 'Lighter', 'uipress' ) }
							</span>
							{ families.map( ( family ) => (
								<Fragment key={ family.base.name }>
									<span
										className="uip-theme-colour__family"
										aria-hidden="true"
									>
										{ family.base.label }
									</span>
									{ [
										family.base,
										family.darker,
										family.lighter,
									].map( ( entry ) => (
										<Button
											key={ entry.name }
											className="uip-theme-colour__shade"
											label={ entry.label }
											showTooltip
											isPressed={
												variable?.name === entry.name
											}
											onClick={ () => choose( entry ) }
										>
											<Swatch
												colour={ swatchColour( entry ) }
											/>
										</Button>
									) ) }
								</Fragment>
							) ) }
						</div>
						<div className="uip-theme-colour__named">
							{ others.map( ( entry ) => (
								<Button
									key={ entry.name }
									className="uip-theme-colour__token"
									size="small"
									isPressed={ variable?.name === entry.name }
									onClick={ () => choose( entry ) }
								>
									<Swatch colour={ swatchColour( entry ) } />
									<span>{ entry.label }</span>
								</Button>
							) ) }
						</div>
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
