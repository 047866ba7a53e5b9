/**
 * WordPress dependencies
 */
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block, BlockLink } from '../../../engine/types';
import {
	TOOLTIP_DELAY_MS,
	TOOLTIP_MAX_DELAY_MS,
} from '../../../engine/renderer/tooltip-constants';
import type { BlockPanelProps } from '../types';

type LinkTarget = BlockLink[ 'newTab' ];
type TargetChoice = 'same' | 'new' | 'dynamic';

/** The "Open the link in" choices, by the value the select holds. */
const TARGETS: Record< TargetChoice, LinkTarget > = {
	same: false,
	new: true,
	dynamic: 'dynamic',
};

/**
 * The stored `newTab` of a choice of the select.
 *
 * @param choice The select's value.
 */
function targetOf( choice: string ): LinkTarget {
	return choice === 'new' || choice === 'dynamic' ? TARGETS[ choice ] : false;
}

/**
 * The select's value for a stored `newTab`.
 *
 * @param newTab The stored value (anything older templates hold).
 */
export function targetChoice( newTab: unknown ): TargetChoice {
	if ( newTab === true ) {
		return 'new';
	}
	return newTab === 'dynamic' ? 'dynamic' : 'same';
}

/**
 * The changes that set the block's link; an empty URL removes the link.
 *
 * @param url    The URL.
 * @param newTab Where it opens: true a new tab, 'dynamic' a new tab when it
 *               leaves the admin, false the same tab.
 */
export function linkChanges(
	url: string,
	newTab: LinkTarget
): Partial< Block > {
	return { linkTo: url ? { value: url, newTab } : undefined };
}

/**
 * The changes that set the block's tooltip; an empty message removes it.
 *
 * @param message The tooltip text.
 * @param delay   Ms of hover before it shows; the default is not stored.
 */
export function tooltipChanges(
	message: string,
	delay?: number
): Partial< Block > {
	if ( ! message ) {
		return { tooltip: undefined };
	}
	return delay === undefined || delay === TOOLTIP_DELAY_MS
		? { tooltip: { message } }
		: { tooltip: { message, delay } };
}

/**
 * The delay field's text as a delay: a whole number of ms within the
 * bounds, else undefined (the default).
 *
 * @param text The field's value.
 */
export function delayFromField( text: string ): number | undefined {
	const delay = Number( text );
	return text.trim() !== '' && Number.isInteger( delay ) && delay >= 0
		? Math.min( delay, TOOLTIP_MAX_DELAY_MS )
		: undefined;
}

/**
 * Every block's one link setting (the whole block becomes a link; a block
 * whose definition has `ownLink`, the button, renders it itself) with where
 * it opens, and the tooltip.
 *
 * @param props            Component props.
 * @param props.block      The block.
 * @param props.definition Its definition, when available.
 * @param props.onChange   Applies changes.
 */
export default function LinkTooltipSection( {
	block,
	definition,
	onChange,
}: BlockPanelProps ) {
	const url = block.linkTo?.value ?? '';
	const target = targetChoice( block.linkTo?.newTab );
	const message = block.tooltip?.message ?? '';
	const delay = block.tooltip?.delay;
	const ownLink = definition?.ownLink === true;

	return (
		<PanelBody
			title={ __( 'Link and tooltip', 'uipress' ) }
			initialOpen={ ownLink || Boolean( url || message ) }
			className="uip-link-tooltip"
		>
			<TextControl
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Link', 'uipress' ) }
				help={
					ownLink
						? __(
								'The button opens this address. Leave empty for a button without a link.',
								'uipress'
							)
						: __(
								'Clicking the block opens this address. Leave empty for no link.',
								'uipress'
							)
				}
				placeholder="https://"
				value={ url }
				onChange={ ( next ) =>
					onChange( linkChanges( next, TARGETS[ target ] ), {
						mergeKey: `${ block.uid }:link`,
					} )
				}
			/>
			{ url && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Open the link in', 'uipress' ) }
					value={ target }
					options={ [
						{
							value: 'same',
							label: __( 'The same tab', 'uipress' ),
						},
						{ value: 'new', label: __( 'A new tab', 'uipress' ) },
						{
							value: 'dynamic',
							label: __(
								'A new tab when the link leaves the admin',
								'uipress'
							),
						},
					] }
					onChange={ ( next: string ) =>
						onChange( linkChanges( url, targetOf( next ) ) )
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
					onChange( tooltipChanges( next, delay ), {
						mergeKey: `${ block.uid }:tooltip`,
					} )
				}
			/>
			{ message && (
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					max={ TOOLTIP_MAX_DELAY_MS }
					step={ 100 }
					label={ __( 'Tooltip delay (milliseconds)', 'uipress' ) }
					help={ __(
						'How long the pointer rests on the block before the tooltip shows.',
						'uipress'
					) }
					value={ String( delay ?? TOOLTIP_DELAY_MS ) }
					onChange={ ( next ) =>
						onChange(
							tooltipChanges( message, delayFromField( next ) ),
							{ mergeKey: `${ block.uid }:tooltip-delay` }
						)
					}
				/>
			) }
		</PanelBody>
	);
}
