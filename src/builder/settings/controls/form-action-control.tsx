/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { isRecord, toBoolean, toText } from './values';

export const FORM_ACTIONS = [
	'email',
	'phpFunction',
	'siteOption',
	'userMeta',
] as const;

/** What a form does when it is sent (spec: form submit action). */
export interface FormActionValue {
	action: ( typeof FORM_ACTIONS )[ number ] | '';
	emailAddress: string;
	emailSubject: string;
	emailTemplate: string;
	phpFunction: string;
	siteOptionName: string;
	objectOrSingle: 'object' | 'single';
	userMetaObjectKey: string;
	redirectURL: { value: string; newTab: boolean };
}

/**
 * A stored submit action, every field present.
 *
 * @param value The stored value.
 */
export function toFormAction( value: unknown ): FormActionValue {
	const stored = isRecord( value ) ? value : {};
	const redirect = isRecord( stored.redirectURL ) ? stored.redirectURL : {};
	return {
		action:
			FORM_ACTIONS.find( ( action ) => action === stored.action ) ?? '',
		emailAddress: toText( stored.emailAddress ),
		emailSubject: toText( stored.emailSubject ),
		emailTemplate: toText( stored.emailTemplate ),
		phpFunction: toText( stored.phpFunction ),
		siteOptionName: toText( stored.siteOptionName ),
		objectOrSingle:
			stored.objectOrSingle === 'object' ? 'object' : 'single',
		userMetaObjectKey: toText( stored.userMetaObjectKey ),
		redirectURL: {
			value: toText( redirect.value ),
			newTab:
				toBoolean( redirect.newTab ) || redirect.newTab === 'newTab',
		},
	};
}

/**
 * A form's submit action: what it does (email, PHP function, site option,
 * user meta), the fields that action needs, and where the browser goes
 * after a successful send. Stores the whole FormActionValue; the server
 * reads it from the saved template (docs/REST.md, "Forms").
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the whole value; typing merges.
 */
export default function FormActionOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const current = toFormAction( value );
	const change = ( changes: Partial< FormActionValue >, merge = true ) =>
		onChange( { ...current, ...changes }, merge );
	const text = (
		key:
			| 'emailAddress'
			| 'emailSubject'
			| 'phpFunction'
			| 'siteOptionName'
			| 'userMetaObjectKey',
		label: string,
		help?: string
	) => (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ current[ key ] }
			onChange={ ( next ) => change( { [ key ]: next } ) }
		/>
	);

	return (
		<div className="uip-option-control uip-form-action-control">
			<SelectControl
				__nextHasNoMarginBottom
				label={ option.label }
				help={ option.help }
				value={ current.action }
				options={ [
					{ value: '', label: __( 'Choose an action', 'uipress' ) },
					{ value: 'email', label: __( 'Send an email', 'uipress' ) },
					{
						value: 'phpFunction',
						label: __( 'Send to a PHP function', 'uipress' ),
					},
					{
						value: 'siteOption',
						label: __( 'Save as a site option', 'uipress' ),
					},
					{
						value: 'userMeta',
						label: __( 'Save as user meta', 'uipress' ),
					},
				] }
				onChange={ ( action ) =>
					change(
						{
							action:
								FORM_ACTIONS.find(
									( entry ) => entry === action
								) ?? '',
						},
						false
					)
				}
			/>
			{ current.action === 'email' && (
				<>
					{ text(
						'emailAddress',
						__( 'Send to', 'uipress' ),
						__(
							'One or more email addresses, separated by commas.',
							'uipress'
						)
					) }
					{ text( 'emailSubject', __( 'Subject', 'uipress' ) ) }
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Message', 'uipress' ) }
						help={ __(
							'{{name}} is replaced by the value of the input named name. Empty: every value is listed.',
							'uipress'
						) }
						rows={ 5 }
						value={ current.emailTemplate }
						onChange={ ( next ) =>
							change( { emailTemplate: next } )
						}
					/>
				</>
			) }
			{ current.action === 'phpFunction' &&
				text(
					'phpFunction',
					__( 'PHP function', 'uipress' ),
					__(
						'It must be allowed by the uipress/forms/callbacks filter; it receives the values and the context.',
						'uipress'
					)
				) }
			{ current.action === 'siteOption' &&
				text(
					'siteOptionName',
					__( 'Option name', 'uipress' ),
					__(
						'The values are saved together under this option.',
						'uipress'
					)
				) }
			{ current.action === 'userMeta' && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Save as', 'uipress' ) }
						value={ current.objectOrSingle }
						options={ [
							{
								value: 'single',
								label: __(
									'One meta key per input (its name)',
									'uipress'
								),
							},
							{
								value: 'object',
								label: __(
									'All values under one meta key',
									'uipress'
								),
							},
						] }
						onChange={ ( next ) =>
							change(
								{
									objectOrSingle:
										next === 'object' ? 'object' : 'single',
								},
								false
							)
						}
					/>
					{ current.objectOrSingle === 'object' &&
						text(
							'userMetaObjectKey',
							__( 'Meta key', 'uipress' )
						) }
				</>
			) }
			<TextControl
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'After sending, go to', 'uipress' ) }
				help={ __(
					'Optional: a URL, or an admin page such as profile.php.',
					'uipress'
				) }
				value={ current.redirectURL.value }
				onChange={ ( next ) =>
					change( {
						redirectURL: { ...current.redirectURL, value: next },
					} )
				}
			/>
			{ current.redirectURL.value !== '' && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Open it in a new tab', 'uipress' ) }
					checked={ current.redirectURL.newTab }
					onChange={ ( newTab: boolean ) =>
						change(
							{
								redirectURL: {
									...current.redirectURL,
									newTab,
								},
							},
							false
						)
					}
				/>
			) }
		</div>
	);
}
