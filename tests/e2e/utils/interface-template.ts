/**
 * A template holding every interface block (src/blocks/interface-blocks.ts,
 * checked by src/blocks/test/interface-template.test.ts): the builder's
 * starter layout "Sidebar + top bar + content", with the classic admin menu
 * under the admin menu and the toolbar ending with its own account menu.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { starterLayouts } from '../../../src/builder/components/inserter/starter-layouts';
import type { Block } from '../../../src/engine/types';
import { block, createTemplate } from './templates';

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

/**
 * A container block with layout and style options.
 *
 * @param content Its blocks.
 * @param options Its style options.
 */
export function container(
	content: Block[],
	options: Record< string, unknown >
): Block {
	return block( 'uip-container', {
		content,
		settings: { style: { options } },
	} );
}

/**
 * A 260 px sidebar holding the given blocks, beside the page content, the
 * whole window high: the layout menu specs measure against.
 *
 * @param sidebar The sidebar's blocks (the admin menu among them).
 */
export function sidebarBesideFrame( sidebar: Block[] ): Block[] {
	return [
		container(
			[
				container( sidebar, {
					flexLayout: { display: 'flex', direction: 'column' },
					dimensions: {
						width: { value: 260, units: 'px' },
						minWidth: { value: 260, units: 'px' },
						height: { value: 100, units: '%' },
					},
					spacing: { padding: { preset: 'M' } },
					styles: { overflow: 'auto' },
				} ),
				container( [ block( 'uip-content-frame' ) ], {
					flexLayout: { display: 'flex', direction: 'column' },
					dimensions: {
						width: { value: 100, units: '%' },
						height: { value: 100, units: '%' },
					},
				} ),
			],
			{
				flexLayout: { display: 'flex', direction: 'row' },
				dimensions: { height: { value: 100, units: 'vh' } },
			}
		),
	];
}

/**
 * Publishes the template for editors (the role the interface specs sign in as).
 *
 * @param requestUtils REST helpers.
 * @return The template's id.
 */
export function createEveryInterfaceBlockTemplate(
	requestUtils: RequestUtils
): Promise< number > {
	return createTemplate(
		requestUtils,
		everyInterfaceBlockTemplate(),
		'Every interface block',
		{ forRoles: [ 'editor' ] }
	);
}
