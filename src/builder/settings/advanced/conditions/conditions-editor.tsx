/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { plus } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { conditionTypes } from '../../../../engine/conditions';
import type {
	AdvancedOptions,
	Block,
	ConditionSet,
} from '../../../../engine/types';
import SegmentedToggle from '../../../../components/segmented-toggle';
import { advancedOptionsOf } from '../../block-changes';
import type { BlockPanelProps } from '../../types';
import ConditionRow from './condition-row';
import {
	addCondition,
	conditionSetOf,
	removeCondition,
	replaceCondition,
	withRelation,
} from './condition-set';

/**
 * The block change that stores `set` as the block's conditions, or removes
 * them when `set` is undefined.
 *
 * @param block The block.
 * @param set   The new set.
 */
function withConditions(
	block: Block,
	set: ConditionSet | undefined
): Partial< Block > {
	const options: AdvancedOptions = { ...advancedOptionsOf( block ) };
	if ( set ) {
		options.conditions = set;
	} else {
		delete options.conditions;
	}
	return {
		settings: { ...block.settings, advanced: { options } },
	};
}

/**
 * Edits `settings.advanced.options.conditions`: how entries combine (all or
 * any) and the entries, each a type, an operator the type offers and a
 * value. Removing the last entry removes the set.
 *
 * @param props          Component props.
 * @param props.block    The block.
 * @param props.onChange Applies block changes.
 */
export default function ConditionsEditor( {
	block,
	onChange,
}: Pick< BlockPanelProps, 'block' | 'onChange' > ) {
	const types = useMemo( () => conditionTypes(), [] );
	const stored = advancedOptionsOf( block ).conditions;
	const set = conditionSetOf( stored );
	const store = ( next: ConditionSet | undefined, mergeKey?: string ) =>
		onChange(
			withConditions( block, next ),
			mergeKey ? { mergeKey } : undefined
		);

	return (
		<div className="uip-advanced-conditions">
			<p className="uip-advanced__note">
				{ __(
					'Conditions decide whether the block shows. They apply in the live interface and on the template preview screen; while you edit, the builder shows every block.',
					'uipress'
				) }
			</p>
			{ set.conditions.length > 1 && (
				<div className="uip-advanced-conditions__relation">
					<span className="uip-advanced__label" aria-hidden="true">
						{ __( 'Show the block when it matches', 'uipress' ) }
					</span>
					<SegmentedToggle
						label={ __(
							'Show the block when it matches',
							'uipress'
						) }
						options={ [
							{
								value: 'and',
								label: __( 'All (and)', 'uipress' ),
							},
							{
								value: 'or',
								label: __( 'Any (or)', 'uipress' ),
							},
						] }
						value={ set.relation }
						onChange={ ( relation ) => {
							if ( relation === 'and' || relation === 'or' ) {
								store( withRelation( set, relation ) );
							}
						} }
					/>
				</div>
			) }
			{ set.conditions.map( ( condition, index ) => (
				<ConditionRow
					key={ index }
					condition={ condition }
					position={ index + 1 }
					types={ types }
					onChange={ ( next, merge ) =>
						store(
							replaceCondition( set, index, next ),
							merge
								? `${ block.uid }:condition:${ index }:value`
								: undefined
						)
					}
					onRemove={ () => store( removeCondition( set, index ) ) }
				/>
			) ) }
			<Button
				variant="secondary"
				icon={ plus }
				onClick={ () => store( addCondition( set, types ) ) }
			>
				{ __( 'Add condition', 'uipress' ) }
			</Button>
		</div>
	);
}
