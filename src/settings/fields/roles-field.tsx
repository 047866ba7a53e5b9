/**
 * WordPress dependencies
 */
import { BaseControl, CheckboxControl } from '@wordpress/components';

export interface RolesFieldProps {
	id: string;
	label: string;
	help?: string;
	/** Role → its name, as the server lists the site's roles. */
	choices: Record< string, string >;
	/** The chosen roles. */
	value: string[];
	onChange: ( value: string[] ) => void;
}

/**
 * A setting holding roles: one checkbox per role of the site, in a
 * labelled group, the chosen ones kept in the site's order.
 *
 * @param props          Component props.
 * @param props.id       The group's id.
 * @param props.label    The setting's name.
 * @param props.help     What it does.
 * @param props.choices  The site's roles.
 * @param props.value    The chosen roles.
 * @param props.onChange Receives the new list.
 */
export default function RolesField( {
	id,
	label,
	help,
	choices,
	value,
	onChange,
}: RolesFieldProps ) {
	const roles = Object.keys( choices );
	const toggle = ( role: string, checked: boolean ) =>
		onChange(
			roles.filter( ( each ) =>
				each === role ? checked : value.includes( each )
			)
		);
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ id }
			help={ help }
			className="uip-settings__roles"
		>
			<fieldset
				id={ id }
				aria-describedby={ help ? `${ id }__help` : undefined }
			>
				<BaseControl.VisualLabel as="legend">
					{ label }
				</BaseControl.VisualLabel>
				{ roles.map( ( role ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ role }
						label={ choices[ role ] }
						checked={ value.includes( role ) }
						onChange={ ( checked ) => toggle( role, checked ) }
					/>
				) ) }
			</fieldset>
		</BaseControl>
	);
}
