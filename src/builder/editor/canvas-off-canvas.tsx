/**
 * Off-canvas menus in the edit view. On a small screen (the mobile
 * viewport, as preview decides it: src/runtime/small-screen.ts) a container
 * whose "On small screens" option makes it an off-canvas menu leaves the
 * page and opens as a panel from its side. The interface's container does
 * that only outside the builder, where its blocks would be out of reach, so
 * the edit view shows it with builder-only rules instead: out of the page,
 * and open over the template while it or a block inside it is selected (in
 * the canvas or the layers), so its blocks can still be edited.
 */

/**
 * Internal dependencies
 */
import type { Block, Viewport } from '../../engine/types';
import { useSmallScreen } from '../../runtime/small-screen';
import { offCanvasSide } from '../../blocks/container/off-canvas-side';

/**
 * The containers of a tree that are off-canvas menus on small screens.
 *
 * @param blocks The tree.
 */
export function offCanvasContainers(
	blocks: readonly Block[]
): { uid: string; side: 'left' | 'right' }[] {
	const found: { uid: string; side: 'left' | 'right' }[] = [];
	for ( const block of blocks ) {
		const side =
			block.moduleName === 'uip-container'
				? offCanvasSide( block.settings?.block?.options?.smallScreen )
				: undefined;
		if ( side ) {
			found.push( { uid: block.uid, side } );
		}
		if ( Array.isArray( block.content ) ) {
			found.push( ...offCanvasContainers( block.content ) );
		}
	}
	return found;
}

/**
 * The rules that show the off-canvas containers as they are on a phone.
 *
 * @param blocks The tree.
 */
export function offCanvasRules( blocks: readonly Block[] ): string {
	return offCanvasContainers( blocks )
		.map( ( { uid, side } ) => {
			const block = `.uip-editor-canvas__frame [data-uip-uid="${ CSS.escape(
				uid
			) }"]`;
			return (
				`${ block }{position:fixed!important;top:0!important;bottom:0!important;${ side }:0!important;` +
				`${
					side === 'left' ? 'right' : 'left'
				}:auto!important;z-index:99!important;width:max(30%,280px)!important;max-width:100%!important;` +
				'height:auto!important;min-height:0!important;max-height:none!important;margin:0!important;overflow:auto!important;' +
				'background:var(--uip-color-base-0,#fff);box-shadow:0 0 24px rgba(0,0,0,.15)}' +
				`${ block }:not([data-uip-outline="selected"],:has([data-uip-outline="selected"])){display:none!important}`
			);
		} )
		.join( '' );
}

/**
 * The off-canvas rules for the template, while small-screen layouts apply.
 *
 * @param props          Component props.
 * @param props.blocks   The tree.
 * @param props.viewport The simulated viewport.
 */
export default function CanvasOffCanvasMenus( {
	blocks,
	viewport,
}: {
	blocks: readonly Block[];
	viewport: Viewport;
} ) {
	// As the renderer's own blocks decide it, so edit view and preview agree.
	const small = useSmallScreen( viewport );
	const rules = small ? offCanvasRules( blocks ) : '';
	return rules ? (
		<style data-uip-canvas-off-canvas="">{ rules }</style>
	) : null;
}
