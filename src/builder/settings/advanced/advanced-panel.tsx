/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { advancedOptionsOf } from '../block-changes';
import type { BlockPanelProps } from '../types';
import CodeFields from './code-fields';
import ConditionsEditor from './conditions/conditions-editor';
import InteractionsEditor from './interactions/interactions-editor';
import QueryEditor from './query/query-editor';
import './advanced.scss';

/**
 * The Advanced tab of the block settings: classes and code, conditions,
 * interactions and, for containers, the query. A section holding settings
 * starts open.
 *
 * @param props            Component props.
 * @param props.block      The selected block.
 * @param props.definition Its definition.
 * @param props.onChange   Applies block changes.
 */
export default function AdvancedPanel( {
	block,
	definition,
	onChange,
}: BlockPanelProps ) {
	const advancedEnabled = definition?.optionsEnabled.advanced !== false;
	// Which sections start open is decided once: PanelBody follows a
	// changing initialOpen, which would close a section as its last entry
	// is removed.
	const [ initiallyOpen ] = useState( () => ( {
		conditions:
			!! advancedOptionsOf( block ).conditions?.conditions?.length,
		interactions: !! block.interactions?.length,
		query: block.query?.enabled === true,
	} ) );

	return (
		<div className="uip-advanced">
			{ advancedEnabled ? (
				<>
					<PanelBody
						title={ __( 'Classes and code', 'uipress' ) }
						initialOpen
					>
						<CodeFields block={ block } onChange={ onChange } />
					</PanelBody>
					<PanelBody
						title={ __( 'Conditions', 'uipress' ) }
						initialOpen={ initiallyOpen.conditions }
					>
						<ConditionsEditor
							block={ block }
							onChange={ onChange }
						/>
					</PanelBody>
				</>
			) : (
				<p className="uip-advanced__note uip-advanced__note--padded">
					{ __(
						'This block has no classes, code or conditions.',
						'uipress'
					) }
				</p>
			) }
			<PanelBody
				title={ __( 'Interactions', 'uipress' ) }
				initialOpen={ initiallyOpen.interactions }
			>
				<InteractionsEditor
					block={ block }
					definition={ definition }
					onChange={ onChange }
				/>
			</PanelBody>
			{ definition?.container && (
				<PanelBody
					title={ __( 'Query', 'uipress' ) }
					initialOpen={ initiallyOpen.query }
				>
					<QueryEditor block={ block } onChange={ onChange } />
				</PanelBody>
			) }
		</div>
	);
}
