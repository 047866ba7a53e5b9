/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	arrowLeft,
	desktop,
	fullscreen,
	mobile,
	redo,
	seen,
	tablet,
	undo,
} from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Viewport } from '../../engine/types';
import { useBuilderActions, useBuilderSelect } from './use-builder';
import ZoomControl from './zoom-control';

interface TopBarProps {
	/** Returns to the template list. */
	onBack: () => void;
}

const VIEWPORTS: { value: Viewport; label: () => string; icon: JSX.Element }[] =
	[
		{
			value: 'mobile',
			label: () => __( 'Mobile', 'uipress' ),
			icon: mobile,
		},
		{
			value: 'tablet',
			label: () => __( 'Tablet', 'uipress' ),
			icon: tablet,
		},
		{
			value: 'desktop',
			label: () => __( 'Desktop', 'uipress' ),
			icon: desktop,
		},
	];

/**
 * The editor's top bar: back, title, undo/redo, viewport and zoom, preview,
 * full screen and save.
 *
 * @param props        Component props.
 * @param props.onBack Returns to the list.
 */
export default function TopBar( { onBack }: TopBarProps ) {
	const state = useBuilderSelect( ( select ) => ( {
		title: select.getTemplate()?.title ?? '',
		canUndo: select.canUndo(),
		canRedo: select.canRedo(),
		viewport: select.getViewport(),
		preview: select.isPreview(),
		fullScreen: select.isFullScreen(),
		saving: select.getStatus() === 'saving',
		dirty: select.isDirty(),
	} ) );
	const actions = useBuilderActions();

	return (
		<div className="uip-editor-top-bar">
			<div className="uip-editor-top-bar__group">
				<Button
					icon={ arrowLeft }
					label={ __( 'Back to templates', 'uipress' ) }
					onClick={ onBack }
				/>
				<TextControl
					__nextHasNoMarginBottom
					className="uip-editor-top-bar__title"
					label={ __( 'Template title', 'uipress' ) }
					hideLabelFromVision
					value={ state.title }
					onChange={ ( title ) =>
						actions.updateTemplate( { title } )
					}
				/>
			</div>
			<div
				className="uip-editor-top-bar__group"
				role="group"
				aria-label={ __( 'History', 'uipress' ) }
			>
				<Button
					icon={ undo }
					label={ __( 'Undo', 'uipress' ) }
					shortcut="Ctrl+Z"
					onClick={ () => actions.undo() }
					disabled={ ! state.canUndo }
					accessibleWhenDisabled
				/>
				<Button
					icon={ redo }
					label={ __( 'Redo', 'uipress' ) }
					shortcut="Ctrl+Shift+Z"
					onClick={ () => actions.redo() }
					disabled={ ! state.canRedo }
					accessibleWhenDisabled
				/>
			</div>
			<div
				className="uip-editor-top-bar__group"
				role="group"
				aria-label={ __( 'Viewport', 'uipress' ) }
			>
				{ VIEWPORTS.map( ( viewport ) => (
					<Button
						key={ viewport.value }
						icon={ viewport.icon }
						label={ viewport.label() }
						isPressed={ state.viewport === viewport.value }
						onClick={ () => actions.setViewport( viewport.value ) }
					/>
				) ) }
				<ZoomControl />
			</div>
			<div className="uip-editor-top-bar__group">
				<Button
					icon={ seen }
					label={ __( 'Preview', 'uipress' ) }
					isPressed={ state.preview }
					onClick={ () => actions.setPreview( ! state.preview ) }
				/>
				<Button
					icon={ fullscreen }
					label={ __( 'Full screen', 'uipress' ) }
					isPressed={ state.fullScreen }
					onClick={ () =>
						actions.setFullScreen( ! state.fullScreen )
					}
				/>
				<Button
					variant="primary"
					onClick={ () => actions.saveTemplate() }
					isBusy={ state.saving }
					disabled={ state.saving || ! state.dirty }
					accessibleWhenDisabled
				>
					{ state.saving
						? __( 'Saving…', 'uipress' )
						: __( 'Save', 'uipress' ) }
				</Button>
			</div>
		</div>
	);
}
