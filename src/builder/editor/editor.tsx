/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BuilderDndProvider } from '../components/dnd';
import { builderStore } from '../store';
import { discardIfLeftEmpty } from '../templates/fresh-templates';
import Canvas from './canvas';
import EditorLayout from './editor-layout';
import LeftSidebar from './left-sidebar';
import SettingsSidebar from '../settings/settings-sidebar';
import Snackbars from '../components/snackbars';
import TopBar from './top-bar';
import { useBuilderActions, useBuilderSelect } from './use-builder';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useUnsavedWarning } from '../../shared/hooks/use-unsaved-warning';
import { useLeaveConfirmation } from '../../shared/components/leave-confirmation';
import './editor.scss';

/** Set on the body while the editor is full screen. */
export const FULL_SCREEN_BODY_CLASS = 'uip-builder-is-full-screen';

export interface EditorProps {
	/** The template to edit. */
	templateId: number;
	/** Returns to the template list. */
	onBack: () => void;
	/** Left sidebar content; the inserter and layers by default. */
	left?: ReactNode;
	/** Right sidebar content (settings). */
	right?: ReactNode;
}

/**
 * Loads a template into the builder store and shows the editing shell.
 *
 * @param props            Component props.
 * @param props.templateId The template's id.
 * @param props.onBack     Back to the list.
 * @param props.left       Left sidebar content.
 * @param props.right      Right sidebar content.
 */
export default function Editor( {
	templateId,
	onBack,
	left,
	right,
}: EditorProps ) {
	const { loadedId, status, error, dirty, fullScreen } = useBuilderSelect(
		( select ) => ( {
			loadedId: select.getTemplate()?.id ?? null,
			status: select.getStatus(),
			error: select.getError(),
			dirty: select.isDirty(),
			fullScreen: select.isFullScreen(),
		} )
	);
	const { loadTemplate, closeTemplate } = useBuilderActions();

	useEffect( () => {
		loadTemplate( templateId );
		return () => {
			closeTemplate();
		};
	}, [ templateId, loadTemplate, closeTemplate ] );

	const onKeyDown = useEditorShortcuts();

	// Full screen hides WordPress's toolbar, which would sit above the editor.
	useEffect( () => {
		document.body.classList.toggle( FULL_SCREEN_BODY_CLASS, fullScreen );
		return () => document.body.classList.remove( FULL_SCREEN_BODY_CLASS );
	}, [ fullScreen ] );
	useUnsavedWarning( dirty );

	const registry = useRegistry();
	const leave = async () => {
		// A new template left as it was made is not kept.
		const saved = registry.select( builderStore ).getSavedTemplate();
		if ( saved ) {
			await discardIfLeftEmpty( saved );
		}
		onBack();
	};
	const { requestLeave, dialog: leaveDialog } = useLeaveConfirmation(
		dirty,
		leave
	);

	if ( status === 'error' && loadedId !== templateId ) {
		return (
			<div className="uip-editor-message">
				<Notice status="error" isDismissible={ false }>
					<p>
						{ __( 'The template could not be loaded.', 'uipress' ) }
					</p>
					{ error && <p>{ error }</p> }
				</Notice>
				<Button variant="secondary" onClick={ onBack }>
					{ __( 'Back to templates', 'uipress' ) }
				</Button>
			</div>
		);
	}

	if ( loadedId !== templateId ) {
		return (
			<p className="uip-editor-message" role="status" aria-live="polite">
				<Spinner />
				<span>{ __( 'Loading template…', 'uipress' ) }</span>
			</p>
		);
	}

	return (
		// Key presses bubble here from the canvas, layers and panels.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div className="uip-editor-root" onKeyDown={ onKeyDown }>
			<BuilderDndProvider>
				<EditorLayout
					topBar={ <TopBar onBack={ requestLeave } /> }
					left={ left ?? <LeftSidebar /> }
					right={ right ?? <SettingsSidebar /> }
					fullScreen={ fullScreen }
				>
					<Canvas />
				</EditorLayout>
			</BuilderDndProvider>
			<Snackbars />
			{ leaveDialog }
		</div>
	);
}
