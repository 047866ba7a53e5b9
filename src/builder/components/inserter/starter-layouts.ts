/**
 * Starter layouts: complete, named and styled trees the inserter adds in
 * one click, so the usual admin layouts need no hand-written CSS. Every
 * colour is a theme variable (dark mode follows), every block is named after
 * its role (the layers read "Sidebar", "Top bar"), and every call makes new
 * uids.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	Block,
	BlockOptions,
	SizeValue,
	StyleSettings,
} from '../../../engine/types';
import { newUid } from '../../tree';

export interface StarterLayout {
	id: 'sidebar-top-bar-content' | 'top-bar-content' | 'dashboard-grid';
	name: string;
	description: string;
	icon: string;
	/** A fresh copy of the tree (one root block). */
	blocks: () => Block[];
}

type StyleOptions = NonNullable< StyleSettings[ 'options' ] >;

/**
 * A block with a name, options, style options and children.
 *
 * @param moduleName    Its module.
 * @param name          Its name (what the layers show).
 * @param parts         What else it has.
 * @param parts.options Its block options.
 * @param parts.style   Its style options.
 * @param parts.content Its children.
 */
function node(
	moduleName: string,
	name: string,
	parts: {
		options?: BlockOptions;
		style?: StyleOptions;
		content?: Block[];
	} = {}
): Block {
	const block: Block = {
		uid: newUid(),
		name,
		moduleName,
		settings: {},
	};
	if ( parts.options ) {
		block.settings.block = { options: parts.options };
	}
	if ( parts.style ) {
		block.settings.style = { options: parts.style };
	}
	if ( parts.content || moduleName === 'uip-container' ) {
		block.content = parts.content ?? [];
	}
	return block;
}

const px = ( value: number ): SizeValue => ( { value, units: 'px' } );

const BORDER = {
	width: px( 1 ),
	style: 'solid' as const,
	color: 'var(--uip-color-border)',
};

/** The site's name, as a heading. */
function siteHeading(): Block {
	return node( 'uip-heading', __( 'Site name', 'uipress' ), {
		options: {
			headingText: {
				string: '',
				dynamic: true,
				dynamicKey: 'site_title',
				dynamicPos: 'right',
			},
			headingType: 'h3',
		},
	} );
}

/**
 * The top bar: a banner with the breadcrumbs on the left (they take the
 * room left), then the toolbar, the dark mode toggle and the account menu on
 * the right (and a menu button on small screens, when there is a menu).
 *
 * @param withMenuButton Whether a side menu needs a button on phones.
 */
function topBar( withMenuButton: boolean ): Block {
	return node( 'uip-container', __( 'Top bar', 'uipress' ), {
		options: { landmark: 'banner' },
		style: {
			flexLayout: {
				display: 'flex',
				direction: 'row',
				alignItems: 'center',
				justifyContent: 'space-between',
				gap: px( 12 ),
				size: 'fixed',
			},
			spacing: { padding: { preset: 'S' } },
			styles: {
				backgroundColor: 'var(--uip-color-base-0)',
				border: BORDER,
			},
		},
		content: [
			...( withMenuButton
				? [
						node(
							'uip-menu-collapse-toggle',
							__( 'Menu button', 'uipress' ),
							{ options: { showOn: 'smallScreens' } }
						),
					]
				: [ siteHeading() ] ),
			node( 'uip-breadcrumbs', __( 'Breadcrumbs', 'uipress' ), {
				style: { flexLayout: { size: 'fill' } },
			} ),
			node( 'uip-toolbar', __( 'Toolbar', 'uipress' ) ),
			node( 'uip-dark-toggle', __( 'Dark mode', 'uipress' ) ),
			node( 'uip-account', __( 'Account', 'uipress' ) ),
		],
	} );
}

/** The page content, with the page loader above it. */
function pageContent(): Block[] {
	return [
		node( 'uip-page-loader', __( 'Page loader', 'uipress' ) ),
		node( 'uip-content-frame', __( 'Page content', 'uipress' ) ),
	];
}

/** The sidebar + top bar + content layout. */
function sidebarTopBarContent(): Block[] {
	return [
		node( 'uip-container', __( 'Layout', 'uipress' ), {
			style: {
				flexLayout: { display: 'flex', direction: 'row' },
				dimensions: { height: { value: 100, units: 'vh' } },
				// The regions scroll inside themselves; the window never does.
				styles: {
					backgroundColor: 'var(--uip-color-base-1)',
					overflow: 'hidden',
				},
			},
			content: [
				node( 'uip-container', __( 'Sidebar', 'uipress' ), {
					options: {
						smallScreen: 'offCanvasLeft',
						landmarkLabel: __( 'Menu', 'uipress' ),
					},
					style: {
						flexLayout: {
							display: 'flex',
							direction: 'column',
							gap: px( 12 ),
							size: 'fixed',
						},
						// About the stock menu's 160px plus what the search
						// box needs (the padding and border add 26px).
						dimensions: { width: px( 176 ) },
						spacing: { padding: { preset: 'M' } },
						styles: {
							backgroundColor: 'var(--uip-color-base-0)',
							border: BORDER,
							overflow: 'auto',
						},
					},
					content: [
						// The logo, else the name (its initial while the
						// menu is collapsed).
						node( 'uip-site-logo', __( 'Site logo', 'uipress' ), {
							options: { linkHome: true, height: 32 },
						} ),
						node(
							'uip-admin-menu-new',
							__( 'Admin menu', 'uipress' ),
							{
								options: {
									subMenuStyle: 'inline',
									showSearch: true,
									menuCollapse: true,
								},
							}
						),
					],
				} ),
				node( 'uip-container', __( 'Main', 'uipress' ), {
					style: {
						flexLayout: {
							display: 'flex',
							direction: 'column',
							size: 'fill',
						},
						styles: { overflow: 'hidden' },
					},
					content: [ topBar( true ), ...pageContent() ],
				} ),
			],
		} ),
	];
}

/** The top bar + content layout. */
function topBarContent(): Block[] {
	return [
		node( 'uip-container', __( 'Layout', 'uipress' ), {
			style: {
				flexLayout: { display: 'flex', direction: 'column' },
				dimensions: { height: { value: 100, units: 'vh' } },
				styles: {
					backgroundColor: 'var(--uip-color-base-1)',
					overflow: 'hidden',
				},
			},
			content: [ topBar( false ), ...pageContent() ],
		} ),
	];
}

/**
 * A dashboard card: a heading and a line of text on the theme's base.
 *
 * @param title Its heading.
 */
function card( title: string ): Block {
	return node( 'uip-container', title, {
		style: {
			flexLayout: { display: 'flex', direction: 'column', gap: px( 8 ) },
			spacing: { padding: { preset: 'M' } },
			styles: {
				backgroundColor: 'var(--uip-color-base-0)',
				border: BORDER,
				radius: px( 8 ),
			},
		},
		content: [
			node( 'uip-heading', __( 'Card title', 'uipress' ), {
				options: {
					headingText: {
						string: title,
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
					headingType: 'h3',
				},
			} ),
			node( 'uip-paragraph', __( 'Card text', 'uipress' ) ),
		],
	} );
}

/** The dashboard grid: three columns of cards. */
function dashboardGrid(): Block[] {
	return [
		node( 'uip-container', __( 'Dashboard grid', 'uipress' ), {
			style: {
				flexLayout: {
					display: 'grid',
					gridColumns: 3,
					gap: px( 16 ),
				},
				spacing: { padding: { preset: 'L' } },
			},
			content: [
				card( __( 'Overview', 'uipress' ) ),
				card( __( 'Activity', 'uipress' ) ),
				card( __( 'Shortcuts', 'uipress' ) ),
			],
		} ),
	];
}

/** The starter layouts, in the order the inserter lists them. */
export function starterLayouts(): StarterLayout[] {
	return [
		{
			id: 'sidebar-top-bar-content',
			name: __( 'Sidebar + top bar + content', 'uipress' ),
			description: __(
				'The admin menu in a sidebar, a top bar with breadcrumbs and the toolbar, and the page content. On phones the sidebar becomes an off-canvas menu.',
				'uipress'
			),
			icon: 'side_navigation',
			blocks: sidebarTopBarContent,
		},
		{
			id: 'top-bar-content',
			name: __( 'Top bar + content', 'uipress' ),
			description: __(
				'A top bar with the site name, breadcrumbs and the toolbar above the page content.',
				'uipress'
			),
			icon: 'top_panel_open',
			blocks: topBarContent,
		},
		{
			id: 'dashboard-grid',
			name: __( 'Dashboard grid', 'uipress' ),
			description: __(
				'Three columns of cards to fill with blocks.',
				'uipress'
			),
			icon: 'dashboard',
			blocks: dashboardGrid,
		},
	];
}
