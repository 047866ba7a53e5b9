/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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
	return (
		<div
			className={
				'uip-editor' + ( fullScreen ? ' uip-editor--full-screen' : '' )
			}
		>
			<div className="uip-editor__top-bar">{ topBar }</div>
			<div className="uip-editor__body">
				<aside
					className="uip-editor__sidebar uip-editor__sidebar--left"
					aria-label={ __( 'Blocks and layers', 'uipress' ) }
				>
					{ left }
				</aside>
				<main className="uip-editor__main">{ children }</main>
				<aside
					className="uip-editor__sidebar uip-editor__sidebar--right"
					aria-label={ __( 'Settings', 'uipress' ) }
				>
					{ right }
				</aside>
			</div>
		</div>
	);
}
