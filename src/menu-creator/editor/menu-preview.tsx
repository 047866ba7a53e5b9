/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AdminMenu from '../../blocks/admin-menu/admin-menu';
import { adminMenuDefinition } from '../../blocks/admin-menu/definition';
import { AdminMenuSource } from '../../blocks/admin-menu/menu-source';
import { menuToShow } from '../../engine/menus';
import { optionsWithDefaults } from '../../engine/renderer/block-options';
import { themeCss } from '../../engine/theme';
import type { Block } from '../../engine/types';
import { readThemeConfig } from '../../shared/config/parse-theme';
import type { Tree } from '../tree/tree';

const PREVIEW_BLOCK: Block = {
	uid: 'uip-menu-preview',
	name: 'Admin menu',
	moduleName: 'uip-admin-menu-new',
	settings: {},
};

/**
 * The menu as users will get it: the admin menu block itself, showing the
 * menu being edited (hidden items left out, new ones in) instead of the
 * user's.
 *
 * @param props      Component props.
 * @param props.tree The menu being edited.
 */
export default function MenuPreview( { tree }: { tree: Tree } ) {
	const menu = useMemo( () => menuToShow( tree ), [ tree ] );
	const options = useMemo(
		() => optionsWithDefaults( adminMenuDefinition, {} ),
		[]
	);
	// In the site's theme colours, as in the interface.
	const theme = useMemo( () => themeCss( readThemeConfig() ), [] );
	return (
		<div className="uip-menu-preview">
			<style>{ theme }</style>
			<p className="uip-menu-preview__label">
				{ __( 'As users will see it', 'uipress' ) }
			</p>
			<div className="uip-menu-preview__frame">
				<AdminMenuSource.Provider value={ menu }>
					<AdminMenu
						block={ PREVIEW_BLOCK }
						mode="builder"
						options={ options }
					/>
				</AdminMenuSource.Provider>
			</div>
		</div>
	);
}
