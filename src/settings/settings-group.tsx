/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { SettingSchema } from './api';
import SettingField, { fieldId } from './setting-field';
import ThemeColours from './theme/theme-colours';
import type { SettingsEditor } from './use-settings';

interface SettingsGroupProps {
	id: string;
	label: string;
	settings: SettingSchema[];
	editor: SettingsEditor;
	canEditCode: boolean;
	onReset: () => void;
	/** Shown beside the fields (the login preview). */
	aside?: ReactNode;
	/** Shown above the fields (a notice of the group). */
	before?: ReactNode;
	/** A setting's own control in place of the usual one; undefined keeps it. */
	renderField?: ( setting: SettingSchema ) => ReactNode | undefined;
}

/**
 * The id of a group's section, for the side navigation.
 *
 * @param group The group's name.
 */
export function groupId( group: string ): string {
	return `uip-settings-group-${ group }`;
}

/**
 * One group of settings: its heading, its reset button and a field per
 * setting, the refused one marked with the server's message.
 *
 * @param props             Component props.
 * @param props.id          The group's name.
 * @param props.label       Its label.
 * @param props.settings    Its settings shown (a search may hide some).
 * @param props.editor      The screen's state.
 * @param props.canEditCode Whether the user may change code.
 * @param props.onReset     Asks to reset the group.
 * @param props.aside       Shown beside the fields.
 * @param props.before      Shown above the fields.
 * @param props.renderField A setting's own control, if any.
 */
export default function SettingsGroup( {
	id,
	label,
	settings,
	editor,
	canEditCode,
	onReset,
	aside,
	before,
	renderField,
}: SettingsGroupProps ) {
	const headingId = `${ groupId( id ) }-heading`;
	return (
		<section
			id={ groupId( id ) }
			className="uip-settings__group"
			aria-labelledby={ headingId }
		>
			<div className="uip-settings__group-header">
				<h2 id={ headingId }>{ label }</h2>
				<Button
					variant="tertiary"
					size="compact"
					disabled={ editor.saving }
					accessibleWhenDisabled
					onClick={ onReset }
				>
					{ sprintf(
						/* translators: %s: the group's name. */
						__( 'Reset %s', 'uipress' ),
						label
					) }
				</Button>
			</div>
			<div
				className={
					aside
						? 'uip-settings__group-body has-aside'
						: 'uip-settings__group-body'
				}
			>
				<div className="uip-settings__fields">
					{ before }
					{ settings.map( ( setting ) => {
						const invalid =
							editor.invalid?.key === setting.key
								? editor.invalid
								: null;
						const onChange = ( value: unknown ) =>
							editor.setValue( setting.key, value );
						const own = renderField?.( setting );
						return (
							<div
								key={ setting.key }
								className={
									invalid
										? 'uip-settings__field is-invalid'
										: 'uip-settings__field'
								}
								data-setting={ setting.key }
							>
								{ own !== undefined && own }
								{ own === undefined &&
									setting.kind === 'theme' && (
										<ThemeColours
											label={ setting.label }
											help={ setting.help }
											value={
												editor.values[ setting.key ]
											}
											onChange={ onChange }
										/>
									) }
								{ own === undefined &&
									setting.kind !== 'theme' && (
										<SettingField
											setting={ setting }
											value={
												editor.values[ setting.key ]
											}
											onChange={ onChange }
											canEditCode={ canEditCode }
											invalidRule={ invalid?.rule }
											secretSet={
												editor.answer?.secrets[
													setting.key
												] === true
											}
											secretDraft={
												editor.secretDrafts[
													setting.key
												]
											}
											onSecretDraft={ ( draft ) =>
												editor.setSecretDraft(
													setting.key,
													draft
												)
											}
										/>
									) }
								{ invalid && (
									<p
										className="uip-settings__error"
										id={ `${ fieldId(
											setting.key
										) }-error` }
									>
										{ invalid.message }
									</p>
								) }
							</div>
						);
					} ) }
				</div>
				{ aside && (
					<div className="uip-settings__aside">{ aside }</div>
				) }
			</div>
		</section>
	);
}
