/**
 * Hooks block components use. This module imports neither the registry nor
 * the renderer, so block folders can import it without a cycle.
 */

/**
 * WordPress dependencies
 */
import { useContext, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { resolveDynamicInput } from '../dynamic-data/resolve';
import type {
	BlockActionHandlers,
	DynamicInputValue,
	Viewport,
} from '../types';
import {
	DynamicCatalogueContext,
	RendererEnvironmentContext,
} from './renderer-context';

/**
 * Registers a block's handlers for its block-specific interaction actions
 * (the `actions` of its definition), so an interaction targeting the block
 * can run them. Handlers may change between renders; the latest ones run.
 *
 * @param uid      The block's uid.
 * @param handlers Handler per action name.
 */
export function useBlockActions(
	uid: string,
	handlers: BlockActionHandlers
): void {
	const { blockActions } = useContext( RendererEnvironmentContext );
	const latest = useRef( handlers );
	latest.current = handlers;

	useEffect(
		() => blockActions.register( uid, () => latest.current ),
		[ blockActions, uid ]
	);
}

/**
 * The text of a dynamic-capable option, with its dynamic value put in.
 *
 * @param value The stored option value (a dynamic-input value or plain text).
 */
export function useDynamicText(
	value: DynamicInputValue | string | undefined
): string {
	const catalogue = useContext( DynamicCatalogueContext );
	return resolveDynamicInput( value, catalogue );
}

/**
 * The viewport the template renders for: the window's, or the one the
 * builder previews (its canvas is narrower than the window).
 */
export function useRendererViewport(): Viewport {
	return useContext( RendererEnvironmentContext ).viewport;
}

/**
 * The post id of the stored template being rendered, when there is one.
 */
export function useTemplateId(): number | undefined {
	return useContext( RendererEnvironmentContext ).templateId;
}
