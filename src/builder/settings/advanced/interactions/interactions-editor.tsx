/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { useBlockCatalogue } from '../../../../engine/registry';
import type { Interaction } from '../../../../engine/types';
import { useBuilderSelect } from '../../../editor/use-builder';
import type { BlockPanelProps } from '../../types';
import { pluginActionNames } from './action-choices';
import { blockTargetChoices } from './block-targets';
import InteractionItem from './interaction-item';
import {
	newInteraction,
	removeInteraction,
	updateInteraction,
} from './interaction-list';

/**
 * Edits `Block.interactions`: an event on the block runs an action on a
 * target. Lists the interactions with their fields and lets the user add
 * and remove them.
 *
 * @param props            Component props.
 * @param props.block      The block.
 * @param props.definition Its definition.
 * @param props.onChange   Applies block changes.
 */
export default function InteractionsEditor( {
	block,
	definition,
	onChange,
}: BlockPanelProps ) {
	const blocks = useBuilderSelect( ( select ) => select.getBlocks() );
	const { byModule } = useBlockCatalogue();
	const pluginActions = useMemo( () => pluginActionNames(), [] );
	const targets = useMemo(
		() => blockTargetChoices( blocks, block.uid ),
		[ blocks, block.uid ]
	);
	const definitionOf = useCallback(
		( moduleName: string ) => byModule.get( moduleName ),
		[ byModule ]
	);
	const list: Interaction[] = Array.isArray( block.interactions )
		? block.interactions
		: [];

	return (
		<div className="uip-advanced-interactions">
			<p className="uip-advanced__note">
				{ __(
					'Interactions run in production and in preview, not while editing.',
					'uipress'
				) }
			</p>
			{ list.length === 0 && (
				<p className="uip-advanced__empty">
					{ __( 'No interactions yet.', 'uipress' ) }
				</p>
			) }
			{ list.map( ( interaction, index ) => (
				<InteractionItem
					key={ interaction.id }
					interaction={ interaction }
					position={ index + 1 }
					ownDefinition={ definition }
					definitionOf={ definitionOf }
					blockTargets={ targets }
					pluginActions={ pluginActions }
					onChange={ ( changes, field ) =>
						onChange(
							{
								interactions: updateInteraction(
									list,
									interaction.id,
									changes
								),
							},
							field
								? {
										mergeKey: `${ block.uid }:interaction:${ interaction.id }:${ field }`,
									}
								: undefined
						)
					}
					onRemove={ () =>
						onChange( {
							interactions: removeInteraction(
								list,
								interaction.id
							),
						} )
					}
				/>
			) ) }
			<Button
				variant="secondary"
				icon={ plus }
				onClick={ () =>
					onChange( { interactions: [ ...list, newInteraction() ] } )
				}
			>
				{ __( 'Add interaction', 'uipress' ) }
			</Button>
		</div>
	);
}
