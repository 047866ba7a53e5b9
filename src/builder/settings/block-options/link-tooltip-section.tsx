/**
 * WordPress dependencies
 */
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import type { BlockPanelProps } from '../types';

/**
 * The changes that set the block's link; an empty URL removes the link.
 *
 * @param url    The URL.
 * @param newTab Whether it opens in a new tab.
 */
export function linkChanges( url: string, newTab: boolean ): Partial< Block > {
	return { linkTo: url ? { value: url, newTab } : undefined };
}

/**
 * The changes that set the block's tooltip; an empty message removes it.
 *
 * @param message The tooltip text.
 */
export function tooltipChanges( message: string ): Partial< Block > {
	return { tooltip: message ? { message } : undefined };
}

/**
 * Every block's own link (the whole block becomes a link) and tooltip.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.onChange Applies changes.
 */
export default function LinkTooltipSection( {
	block,
	onChange,
}: Pick< BlockPanelProps, 'block' | 'onChange' > ) {
	const url = block.linkTo?.value ?? '';
	const newTab = block.linkTo?.newTab === true;
	const message = block.tooltip?.message ?? '';

	return (
		<PanelBody
			title={ __( 'Link and tooltip', 'uipress' ) }
			initialOpen={ Boolean( url || message ) }
			className="uip-link-tooltip"
		>
			<TextControl
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Link', 'uipress' ) }
				help={ __(
					'Clicking the block opens this address. Leave empty for no link.',
					'uipress'
				) }
				placeholder="https://"
				value={ url }
				onChange={ ( next ) =>
					onChange( linkChanges( next, newTab ), {
						mergeKey: `${ block.uid }:link`,
					} )
				}
			/>
			{ url && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Open the link in a new tab', 'uipress' ) }
					checked={ newTab }
					onChange={ ( checked: boolean ) =>
						onChange( linkChanges( url, checked ) )
					}
				/>
			) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Tooltip', 'uipress' ) }
				help={ __(
					'Shown when the block is hovered or focused. Leave empty for none.',
					'uipress'
				) }
				value={ message }
				onChange={ ( next ) =>
					onChange( tooltipChanges( next ), {
						mergeKey: `${ block.uid }:tooltip`,
					} )
				}
			/>
		</PanelBody>
	);
}
