/**
 * A template holding every interface block (src/blocks/interface-blocks.ts,
 * checked by src/blocks/test/interface-template.test.ts), laid out as a
 * person would: a sidebar with the logo and both admin menus, a top bar
 * with the menu button, breadcrumbs, the toolbar ending with its account
 * menu, the dark mode toggle and the account block, then the page loader
 * and the page content.
 */
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

const px = ( value: number ) => ( { value, units: 'px' } );
const BORDER = {
	width: px( 1 ),
	style: 'solid',
	color: 'var(--uip-color-border)',
};

/**
 * A block with block options and style options.
 *
 * @param moduleName Its module.
 * @param options    Its block options.
 * @param style      Its style options.
 * @param content    Its children.
 */
function part(
	moduleName: string,
	options: Record< string, unknown > = {},
	style: Record< string, unknown > = {},
	content?: Block[]
): Block {
	return block( moduleName, {
		settings: { block: { options }, style: { options: style } },
		...( content ? { content } : {} ),
	} as Partial< Block > );
}

/** The template. */
export function everyInterfaceBlockTemplate(): Block[] {
	return [
		part(
			'uip-container',
			{},
			{
				flexLayout: { display: 'flex', direction: 'row' },
				dimensions: { height: { value: 100, units: 'vh' } },
				styles: {
					backgroundColor: 'var(--uip-color-base-1)',
					overflow: 'hidden',
				},
			},
			[
				part(
					'uip-container',
					{ smallScreen: 'offCanvasLeft', landmarkLabel: 'Menu' },
					{
						flexLayout: {
							display: 'flex',
							direction: 'column',
							gap: px( 12 ),
							size: 'fixed',
						},
						dimensions: { width: px( 202 ) },
						spacing: { padding: { preset: 'M' } },
						styles: {
							backgroundColor: 'var(--uip-color-base-0)',
							border: BORDER,
							overflow: 'auto',
						},
					},
					[
						part( 'uip-site-logo', { linkHome: true, height: 32 } ),
						part( 'uip-admin-menu-new', {
							subMenuStyle: 'inline',
							showSearch: true,
							menuCollapse: true,
						} ),
						part( 'uip-admin-menu', { subMenuStyle: 'inline' } ),
					]
				),
				part(
					'uip-container',
					{},
					{
						flexLayout: {
							display: 'flex',
							direction: 'column',
							size: 'fill',
						},
					},
					[
						part(
							'uip-container',
							{ landmark: 'banner' },
							{
								flexLayout: {
									display: 'flex',
									direction: 'row',
									alignItems: 'center',
									gap: px( 12 ),
									size: 'fixed',
								},
								spacing: { padding: { preset: 'S' } },
								styles: {
									backgroundColor: 'var(--uip-color-base-0)',
									border: BORDER,
								},
							},
							[
								part( 'uip-menu-collapse-toggle', {
									showOn: 'smallScreens',
								} ),
								part(
									'uip-breadcrumbs',
									{},
									{ flexLayout: { size: 'fill' } }
								),
								part( 'uip-toolbar', { accountMenu: true } ),
								part( 'uip-dark-toggle' ),
								part( 'uip-account' ),
							]
						),
						part( 'uip-page-loader' ),
						part( 'uip-content-frame' ),
					]
				),
			]
		),
	];
}
