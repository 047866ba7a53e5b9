/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, TabPanel } from '@wordpress/components';
import { useCallback } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block } from '../../engine/types';
import { useBlockCatalogue } from '../../engine/registry';
import type { EditOptions } from '../store/types';
import { useBuilderActions, useBuilderSelect } from '../editor/use-builder';
import AdvancedPanel from './advanced/advanced-panel';
import BlockOptionsPanel from './block-options/block-options-panel';
import RemoteBlockImport from './remote-block-import';
import StylePanel from './style/style-panel';
import TemplateSettingsPanel from './template/template-settings-panel';
import './settings.scss';

const TABS = [
	{ name: 'settings', title: __( 'Settings', 'uipress' ) },
	{ name: 'style', title: __( 'Style', 'uipress' ) },
	{ name: 'advanced', title: __( 'Advanced', 'uipress' ) },
];

/**
 * The right sidebar: the selected block's settings in three tabs, or the
 * template's settings when no block is selected.
 */
export default function SettingsSidebar() {
	const block = useBuilderSelect( ( select ) => select.getSelectedBlock() );
	const { updateBlock, selectBlock } = useBuilderActions();
	const { byModule } = useBlockCatalogue();

	const uid = block?.uid;
	const onChange = useCallback(
		( changes: Partial< Block >, options?: EditOptions ) => {
			if ( uid ) {
				updateBlock( uid, changes, options );
			}
		},
		[ uid, updateBlock ]
	);

	if ( ! block ) {
		return (
			<div className="uip-settings">
				<TemplateSettingsPanel />
			</div>
		);
	}

	const definition = byModule.get( block.moduleName );
	const props = { block, definition, onChange };

	return (
		<div className="uip-settings">
			<div className="uip-settings__header">
				<div className="uip-settings__title">
					<h2>
						{ block.name || definition?.name || block.moduleName }
					</h2>
					{ definition?.description && (
						<p className="uip-settings__description">
							{ definition.description }
						</p>
					) }
				</div>
				<Button
					variant="tertiary"
					size="small"
					onClick={ ( event: MouseEvent< HTMLButtonElement > ) => {
						// The button goes with the block's settings: the
						// keyboard stays in the sidebar, at its top.
						const region =
							event.currentTarget.closest< HTMLElement >(
								'[role="region"]'
							);
						selectBlock( null );
						if ( region instanceof HTMLElement ) {
							region.focus();
						}
					} }
					label={ __( 'Show the template settings', 'uipress' ) }
				>
					{ __( 'Template', 'uipress' ) }
				</Button>
			</div>
			{ ! definition && (
				<p className="uip-settings__missing">
					{ sprintf(
						/* translators: %s: the block's module name. */
						__(
							'The block type %s is not available, so only its common settings can be edited.',
							'uipress'
						),
						block.moduleName
					) }
				</p>
			) }
			<RemoteBlockImport block={ block } />
			<TabPanel className="uip-settings__tabs" tabs={ TABS }>
				{ ( tab ) => {
					switch ( tab.name ) {
						case 'style':
							return (
								<StylePanel key={ block.uid } { ...props } />
							);
						case 'advanced':
							return (
								<AdvancedPanel key={ block.uid } { ...props } />
							);
						default:
							return (
								<BlockOptionsPanel
									key={ block.uid }
									{ ...props }
								/>
							);
					}
				} }
			</TabPanel>
		</div>
	);
}
