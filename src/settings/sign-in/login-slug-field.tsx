/**
 * WordPress dependencies
 */
import { ExternalLink, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { readSettingsScreenConfig } from '../settings-config';
import { normaliseSlug, slugError } from './login-slug';
import { readOnlyRulesHelp } from './redirect-rules-field';

export interface LoginSlugFieldProps {
	id: string;
	label: string;
	help?: string;
	value: string;
	onChange: ( slug: string ) => void;
	/** False: shown read-only, with the reason. */
	canEdit: boolean;
}

/**
 * The custom login address: the slug, the address it makes, and the login
 * page in effect now (the saved one). A malformed slug is said at once once
 * the field is left; the server checks the rest (WordPress's own words,
 * existing content) on save.
 *
 * @param props          Component props.
 * @param props.id       The text field's id.
 * @param props.label    The setting's label.
 * @param props.help     Its help.
 * @param props.value    The slug.
 * @param props.onChange Receives the new slug.
 * @param props.canEdit  Whether the user may change it.
 */
export default function LoginSlugField( {
	id,
	label,
	help,
	value,
	onChange,
	canEdit,
}: LoginSlugFieldProps ) {
	const [ left, setLeft ] = useState( false );
	const { homeUrl, loginUrl } = readSettingsScreenConfig();
	const slug = normaliseSlug( value );
	const error = left || slug.length > 3 ? slugError( value ) : '';
	const address =
		slug && ! slugError( value ) && homeUrl
			? `${ homeUrl.replace( /\/?$/, '/' ) }${ slug }/`
			: '';
	const notes = [ help, canEdit ? '' : readOnlyRulesHelp() ]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div className="uip-sign-in-slug">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				id={ id }
				label={ label }
				help={ error || notes }
				className={ error ? 'has-error' : undefined }
				aria-invalid={ error ? true : undefined }
				value={ value }
				readOnly={ ! canEdit }
				placeholder={
					canEdit ? __( 'e.g. team-entrance', 'uipress' ) : undefined
				}
				autoComplete="off"
				spellCheck={ false }
				onChange={ onChange }
				onBlur={ () => setLeft( true ) }
			/>
			{ error && <p className="uip-settings__help">{ notes }</p> }
			<p className="uip-settings__help">
				{ address
					? sprintf(
							/* translators: %s: the new login address. */
							__( 'After saving, log in at %s', 'uipress' ),
							address
						)
					: __(
							'Empty: the login page stays at wp-login.php.',
							'uipress'
						) }
			</p>
			{ loginUrl && (
				<p className="uip-settings__help">
					{ __( 'Login page now:', 'uipress' ) }{ ' ' }
					<ExternalLink href={ loginUrl }>{ loginUrl }</ExternalLink>
				</p>
			) }
		</div>
	);
}
