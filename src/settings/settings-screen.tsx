/**
 * WordPress dependencies
 */
import {
	Button,
	FormFileUpload,
	Notice,
	SearchControl,
	Spinner,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { downloadJson } from '../components/post-list';
import { errorMessage } from '../components/utils/api';
import { Notifications, useCreateNotification } from '../engine/notifications';
import ScreenShell from '../shared/components/screen-shell';
import { useUnsavedWarning } from '../shared/hooks/use-unsaved-warning';
import { STORE_NAME as APP_STORE } from '../shared/store/app/constants';
import type { SettingsAnswer } from './api';
import {
	ANALYTICS_GROUP,
	OAuthResultNotice,
	renderAnalyticsField,
	showsAnalyticsSetting,
} from './analytics/analytics-group';
import ConfirmReset from './confirm-reset';
import LoginPreview from './login-preview';
import {
	exportSettings,
	matchesSearch,
	parseSettingsImport,
	savedValue,
	SettingsImportError,
} from './model';
import { fieldId } from './setting-field';
import { readSettingsScreenConfig } from './settings-config';
import SettingsGroup, { groupId } from './settings-group';
import { useSettings, type SettingsEditor } from './use-settings';
import './settings.scss';

/** The export file's name. */
export const EXPORT_FILE = 'uipress-settings.json';

/**
 * The groups and their settings a search leaves, in the server's order.
 *
 * @param answer The server's description of the settings.
 * @param query  The search.
 * @param values The edited values (some settings show for others' values).
 */
function visibleGroups(
	answer: SettingsAnswer,
	query: string,
	values: Record< string, unknown >
) {
	return Object.entries( answer.groups )
		.map( ( [ id, label ] ) => ( {
			id,
			label,
			settings: answer.schema.filter(
				( setting ) =>
					setting.group === id &&
					matchesSearch( setting, label, query ) &&
					( id !== ANALYTICS_GROUP ||
						showsAnalyticsSetting( setting, values ) )
			),
		} ) )
		.filter( ( group ) => group.settings.length > 0 );
}

/**
 * The login settings as they would be saved, for the preview. Code is left
 * out for users who may not write it: the server would refuse it, and the
 * preview then shows the saved code.
 *
 * @param editor The screen's state.
 */
function loginValues( editor: SettingsEditor ) {
	const values: Record< string, unknown > = {};
	const canEditCode = editor.answer?.canEditCode === true;
	for ( const setting of editor.answer?.schema ?? [] ) {
		const locked =
			( setting.kind === 'code' || setting.kind === 'scripts' ) &&
			! canEditCode;
		if (
			setting.group === 'login' &&
			setting.kind !== 'secret' &&
			! locked
		) {
			values[ setting.key ] = savedValue(
				setting,
				editor.values[ setting.key ]
			);
		}
	}
	return values;
}

/**
 * The site settings screen: every setting by group, with search, save
 * (only what changed), reset per group, export and import.
 */
export default function SettingsScreen() {
	const editor = useSettings();
	const notify = useCreateNotification();
	const [ query, setQuery ] = useState( '' );
	const [ resetting, setResetting ] = useState< string | null >( null );
	const { setLoading } = useDispatch( APP_STORE ) as {
		setLoading: ( loading: boolean ) => void;
	};
	useUnsavedWarning( editor.dirty );

	// The screen shows its own loading state.
	useEffect( () => {
		setLoading( false );
	}, [ setLoading ] );

	// Ctrl/Cmd+S saves wherever the focus is, code editors included.
	const { save } = editor;
	useEffect( () => {
		const onKeyDown = ( event: KeyboardEvent ) => {
			if (
				( event.ctrlKey || event.metaKey ) &&
				event.key.toLowerCase() === 's'
			) {
				event.preventDefault();
				save();
			}
		};
		window.addEventListener( 'keydown', onKeyDown );
		return () => window.removeEventListener( 'keydown', onKeyDown );
	}, [ save ] );

	// Show the field the server refused, even when a search hid it.
	const invalidKey = editor.invalid?.key;
	useEffect( () => {
		if ( ! invalidKey ) {
			return;
		}
		setQuery( '' );
		window.requestAnimationFrame( () => {
			const field = document.querySelector< HTMLElement >(
				`[data-setting="${ invalidKey }"]`
			);
			field?.scrollIntoView?.( { block: 'center' } );
			(
				document.getElementById( fieldId( invalidKey ) ) ??
				field?.querySelector< HTMLElement >( 'input, textarea, button' )
			)?.focus();
		} );
	}, [ invalidKey ] );

	const importFile = async ( file: File ) => {
		try {
			const settings = parseSettingsImport( await file.text() );
			await editor.importSettings( settings );
		} catch ( caught ) {
			notify( {
				title: __( 'Settings not imported', 'uipress' ),
				message:
					caught instanceof SettingsImportError
						? caught.message
						: errorMessage( caught ),
				status: 'error',
			} );
		}
	};

	const { answer } = editor;
	let content;
	if ( editor.status === 'error' ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				<p>{ __( 'The settings could not be loaded.', 'uipress' ) }</p>
				<p>{ editor.loadError }</p>
				<Button variant="secondary" onClick={ editor.reload }>
					{ __( 'Try again', 'uipress' ) }
				</Button>
			</Notice>
		);
	} else if ( editor.status === 'loading' || ! answer ) {
		content = (
			<p className="uip-settings__loading" role="status">
				<Spinner />
				<span>{ __( 'Loading settings…', 'uipress' ) }</span>
			</p>
		);
	} else {
		const groups = visibleGroups( answer, query, editor.values );
		const { loginUrl } = readSettingsScreenConfig();
		content = (
			<>
				<div
					className="uip-settings__toolbar"
					role="region"
					aria-label={ __( 'Settings toolbar', 'uipress' ) }
				>
					<div className="uip-settings__search">
						<SearchControl
							__nextHasNoMarginBottom
							label={ __( 'Search settings', 'uipress' ) }
							placeholder={ __( 'Search settings', 'uipress' ) }
							value={ query }
							onChange={ setQuery }
							onKeyDown={ ( event ) => {
								if ( event.key === 'Escape' ) {
									event.preventDefault();
									setQuery( '' );
								}
							} }
						/>
					</div>
					<FormFileUpload
						accept=".json,application/json"
						render={ ( { openFileDialog } ) => (
							<Button
								variant="tertiary"
								onClick={ openFileDialog }
								disabled={ editor.saving }
								accessibleWhenDisabled
							>
								{ __( 'Import', 'uipress' ) }
							</Button>
						) }
						onChange={ ( event ) => {
							const file = event.currentTarget.files?.[ 0 ];
							event.currentTarget.value = '';
							if ( file ) {
								importFile( file );
							}
						} }
					/>
					<Button
						variant="tertiary"
						onClick={ () =>
							downloadJson(
								EXPORT_FILE,
								exportSettings( answer.schema, answer.settings )
							)
						}
					>
						{ __( 'Export', 'uipress' ) }
					</Button>
					<Button
						variant="primary"
						isBusy={ editor.saving }
						accessibleWhenDisabled
						disabled={ ! editor.dirty || editor.saving }
						onClick={ editor.save }
						aria-keyshortcuts="Control+S Meta+S"
					>
						{ editor.saving
							? __( 'Saving…', 'uipress' )
							: __( 'Save', 'uipress' ) }
					</Button>
				</div>
				<div className="uip-settings__body">
					<nav
						className="uip-settings__nav"
						aria-label={ __( 'Settings groups', 'uipress' ) }
					>
						<ul>
							{ groups.map( ( group ) => (
								<li key={ group.id }>
									<a href={ `#${ groupId( group.id ) }` }>
										{ group.label }
									</a>
								</li>
							) ) }
						</ul>
					</nav>
					<div className="uip-settings__groups">
						{ groups.length === 0 && (
							<p className="uip-settings__empty" role="status">
								{ sprintf(
									/* translators: %s: the search. */
									__( 'No settings match “%s”.', 'uipress' ),
									query.trim()
								) }
							</p>
						) }
						{ groups.map( ( group ) => (
							<SettingsGroup
								key={ group.id }
								id={ group.id }
								label={ group.label }
								settings={ group.settings }
								editor={ editor }
								canEditCode={ answer.canEditCode }
								onReset={ () => setResetting( group.id ) }
								before={
									group.id === ANALYTICS_GROUP ? (
										<OAuthResultNotice />
									) : undefined
								}
								renderField={
									group.id === ANALYTICS_GROUP
										? ( setting ) =>
												renderAnalyticsField(
													setting,
													editor
												)
										: undefined
								}
								aside={
									group.id === 'login' ? (
										<LoginPreview
											settings={ loginValues( editor ) }
											loginUrl={ loginUrl }
										/>
									) : undefined
								}
							/>
						) ) }
					</div>
				</div>
				{ resetting !== null && (
					<ConfirmReset
						group={ answer.groups[ resetting ] ?? resetting }
						onCancel={ () => setResetting( null ) }
						onConfirm={ () => {
							const group = resetting;
							setResetting( null );
							editor.reset( group );
						} }
					/>
				) }
			</>
		);
	}

	return (
		<div className="uip-settings">
			<ScreenShell
				title={ __( 'UiPress settings', 'uipress' ) }
				loadingLabel={ __( 'Loading settings…', 'uipress' ) }
			>
				{ content }
			</ScreenShell>
			<Notifications />
		</div>
	);
}
