/**
 * WordPress dependencies
 */
import { Button, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SecretDraft } from '../use-settings';

interface SecretFieldProps {
	id: string;
	label: string;
	help?: string;
	/** Whether a key is stored. */
	isSet: boolean;
	draft?: SecretDraft;
	onDraft: ( draft: SecretDraft | null ) => void;
	/** A key of several lines (a JSON key file), typed in a text area. */
	multiline?: boolean;
}

/**
 * A write-only key: its stored value is never shown, only whether one is
 * set; it can be replaced (typed in a password field) or removed on save.
 *
 * @param props           Component props.
 * @param props.id        Id of the password field.
 * @param props.label     The setting's label.
 * @param props.help      Help text.
 * @param props.isSet     Whether a key is stored.
 * @param props.draft     The pending change, if any.
 * @param props.onDraft   Receives a change, or null to cancel it.
 * @param props.multiline Whether the key has several lines (a text area).
 */
export default function SecretField( {
	id,
	label,
	help,
	isSet,
	draft,
	onDraft,
	multiline = false,
}: SecretFieldProps ) {
	let state: string = isSet
		? __( 'Set', 'uipress' )
		: __( 'Not set', 'uipress' );
	if ( draft?.action === 'remove' ) {
		state = __( 'Set; removed when you save', 'uipress' );
	}

	return (
		<fieldset className="uip-settings-secret">
			<legend className="uip-settings__legend">{ label }</legend>
			{ help && <p className="uip-settings__help">{ help }</p> }
			<p className="uip-settings-secret__state">
				{ __( 'Status:', 'uipress' ) } <strong>{ state }</strong>
			</p>
			{ draft?.action === 'replace' && multiline && (
				// No id: this TextareaControl would not label an id passed in.
				<TextareaControl
					__nextHasNoMarginBottom
					className="uip-settings-secret__text"
					label={
						isSet
							? __( 'New key', 'uipress' )
							: __( 'Key', 'uipress' )
					}
					help={ __(
						'Saved when you save the settings; it is never shown again.',
						'uipress'
					) }
					rows={ 6 }
					spellCheck={ false }
					autoComplete="off"
					value={ draft.value }
					onChange={ ( value ) =>
						onDraft( { action: 'replace', value } )
					}
				/>
			) }
			{ draft?.action === 'replace' && ! multiline && (
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					id={ id }
					type="password"
					autoComplete="new-password"
					label={
						isSet
							? __( 'New key', 'uipress' )
							: __( 'Key', 'uipress' )
					}
					help={ __(
						'Saved when you save the settings; it is never shown again.',
						'uipress'
					) }
					value={ draft.value }
					onChange={ ( value ) =>
						onDraft( { action: 'replace', value } )
					}
				/>
			) }
			<div className="uip-settings-secret__actions">
				{ draft ? (
					<Button
						variant="tertiary"
						size="compact"
						onClick={ () => onDraft( null ) }
					>
						{ __( 'Cancel', 'uipress' ) }
					</Button>
				) : (
					<>
						<Button
							variant="secondary"
							size="compact"
							onClick={ () =>
								onDraft( { action: 'replace', value: '' } )
							}
						>
							{ isSet
								? __( 'Replace key', 'uipress' )
								: __( 'Add key', 'uipress' ) }
						</Button>
						{ isSet && (
							<Button
								variant="tertiary"
								size="compact"
								isDestructive
								onClick={ () =>
									onDraft( { action: 'remove' } )
								}
							>
								{ __( 'Remove key', 'uipress' ) }
							</Button>
						) }
					</>
				) }
			</div>
		</fieldset>
	);
}
