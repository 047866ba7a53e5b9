/**
 * WordPress dependencies
 */
import { Button, SearchControl } from '@wordpress/components';
import { useId, useMemo, useState } from '@wordpress/element';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

/**
 * External dependencies
 */
import { useDraggable } from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import BlockIcon from '../../../blocks/shared/block-icon';
import Tooltip from '../../../components/tooltip';
import { useBlockCatalogue } from '../../../engine/registry';
import type { Block, BlockDefinition } from '../../../engine/types';
import { useBuilderActions, useBuilderSelect } from '../dnd/builder-store';
import type { DragData } from '../dnd/types';
import {
	createBlock,
	filterDefinitions,
	groupDefinitions,
	groupLabel,
	insertableDefinitions,
	insertion,
	matchesText,
	type InsertPlacement,
} from './catalogue';
import InsertionLocation from './insertion-location';
import { starterLayouts, type StarterLayout } from './starter-layouts';
import {
	offeredDefinitions,
	STORE_GROUP,
	storeGroupNotice,
	withEmptyStoreGroup,
	woocommerceActive,
} from './store-gate';
import {
	isUserManagementBlock,
	USER_MANAGEMENT_GROUP,
	userManagementEnabled,
	userManagementNotice,
	withoutUserManagementBlocks,
	withUserManagementGroup,
} from './user-management-gate';
import './inserter.scss';

interface InserterItemProps {
	definition: BlockDefinition;
	onInsert: ( definition: BlockDefinition ) => void;
	/** The id of the sentence saying where the block will go. */
	locationId: string;
}

/**
 * One block type: drag it into the canvas, or press it (click, Enter, Space)
 * to insert it where the inserter says.
 *
 * @param props            Component props.
 * @param props.definition The block type.
 * @param props.onInsert   Inserts it.
 * @param props.locationId The id of the sentence saying where it goes.
 */
function InserterItem( {
	definition,
	onInsert,
	locationId,
}: InserterItemProps ) {
	const data: DragData = { kind: 'new', moduleName: definition.moduleName };
	const { setNodeRef, listeners, attributes, isDragging } = useDraggable( {
		id: `new:${ definition.moduleName }`,
		data,
	} );
	const descriptionId = `uip-inserter-description-${ useId() }`;
	// Pointer drags only: the keyboard presses the button to insert.
	const onPointerDown = listeners?.onPointerDown as
		( ( event: ReactPointerEvent< HTMLElement > ) => void ) | undefined;
	return (
		<li className="uip-inserter__entry">
			<Tooltip message={ definition.description || definition.name }>
				<Button
					ref={ setNodeRef }
					className={ `uip-inserter__item${
						isDragging ? ' is-dragging' : ''
					}` }
					data-uip-inserter-item={ definition.moduleName }
					aria-describedby={ `${ descriptionId } ${ locationId }` }
					aria-roledescription={
						attributes[ 'aria-roledescription' ]
					}
					onPointerDown={ onPointerDown }
					onClick={ () => onInsert( definition ) }
				>
					<BlockIcon
						name={ definition.icon }
						className="uip-inserter__icon"
					/>
					<span className="uip-inserter__name">
						{ definition.name }
					</span>
					{ definition.pro && (
						<span className="uip-inserter__pro">
							{ __( 'Pro', 'uipress' ) }
						</span>
					) }
				</Button>
			</Tooltip>
			<span id={ descriptionId } className="screen-reader-text">
				{ definition.description }
			</span>
		</li>
	);
}

/**
 * A starter layout: press it to insert its whole tree.
 *
 * @param props            Component props.
 * @param props.layout     The layout.
 * @param props.onInsert   Inserts its blocks.
 * @param props.locationId The id of the sentence saying where it goes.
 */
function StarterLayoutItem( {
	layout,
	onInsert,
	locationId,
}: {
	layout: StarterLayout;
	onInsert: ( blocks: Block[] ) => void;
	locationId: string;
} ) {
	const descriptionId = `uip-inserter-description-${ useId() }`;
	return (
		<li className="uip-inserter__entry">
			<Button
				className="uip-inserter__item"
				data-uip-starter-layout={ layout.id }
				aria-describedby={ `${ descriptionId } ${ locationId }` }
				onClick={ () => onInsert( layout.blocks() ) }
			>
				<BlockIcon
					name={ layout.icon }
					className="uip-inserter__icon"
				/>
				<span className="uip-inserter__name">{ layout.name }</span>
			</Button>
			<span id={ descriptionId } className="screen-reader-text">
				{ layout.description }
			</span>
		</li>
	);
}

/**
 * The block inserter: the starter layouts, then the registry's blocks by
 * group, with a search over names and descriptions, and above them where a
 * click puts the block (insertion-location.tsx). A third-party block marked
 * `pro` carries a 'Pro' badge. Mount it inside `BuilderDndProvider` so its
 * items can be dragged.
 */
export default function Inserter() {
	const { definitions, byModule } = useBlockCatalogue();
	const [ search, setSearch ] = useState( '' );
	const storeActive = useMemo( () => woocommerceActive(), [] );
	const usersOn = useMemo( () => userManagementEnabled(), [] );
	// Without user management, the dynamic group says how to get its
	// Users and Activity blocks, unless the search is for something else.
	const usersNote =
		! usersOn &&
		( ! search.trim() ||
			filterDefinitions( definitions, search ).some(
				isUserManagementBlock
			) );
	const groups = useMemo( () => {
		const insertable = insertableDefinitions( definitions );
		let found = groupDefinitions(
			filterDefinitions(
				withoutUserManagementBlocks(
					offeredDefinitions( insertable, storeActive ),
					usersOn
				),
				search
			)
		);
		if ( usersNote ) {
			found = withUserManagementGroup( found );
		}
		// Without WooCommerce the store group stays, saying why it is
		// empty, unless the search is for something else.
		const storeSearched =
			! search.trim() ||
			matchesText( search, groupLabel( STORE_GROUP ) ) ||
			filterDefinitions( insertable, search ).some(
				( definition ) => definition.group === STORE_GROUP
			);
		return ! storeActive && storeSearched
			? withEmptyStoreGroup( found )
			: found;
	}, [ definitions, search, storeActive, usersOn, usersNote ] );
	const { blocks, selectedUid } = useBuilderSelect( ( select ) => ( {
		blocks: select.getBlocks(),
		selectedUid: select.getSelectedUid(),
	} ) );
	const { insertBlock, selectBlock } = useBuilderActions();
	// Inside or after the selected container: inside again for each new
	// selection, unless the administrator picks after.
	const [ choice, setChoice ] = useState< {
		uid: string | null;
		placement: InsertPlacement;
	} >( { uid: selectedUid, placement: 'inside' } );
	if ( choice.uid !== selectedUid ) {
		setChoice( { uid: selectedUid, placement: 'inside' } );
	}
	const where = insertion(
		blocks,
		selectedUid,
		( selected ) => byModule.get( selected.moduleName )?.container === true,
		choice.uid === selectedUid ? choice.placement : 'inside'
	);
	const locationId = `uip-inserter-location-${ useId() }`;

	const layouts = useMemo(
		() =>
			starterLayouts().filter( ( layout ) =>
				matchesText( search, layout.name, layout.description )
			),
		[ search ]
	);
	const insertTree = ( tree: Block[] ) => {
		const { parentUid, index } = where.target;
		tree.forEach( ( root, offset ) =>
			insertBlock( root, parentUid, index + offset )
		);
		if ( tree[ 0 ] ) {
			selectBlock( tree[ 0 ].uid );
		}
	};

	return (
		<div
			className="uip-inserter"
			aria-label={ __( 'Blocks', 'uipress' ) }
			// A region F6 moves to (editor-layout.tsx).
			role="region"
			tabIndex={ -1 }
		>
			<div className="uip-inserter__header">
				<SearchControl
					__nextHasNoMarginBottom
					className="uip-inserter__search"
					label={ __( 'Search blocks', 'uipress' ) }
					placeholder={ __( 'Search blocks', 'uipress' ) }
					value={ search }
					onChange={ ( value: string ) => setSearch( value ) }
				/>
				<InsertionLocation
					where={ where }
					id={ locationId }
					onPlacementChange={ ( placement ) =>
						setChoice( { uid: selectedUid, placement } )
					}
				/>
			</div>
			{ layouts.length > 0 && (
				<div
					className="uip-inserter__group"
					data-uip-inserter-group="starter-layouts"
				>
					<h3
						id="uip-inserter-group-starter-layouts"
						className="uip-inserter__heading"
					>
						{ __( 'Starter layouts', 'uipress' ) }
					</h3>
					<ul
						className="uip-inserter__list"
						aria-labelledby="uip-inserter-group-starter-layouts"
					>
						{ layouts.map( ( layout ) => (
							<StarterLayoutItem
								key={ layout.id }
								layout={ layout }
								onInsert={ insertTree }
								locationId={ locationId }
							/>
						) ) }
					</ul>
				</div>
			) }
			{ groups.length === 0 && layouts.length === 0 && (
				<p className="uip-inserter__empty">
					{ sprintf(
						/* translators: %s: the search text. */
						__( 'No blocks found for "%s".', 'uipress' ),
						search
					) }
				</p>
			) }
			{ groups.map( ( { group, definitions: items } ) => {
				const headingId = `uip-inserter-group-${ group }`;
				return (
					<div
						key={ group }
						className="uip-inserter__group"
						data-uip-inserter-group={ group }
					>
						<h3 id={ headingId } className="uip-inserter__heading">
							{ groupLabel( group ) }
						</h3>
						{ group === STORE_GROUP && ! storeActive ? (
							<p className="uip-inserter__notice">
								{ storeGroupNotice() }
							</p>
						) : (
							<ul
								className="uip-inserter__list"
								aria-labelledby={ headingId }
							>
								{ items.map( ( definition ) => (
									<InserterItem
										key={ definition.moduleName }
										definition={ definition }
										onInsert={ ( type ) =>
											insertTree( [
												createBlock( type ),
											] )
										}
										locationId={ locationId }
									/>
								) ) }
							</ul>
						) }
						{ group === USER_MANAGEMENT_GROUP && usersNote && (
							<p className="uip-inserter__notice">
								{ userManagementNotice() }
							</p>
						) }
					</div>
				);
			} ) }
		</div>
	);
}
