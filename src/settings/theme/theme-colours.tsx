/**
 * WordPress dependencies
 */
import {
	Button,
	ColorIndicator,
	ColorPicker,
	Dropdown,
	Notice,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MIN_TEXT_CONTRAST,
	themeContrastProblems,
	type ContrastProblem,
} from '../../engine/theme/contrast';
import { THEME_VARIABLES, type ThemeOverrides } from '../../engine/theme';
import type { ThemeVariable } from '../../engine/types';
import {
	effectiveColour,
	toOverrides,
	variableGroups,
	withColour,
	withoutVariable,
	type ColourMode,
} from './theme-overrides';

interface ThemeColoursProps {
	label: string;
	help?: string;
	value: unknown;
	onChange: ( value: ThemeOverrides ) => void;
}

function labelOf( name: string ): string {
	return (
		THEME_VARIABLES.find(
			( variable ) => variable.name === `--uip-color-${ name }`
		)?.label ?? name
	);
}

/**
 * The warning for a text colour that is hard to read on a base.
 *
 * @param problem The problem.
 */
export function contrastMessage( problem: ContrastProblem ): string {
	const ratio = ( Math.floor( problem.ratio * 10 ) / 10 ).toFixed( 1 );
	const text = labelOf( problem.text );
	const base = labelOf( problem.base );
	const least = String( MIN_TEXT_CONTRAST );
	if ( problem.mode === 'dark' ) {
		return sprintf(
			/* translators: 1: text colour, 2: base colour, 3: ratio such as 3.9, 4: least ratio such as 4.5. */
			__(
				'%1$s on %2$s is %3$s:1 in dark mode; text needs at least %4$s:1.',
				'uipress'
			),
			text,
			base,
			ratio,
			least
		);
	}
	return sprintf(
		/* translators: 1: text colour, 2: base colour, 3: ratio such as 3.9, 4: least ratio such as 4.5. */
		__(
			'%1$s on %2$s is %3$s:1 in light mode; text needs at least %4$s:1.',
			'uipress'
		),
		text,
		base,
		ratio,
		least
	);
}

interface ColourButtonProps {
	variable: ThemeVariable;
	mode: ColourMode;
	colour: string;
	overridden: boolean;
	onChange: ( colour: string ) => void;
}

/**
 * One colour of a variable (light or dark): its swatch and value, opening a
 * colour picker.
 *
 * @param props            Component props.
 * @param props.variable   The variable.
 * @param props.mode       Light or dark.
 * @param props.colour     The colour it shows.
 * @param props.overridden Whether the colour is the site's own.
 * @param props.onChange   Receives a new colour.
 */
function ColourButton( {
	variable,
	mode,
	colour,
	overridden,
	onChange,
}: ColourButtonProps ) {
	const modeLabel =
		mode === 'value' ? __( 'Light', 'uipress' ) : __( 'Dark', 'uipress' );
	return (
		<Dropdown
			className="uip-settings-theme__colour"
			popoverProps={ { placement: 'bottom-start' } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					variant="secondary"
					size="compact"
					aria-expanded={ isOpen }
					onClick={ onToggle }
					label={ sprintf(
						/* translators: 1: colour name, 2: Light or Dark, 3: the colour value. */
						__( '%1$s, %2$s: %3$s', 'uipress' ),
						variable.label,
						modeLabel,
						colour
					) }
					showTooltip={ false }
				>
					<ColorIndicator colorValue={ colour } />
					<span aria-hidden="true">
						{ modeLabel } { colour }
						{ overridden ? ' *' : '' }
					</span>
				</Button>
			) }
			renderContent={ () => (
				<ColorPicker
					color={ colour }
					enableAlpha={ false }
					onChange={ onChange }
				/>
			) }
		/>
	);
}

/**
 * The theme's colour variables: a light and a dark colour each, its
 * effective value, a reset per variable and for all, and a warning when
 * text colours lose contrast on the bases.
 *
 * @param props          Component props.
 * @param props.label    The setting's label.
 * @param props.help     Help text.
 * @param props.value    The stored overrides.
 * @param props.onChange Receives the overrides (only changed values).
 */
export default function ThemeColours( {
	label,
	help,
	value,
	onChange,
}: ThemeColoursProps ) {
	const overrides = toOverrides( value );
	const problems = themeContrastProblems( overrides );

	return (
		<fieldset className="uip-settings-theme">
			<legend className="uip-settings__legend">{ label }</legend>
			{ help && <p className="uip-settings__help">{ help }</p> }
			<p className="uip-settings__help">
				{ __(
					'Colours marked * are this site’s own; the others are the defaults.',
					'uipress'
				) }
			</p>
			{ variableGroups().map( ( group ) => (
				<div key={ group.id } className="uip-settings-theme__group">
					<h3 className="uip-settings-theme__heading">
						{ group.label }
					</h3>
					<ul className="uip-settings-theme__list">
						{ group.variables.map( ( variable ) => {
							const own = overrides[ variable.name ];
							return (
								<li
									key={ variable.name }
									className="uip-settings-theme__row"
								>
									<span className="uip-settings-theme__name">
										{ variable.label }
									</span>
									{ ( [ 'value', 'darkValue' ] as const ).map(
										( mode ) => (
											<ColourButton
												key={ mode }
												variable={ variable }
												mode={ mode }
												colour={ effectiveColour(
													overrides,
													variable,
													mode
												) }
												overridden={ !! own?.[ mode ] }
												onChange={ ( colour ) =>
													onChange(
														withColour(
															overrides,
															variable,
															mode,
															colour
														)
													)
												}
											/>
										)
									) }
									<Button
										variant="tertiary"
										size="compact"
										accessibleWhenDisabled
										disabled={ ! own }
										onClick={ () =>
											onChange(
												withoutVariable(
													overrides,
													variable.name
												)
											)
										}
										label={ sprintf(
											/* translators: %s: colour name. */
											__( 'Reset %s', 'uipress' ),
											variable.label
										) }
										showTooltip={ false }
									>
										{ __( 'Reset', 'uipress' ) }
									</Button>
								</li>
							);
						} ) }
					</ul>
					{ group.id === 'text' && problems.length > 0 && (
						<Notice
							status="warning"
							isDismissible={ false }
							className="uip-settings-theme__contrast"
						>
							<ul>
								{ problems.map( ( problem ) => (
									<li
										key={ `${ problem.text }-${ problem.base }-${ problem.mode }` }
									>
										{ contrastMessage( problem ) }
									</li>
								) ) }
							</ul>
						</Notice>
					) }
				</div>
			) ) }
			<Button
				variant="secondary"
				accessibleWhenDisabled
				disabled={ Object.keys( overrides ).length === 0 }
				onClick={ () => onChange( {} ) }
			>
				{ __( 'Reset colours', 'uipress' ) }
			</Button>
		</fieldset>
	);
}
