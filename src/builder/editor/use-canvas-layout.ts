/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Viewport } from '../../engine/types';
import type { CanvasZoom } from '../store';
import { canvasLayout, type CanvasLayout } from './canvas-scale';

/**
 * The width inside an element's padding.
 *
 * @param element The element.
 */
function contentWidth( element: HTMLElement ): number {
	const style = window.getComputedStyle( element );
	const padding =
		parseFloat( style.paddingLeft ) + parseFloat( style.paddingRight );
	return element.clientWidth - ( padding || 0 );
}

/**
 * How the template sits in the canvas (canvas-scale.ts), and the height the
 * scaled template takes, measured again whenever the window, the canvas or
 * the template changes size.
 *
 * @param canvasRef The canvas (the scrolling area).
 * @param frameRef  The template's frame (laid out unscaled, then scaled).
 * @param viewport  The simulated viewport.
 * @param zoom      'fit' or a percentage.
 */
export function useCanvasLayout(
	canvasRef: RefObject< HTMLElement >,
	frameRef: RefObject< HTMLElement >,
	viewport: Viewport,
	zoom: CanvasZoom
): CanvasLayout & { height: number } {
	const [ layout, setLayout ] = useState< CanvasLayout & { height: number } >(
		() => ( {
			...canvasLayout(
				viewport,
				{ width: window.innerWidth, height: window.innerHeight },
				0,
				zoom
			),
			height: 0,
		} )
	);
	useLayoutEffect( () => {
		const canvas = canvasRef.current;
		const frame = frameRef.current;
		if ( ! canvas || ! frame ) {
			return undefined;
		}
		const measure = () => {
			const next = canvasLayout(
				viewport,
				{ width: window.innerWidth, height: window.innerHeight },
				contentWidth( canvas ),
				zoom
			);
			// offsetHeight is the height before the transform scales it.
			const height = frame.offsetHeight * next.scale;
			setLayout( ( current ) =>
				current.width === next.width &&
				current.minHeight === next.minHeight &&
				current.scale === next.scale &&
				current.fit === next.fit &&
				current.height === height
					? current
					: { ...next, height }
			);
		};
		measure();
		const resize =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( measure )
				: null;
		resize?.observe( canvas );
		resize?.observe( frame );
		window.addEventListener( 'resize', measure );
		return () => {
			resize?.disconnect();
			window.removeEventListener( 'resize', measure );
		};
	}, [ canvasRef, frameRef, viewport, zoom ] );
	return layout;
}
