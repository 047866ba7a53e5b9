/**
 * WordPress dependencies
 */
import { SearchControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { CapabilityGroup, CapabilityInfo } from '../../api/roles';
import { searchGroups } from './capability-model';

interface CapabilityChecklistProps {
	groups: CapabilityGroup[];
	/** The control of one capability (a checkbox, a choice). */
	renderControl: ( capability: CapabilityInfo ) => ReactNode;
	/** Counts a group's capabilities that are on, for its heading. */
	countOn: ( group: CapabilityGroup ) => number;
}

/**
 * The capabilities grouped (posts, pages, media…) with a search over their
 * names, labels and hints. Each group is a fieldset whose legend says how
 * many of its capabilities are on.
 *
 * @param props               Component props.
 * @param props.groups        The groups.
 * @param props.renderControl Renders one capability's control.
 * @param props.countOn       How many of a group are on.
 */
export default function CapabilityChecklist( {
	groups,
	renderControl,
	countOn,
}: CapabilityChecklistProps ) {
	const [ search, setSearch ] = useState( '' );
	const shown = searchGroups( groups, search );
	return (
		<div className="uip-capabilities">
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search capabilities', 'uipress' ) }
				placeholder={ __( 'Search capabilities', 'uipress' ) }
				value={ search }
				onChange={ setSearch }
			/>
			{ shown.length === 0 && (
				<p className="uip-capabilities__empty">
					{ __( 'No capability matches this search.', 'uipress' ) }
				</p>
			) }
			{ shown.map( ( group ) => (
				<fieldset key={ group.id } className="uip-capabilities__group">
					<legend className="uip-capabilities__legend">
						{ group.label }
						<span className="uip-capabilities__count">
							{ sprintf(
								/* translators: 1: capabilities on, 2: capabilities in the group. */
								__( '%1$d of %2$d', 'uipress' ),
								countOn( group ),
								group.capabilities.length
							) }
						</span>
					</legend>
					<ul className="uip-capabilities__list">
						{ group.capabilities.map( ( capability ) => (
							<li
								key={ capability.name }
								className="uip-capabilities__item"
							>
								{ renderControl( capability ) }
							</li>
						) ) }
					</ul>
				</fieldset>
			) ) }
		</div>
	);
}

/**
 * What a capability's control explains under it: its name (when the label
 * differs), its hint, and why it is locked when the acting user lacks it.
 *
 * @param props            Component props.
 * @param props.capability The capability.
 */
export function CapabilityHelp( {
	capability,
}: {
	capability: CapabilityInfo;
} ) {
	return (
		<>
			{ capability.label !== capability.name && (
				<code className="uip-capabilities__name">
					{ capability.name }
				</code>
			) }{ ' ' }
			{ capability.hint }
			{ ! capability.granted && (
				<span className="uip-capabilities__locked">
					{ __(
						'You do not have this capability, so you cannot grant it.',
						'uipress'
					) }
				</span>
			) }
		</>
	);
}
