/**
 * A template holding every interface block (src/blocks/interface-blocks.ts,
 * checked by src/blocks/test/interface-template.test.ts): the builder's
 * starter layout "Sidebar + top bar + content", with the classic admin menu
 * under the admin menu and the toolbar ending with its own account menu.
 */
import { starterLayouts } from '../../../src/builder/components/inserter/starter-layouts';
import type { Block } from '../../../src/engine/types';
import { block } from './templates';

/** The module names of every interface block. */
export const INTERFACE_MODULES = [
	'uip-container',
	'uip-content-frame',
	'uip-admin-menu-new',
	'uip-admin-menu',
	'uip-toolbar',
	'uip-account',
	'uip-breadcrumbs',
	'uip-menu-collapse-toggle',
	'uip-dark-toggle',
	'uip-site-logo',
	'uip-page-loader',
] as const;

/**
 * The blocks, with what the starter layout lacks added on the way.
 *
 * @param blocks A tree.
 */
function withEveryBlock( blocks: Block[] ): Block[] {
	return blocks.flatMap( ( entry ): Block[] => {
		const copy: Block = {
			...entry,
			content: entry.content && withEveryBlock( entry.content ),
		};
		if ( entry.moduleName === 'uip-toolbar' ) {
			copy.settings = {
				...entry.settings,
				block: { options: { accountMenu: true } },
			};
		}
		return entry.moduleName === 'uip-admin-menu-new'
			? [
					copy,
					block( 'uip-admin-menu', {
						settings: {
							block: { options: { subMenuStyle: 'inline' } },
						},
					} ),
				]
			: [ copy ];
	} );
}

/** The template. */
export function everyInterfaceBlockTemplate(): Block[] {
	const layout = starterLayouts().find(
		( candidate ) => candidate.id === 'sidebar-top-bar-content'
	);
	if ( ! layout ) {
		throw new Error( 'The starter layout is missing.' );
	}
	return withEveryBlock( layout.blocks() );
}
