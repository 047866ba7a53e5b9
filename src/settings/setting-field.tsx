/**
 * WordPress dependencies
 */
import {
	TextareaControl,
	TextControl,
	ToggleControl,
	// The core segmented control; WordPress's own screens use it too.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControl as ToggleGroupControl,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__experimentalToggleGroupControlOption as ToggleGroupControlOption,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SettingSchema } from './api';
import CodeField, { readOnlyCodeHelp } from './fields/code-field';
import MediaField from './fields/media-field';
import RolesField from './fields/roles-field';
import SecretField from './fields/secret-field';
import LoginSlugField from './sign-in/login-slug-field';
import RedirectRulesField from './sign-in/redirect-rules-field';
import { linesOf } from './model';
import type { SecretDraft } from './use-settings';

export interface SettingFieldProps {
	setting: SettingSchema;
	value: unknown;
	onChange: ( value: unknown ) => void;
	/** Whether the user may change code, scripts and provider addresses. */
	canEditCode: boolean;
	secretSet: boolean;
	secretDraft?: SecretDraft;
	onSecretDraft: ( draft: SecretDraft | null ) => void;
	/** For a list of rules: the rule the server refused. */
	invalidRule?: number;
}

/**
 * The id of a setting's field, so an error can point at it.
 *
 * @param key The setting's key.
 */
export function fieldId( key: string ): string {
	return `uip-setting-${ key }`;
}

/** Why a provider address cannot be changed. */
export function readOnlyEndpointHelp(): string {
	return __(
		'The site’s keys are sent to this address, so only users who may post unfiltered HTML can change it. Resetting the Keys group puts it back to the default.',
		'uipress'
	);
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function lines( value: unknown ): string {
	return Array.isArray( value ) ? value.join( '\n' ) : '';
}

/**
 * The control of one setting, by its kind. The theme is edited by its own
 * section (ThemeColours).
 *
 * @param props               Component props.
 * @param props.setting       What the setting is.
 * @param props.value         Its edited value.
 * @param props.onChange      Receives a new value.
 * @param props.canEditCode   Whether the user may change code, scripts and provider addresses.
 * @param props.secretSet     For a secret: whether one is stored.
 * @param props.secretDraft   For a secret: its pending change.
 * @param props.onSecretDraft For a secret: receives a change.
 * @param props.invalidRule   For a list of rules: the rule the server refused.
 */
export default function SettingField( {
	setting,
	value,
	onChange,
	canEditCode,
	secretSet,
	secretDraft,
	onSecretDraft,
	invalidRule,
}: SettingFieldProps ) {
	const id = fieldId( setting.key );
	const { label, help } = setting;

	switch ( setting.kind ) {
		case 'boolean':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ label }
					help={ help }
					checked={ value === true }
					onChange={ onChange }
				/>
			);
		case 'choice':
			return (
				<ToggleGroupControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ label }
					help={ help }
					isBlock
					value={ text( value ) }
					onChange={ ( next ) => onChange( next ) }
				>
					{ Object.entries( setting.choices ?? {} ).map(
						( [ choice, choiceLabel ] ) => (
							<ToggleGroupControlOption
								key={ choice }
								value={ choice }
								label={ choiceLabel }
							/>
						)
					) }
				</ToggleGroupControl>
			);
		case 'roles':
		case 'postTypes':
			return (
				<RolesField
					id={ id }
					label={ label }
					help={ help }
					choices={ setting.choices ?? {} }
					value={
						Array.isArray( value )
							? value.filter(
									( role ): role is string =>
										typeof role === 'string'
								)
							: []
					}
					onChange={ onChange }
				/>
			);
		case 'media':
			return (
				<MediaField
					id={ id }
					label={ label }
					help={ help }
					value={ text( value ) }
					onChange={ onChange }
				/>
			);
		case 'list':
		case 'scripts': {
			const locked = setting.kind === 'scripts' && ! canEditCode;
			return (
				<TextareaControl
					__nextHasNoMarginBottom
					className="uip-settings__lines"
					label={ label }
					help={ [ help, locked ? readOnlyCodeHelp() : '' ]
						.filter( Boolean )
						.join( ' ' ) }
					value={ lines( value ) }
					readOnly={ locked }
					rows={ 4 }
					spellCheck={ false }
					onChange={ ( next ) => onChange( linesOf( next ) ) }
				/>
			);
		}
		case 'code':
			return (
				<CodeField
					id={ id }
					label={ label }
					help={ help }
					value={ text( value ) }
					language={ setting.language ?? 'html' }
					canEditCode={ canEditCode }
					onChange={ onChange }
				/>
			);
		case 'secret':
			return (
				<SecretField
					id={ id }
					label={ label }
					help={ help }
					isSet={ secretSet }
					draft={ secretDraft }
					onDraft={ onSecretDraft }
				/>
			);
		case 'theme':
			return null;
		case 'redirects':
			return (
				<RedirectRulesField
					id={ id }
					label={ label }
					help={ help }
					value={ value }
					canEdit={ canEditCode }
					invalidRule={ invalidRule }
					onChange={ onChange }
				/>
			);
		case 'slug':
			return (
				<LoginSlugField
					id={ id }
					label={ label }
					help={ help }
					value={ text( value ) }
					canEdit={ canEditCode }
					onChange={ onChange }
				/>
			);
		case 'url':
		case 'endpoint': {
			const locked = setting.kind === 'endpoint' && ! canEditCode;
			return (
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					id={ id }
					type="url"
					label={ label }
					help={ [ help, locked ? readOnlyEndpointHelp() : '' ]
						.filter( Boolean )
						.join( ' ' ) }
					value={ text( value ) }
					readOnly={ locked }
					onChange={ onChange }
				/>
			);
		}
		default:
			return (
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					id={ id }
					type="text"
					label={ label }
					help={ help }
					value={ text( value ) }
					onChange={ onChange }
				/>
			);
	}
}
