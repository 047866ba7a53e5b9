/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cog, listView } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { useRegionNavigation } from './use-region-navigation';

export interface EditorLayoutProps {
	/** The bar above everything: title, history, view and save. */
	topBar: ReactNode;
	/** The left sidebar (inserter, layers). */
	left?: ReactNode;
	/** The right sidebar (settings of the selected block or template). */
	right: ReactNode;
	/** The canvas. */
	children: ReactNode;
	fullScreen?: boolean;
}

/**
 * The builder's full-height frame: a top bar, a left and a right sidebar
 * and the canvas between them. Panels mount in the `left` and `right` slots.
 * Its regions (top bar, blocks, layers, canvas, settings: every
 * `[role=region][tabindex="-1"]` inside) are reached with F6 / Ctrl+`.
 * On a narrow window (below WordPress's 782 px) the sidebars leave the row
 * and open over the canvas from the top bar's "Blocks and layers panel" and
 * "Settings panel" buttons, so the editor never scrolls sideways.
 *
 * @param props            Component props.
 * @param props.topBar     The top bar.
 * @param props.left       Left sidebar content.
 * @param props.right      Right sidebar content.
 * @param props.children   The canvas.
 * @param props.fullScreen Whether the editor covers the whole window.
 */
export default function EditorLayout( {
	topBar,
	left,
	right,
	children,
	fullScreen = false,
}: EditorLayoutProps ) {
	const regions = useRegionNavigation();
	// Which sidebar shows over the canvas on a narrow window (editor.scss).
	const [ narrowPanel, setNarrowPanel ] = useState< 'left' | 'right' | null >(
		null
	);
	const toggle = ( side: 'left' | 'right' ) =>
		setNarrowPanel( ( current ) => ( current === side ? null : side ) );
	return (
		// The keys are handled for the whole editor, wherever the focus is.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			ref={ regions.ref }
			className={
				'uip-editor' +
				( fullScreen ? ' uip-editor--full-screen' : '' ) +
				( narrowPanel ? ` has-${ narrowPanel }-panel-open` : '' )
			}
			// Dropdowns opened inside show in its layer (above the page when
			// it covers the window).
			data-uip-popover-layer=""
			onKeyDown={ regions.onKeyDown }
		>
			<div
				className="uip-editor__top-bar"
				role="region"
				aria-label={ __( 'Editor top bar', 'uipress' ) }
				tabIndex={ -1 }
			>
				{ topBar }
				<div className="uip-editor__panel-toggles">
					{ left && (
						<Button
							icon={ listView }
							label={ __( 'Blocks and layers panel', 'uipress' ) }
							isPressed={ narrowPanel === 'left' }
							onClick={ () => toggle( 'left' ) }
						/>
					) }
					<Button
						icon={ cog }
						label={ __( 'Settings panel', 'uipress' ) }
						isPressed={ narrowPanel === 'right' }
						onClick={ () => toggle( 'right' ) }
					/>
				</div>
			</div>
			<div className="uip-editor__body">
				<div className="uip-editor__sidebar uip-editor__sidebar--left">
					{ left }
				</div>
				<main className="uip-editor__main">{ children }</main>
				<div
					className="uip-editor__sidebar uip-editor__sidebar--right"
					role="region"
					aria-label={ __( 'Settings', 'uipress' ) }
					tabIndex={ -1 }
				>
					{ right }
				</div>
			</div>
		</div>
	);
}
