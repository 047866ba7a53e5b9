/**
 * WordPress dependencies
 */
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AudiencePanels } from '../../components/audience';
import NetworkToggle from '../../components/entity-list/network/network-toggle';
import type { MenuDoc } from './history';

interface MenuSettingsProps {
	/** The menu's id (for the network setting, saved on its own). */
	menuId?: number;
	doc: MenuDoc;
	onChange: ( change: Partial< MenuDoc >, mergeKey?: string ) => void;
}

/**
 * The menu's own settings, shown when no item is selected: its name, who
 * it applies to, and whether hidden items' pages are refused.
 *
 * @param props          Component props.
 * @param props.menuId   The menu's id.
 * @param props.doc      The menu.
 * @param props.onChange Changes it.
 */
export default function MenuSettings( {
	menuId = 0,
	doc,
	onChange,
}: MenuSettingsProps ) {
	return (
		<div className="uip-menu-settings">
			<div className="uip-menu-item-settings__header">
				<h2>{ __( 'Menu settings', 'uipress' ) }</h2>
				<p className="uip-menu-item-settings__note">
					{ __(
						'Select an item in the list to edit it.',
						'uipress'
					) }
				</p>
			</div>
			<PanelBody title={ __( 'Menu', 'uipress' ) }>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Name', 'uipress' ) }
					value={ doc.title }
					onChange={ ( title: string ) =>
						onChange( { title }, 'menu:title' )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Also block hidden pages', 'uipress' ) }
					help={ __(
						'Users this menu applies to are refused the pages of hidden items, not only spared the link. UiPress managers keep their escape hatch (uipress-disable=1).',
						'uipress'
					) }
					checked={ doc.blockHidden }
					onChange={ ( blockHidden: boolean ) =>
						onChange( { blockHidden } )
					}
				/>
				<NetworkToggle kind="menus" id={ menuId } />
			</PanelBody>
			<AudiencePanels
				value={ doc.audience }
				onChange={ ( changes ) =>
					onChange( { audience: { ...doc.audience, ...changes } } )
				}
			/>
		</div>
	);
}
